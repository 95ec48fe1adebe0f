import type { AnswerSchema, ChatTransport, Completion } from './chat-transport.js';
import { RejectedAnswerError } from './provider-failure.js';
import type { ChatMessage } from './rewrite-prompt.js';

/**
 * One request for JSON of a known shape, for every feature: the schema, how to read the answer,
 * and what to check in it. The rewrite (model-rewrite.ts) uses the same steps with its own
 * reader (plain text is a rewrite too) and repair wording, and sends its first answer as drafts.
 */
export interface StructuredAsk<T> {
  /** None for a plain-text answer (read by `parse`). */
  schema?: AnswerSchema;
  maxTokens: number;
  temperature?: number;
  /** The answer as T, or why it is not one (unreadable JSON, missing fields). */
  read?(object: Record<string, unknown>): { value?: T; problems: string[] };
  /** Reads the raw answer itself (instead of a JSON object through `read`). */
  parse?(raw: string): { value?: T; problems: string[] };
  /** Everything wrong with a readable answer, each in words the model (and a person) can act on. */
  check(value: T): string[];
  /** The repair turn (default `repairMessages`). */
  repair?(
    first: readonly ChatMessage[],
    answer: string,
    failures: readonly string[],
  ): ChatMessage[];
  /** What a cut-off answer is told (it hit max_tokens). */
  cutOff?: string;
}

export interface StructuredAnswer<T> {
  value: T;
  /** The first answer failed and the repaired one was kept. */
  repaired: boolean;
  /** Why the first answer was redone (empty when it was kept). */
  firstFailures: string[];
}

const FENCE = /^\s*```[a-z]*\s*\n?([\s\S]*?)\n?\s*```\s*$/i;

/**
 * A JSON object from a model's answer, read tolerantly: bare or fenced, text after it ignored.
 * Anything else is a problem to repair (a server that ignores `response_format` answers prose).
 */
export function parseJsonObject(raw: string): {
  object?: Record<string, unknown>;
  problem?: string;
} {
  let text = raw.trim();
  const fenced = FENCE.exec(text);
  if (fenced) text = fenced[1].trim();
  const start = text.indexOf('{');
  if (start < 0)
    return { problem: 'it was not JSON; answer with one JSON object of the asked shape' };
  const end = text.lastIndexOf('}');
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end + 1));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { object: parsed as Record<string, unknown> };
  } catch {
    // reported below
  }
  return { problem: 'its JSON was not valid; answer with one JSON object of the asked shape' };
}

/**
 * A JSON object, or the plain text of a server that ignores `response_format` (a text answer
 * such as a post is then taken as it is, and checked like any other).
 */
export function jsonOrText(raw: string): {
  object?: Record<string, unknown>;
  text?: string;
  problem?: string;
} {
  const fenced = FENCE.exec(raw.trim());
  const inner = (fenced ? fenced[1] : raw).trim();
  if (!inner.startsWith('{')) return { text: inner };
  return parseJsonObject(inner);
}

/** Strings of a JSON array (anything else in it is left out). */
export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/** One answer read and checked: its value, and everything wrong with it (empty when usable). */
export function judgeAnswer<T>(
  completion: Completion,
  ask: StructuredAsk<T>,
): { value?: T; failures: string[] } {
  if (completion.finishReason === 'length')
    return {
      failures: [
        ask.cutOff ??
          'it was cut off before the end (the answer hit its length limit); answer shorter',
      ],
    };
  let read: { value?: T; problems: string[] };
  if (ask.parse) read = ask.parse(completion.text);
  else {
    const parsed = parseJsonObject(completion.text);
    if (!parsed.object) return { failures: [parsed.problem!] };
    read = ask.read ? ask.read(parsed.object) : { problems: ['its JSON had the wrong shape'] };
  }
  if (read.problems.length > 0 || read.value === undefined)
    return { failures: read.problems.length ? read.problems : ['its JSON had the wrong shape'] };
  return { value: read.value, failures: ask.check(read.value) };
}

/**
 * The one repair turn after a first answer that failed: its value, or `RejectedAnswerError`
 * naming what the repaired answer still gets wrong.
 */
export async function repairOnce<T>(
  transport: ChatTransport,
  messages: readonly ChatMessage[],
  ask: StructuredAsk<T>,
  firstAnswer: string,
  failures: readonly string[],
): Promise<T> {
  const repair = ask.repair ?? repairMessages;
  const again = await transport.complete(repair(messages, firstAnswer, failures), optionsOf(ask));
  const repaired = judgeAnswer(again, ask);
  if (repaired.failures.length > 0 || repaired.value === undefined)
    throw new RejectedAnswerError(repaired.failures);
  return repaired.value;
}

/** The request options of an ask: its schema, cap and temperature. */
export const optionsOf = (ask: StructuredAsk<unknown>) => ({
  schema: ask.schema,
  maxTokens: ask.maxTokens,
  temperature: ask.temperature ?? 0.4,
});

/** How a repair turn names the answer and asks again; the rewrite has its own (model-rewrite.ts). */
export interface RepairWording {
  answer: string;
  again: string;
  /** The shape asked for again (default: the JSON object; a plain-text answer says so). */
  only?: string;
}

const ANSWER_AGAIN: RepairWording = {
  answer: 'Your answer',
  again: 'Answer the same request again',
};
const JSON_ONLY = 'Answer with the JSON object only.';

/**
 * The repair turn: the first answer stays in the conversation (it is the model's own, never the
 * person's) and a follow-up names what was wrong with it, so the model repairs that answer.
 */
export function repairMessages(
  first: readonly ChatMessage[],
  answer: string,
  failures: readonly string[],
  wording: RepairWording = ANSWER_AGAIN,
): ChatMessage[] {
  const listed = failures.map((failure) => `- ${failure}`).join('\n');
  return [
    ...first,
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: `${wording.answer} cannot be used yet:\n${listed}\n${wording.again}, fixing each of these. ${wording.only ?? JSON_ONLY}`,
    },
  ];
}

/**
 * Asks for JSON of `ask.schema` (enforced by `response_format` where the server allows it, by a
 * grammar on the local model), reads and checks it, asks once more naming the failures, and
 * throws `RejectedAnswerError` when the repaired answer fails too: the caller's built-in answer
 * then stands, with an honest note. Transport errors (timeouts, 5xx) are thrown as they come.
 */
export async function askStructured<T>(
  transport: ChatTransport,
  messages: readonly ChatMessage[],
  ask: StructuredAsk<T>,
): Promise<StructuredAnswer<T>> {
  const first = await transport.complete(messages, optionsOf(ask));
  const judged = judgeAnswer(first, ask);
  if (judged.failures.length === 0 && judged.value !== undefined)
    return { value: judged.value, repaired: false, firstFailures: [] };
  const value = await repairOnce(transport, messages, ask, first.text, judged.failures);
  return { value, repaired: true, firstFailures: judged.failures };
}

/**
 * The note every feature shows when the model's answer was not used, in customer words: the
 * checks it failed, or that the model was unavailable (the operator's reason goes to the logs).
 */
export function modelNotUsedNote(error: unknown, answered: string): string {
  return error instanceof RejectedAnswerError
    ? `The model's answer was not used (${error.failures.join('; ')}), even after one retry: ${answered}.`
    : `The connected model was unavailable, so ${answered}.`;
}
