import type { AnswerSchema, ChatTransport, Completion } from './chat-transport.js';
import { RejectedAnswerError } from './provider-failure.js';
import type { ChatMessage } from './rewrite-prompt.js';

/**
 * One request for JSON of a known shape, for every feature but the rewrite (which streams drafts
 * and has its own path in model-rewrite.ts, built the same way): the schema, how to read the
 * answer, and what to check in it.
 */
export interface StructuredAsk<T> {
  schema: AnswerSchema;
  maxTokens: number;
  temperature?: number;
  /** The answer as T, or why it is not one (unreadable JSON, missing fields). */
  read(object: Record<string, unknown>): { value?: T; problems: string[] };
  /** Everything wrong with a readable answer, each in words the model (and a person) can act on. */
  check(value: T): string[];
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

/** Strings of a JSON array (anything else in it is left out). */
export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

function judge<T>(
  completion: Completion,
  ask: StructuredAsk<T>,
): { value?: T; failures: string[] } {
  if (completion.finishReason === 'length')
    return {
      failures: ['it was cut off before the end (the answer hit its length limit); answer shorter'],
    };
  const parsed = parseJsonObject(completion.text);
  if (!parsed.object) return { failures: [parsed.problem!] };
  const read = ask.read(parsed.object);
  if (read.problems.length > 0 || read.value === undefined)
    return { failures: read.problems.length ? read.problems : ['its JSON had the wrong shape'] };
  return { value: read.value, failures: ask.check(read.value) };
}

/** The repair turn: the first answer stays in the conversation, and what was wrong follows it. */
export function repairMessages(
  first: readonly ChatMessage[],
  answer: string,
  failures: readonly string[],
): ChatMessage[] {
  const listed = failures.map((failure) => `- ${failure}`).join('\n');
  return [
    ...first,
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: `Your answer cannot be used yet:\n${listed}\nAnswer the same request again, fixing each of these. Answer with the JSON object only.`,
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
  const options = {
    schema: ask.schema,
    maxTokens: ask.maxTokens,
    temperature: ask.temperature ?? 0.4,
  };
  const first = await transport.complete(messages, options);
  const judged = judge(first, ask);
  if (judged.failures.length === 0 && judged.value !== undefined)
    return { value: judged.value, repaired: false, firstFailures: [] };
  const again = await transport.complete(
    repairMessages(messages, first.text, judged.failures),
    options,
  );
  const repaired = judge(again, ask);
  if (repaired.failures.length > 0 || repaired.value === undefined)
    throw new RejectedAnswerError(repaired.failures);
  return { value: repaired.value, repaired: true, firstFailures: judged.failures };
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
