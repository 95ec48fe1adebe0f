import type { RewriteRequest, RewriteStreamEvent } from '../ai.types.js';
import { toPlainText } from '../format/plain-text.js';
import { protectedSpansOf } from '../guardrails/extract-spans.js';
import { buildGuardrailInfo } from '../guardrails/guardrail-report.js';
import type { Rewritten } from '../scoring/scored-rewrite.js';
import type { ChatTransport, Completion, CompletionOptions } from './chat-transport.js';
import { cleanModelOutput } from './model-output.js';
import { buildRewritePrompt, type ChatMessage } from './rewrite-prompt.js';
import { parseRewriteAnswer, partialRewrite, REWRITE_SCHEMA } from './structured-answer.js';
import {
  judgeAnswer,
  optionsOf,
  repairMessages,
  repairOnce,
  type StructuredAsk,
} from './structured-ask.js';
import { verify, type VerifyInput } from './verify-output.js';

/** Lower than a chat's: a rewrite should follow its brief, not wander. */
export const REWRITE_TEMPERATURE = 0.4;

/** Rough tokens of a text: about 4 characters a token in Latin scripts, ~1 a character in CJK. */
export function estimateTokens(text: string): number {
  const wide = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/gu)?.length ?? 0;
  return Math.ceil((text.length - wide) / 4 + wide * 1.2);
}

/**
 * The answer's cap: room for the rewrite at the target length (or half again the input's
 * length), the same again for the changes list, and the JSON around them. A model that runs
 * past it is cut off, and a cut-off answer is a failure, so the cap is generous, not tight.
 */
export function maxTokensFor(request: RewriteRequest): number {
  const input = estimateTokens(request.text);
  const rewrite = request.target_word_count
    ? Math.ceil(request.target_word_count * 1.15 * 1.5)
    : Math.ceil(input * 1.5);
  return Math.min(16_000, Math.max(256, rewrite * 2 + 200));
}

export interface ModelRewriteProgress {
  streaming: boolean;
  /** Set once a draft delta was sent (a fallback then does not send deltas of its own). */
  streamed: boolean;
}

/** A rewrite as read from the model's answer, made safe to hand out. */
interface ReadRewrite {
  text: string;
  addedClaims: string[];
}

/** The rewrite's ask: its schema, a reader that takes plain text too, `verify`, its repair turn. */
function rewriteAsk(request: RewriteRequest, input: VerifyInput): StructuredAsk<ReadRewrite> {
  const format = request.output_format ?? 'plain';
  return {
    schema: REWRITE_SCHEMA,
    maxTokens: maxTokensFor(request),
    temperature: REWRITE_TEMPERATURE,
    cutOff:
      'it was cut off before the end (the answer hit its length limit); write a shorter answer with fewer "changes"',
    parse: (raw) => {
      const answer = parseRewriteAnswer(raw);
      if (answer.problems.length > 0) return { problems: answer.problems };
      const text = cleanModelOutput(answer.rewrite, format);
      return { value: { text, addedClaims: answer.addedClaims }, problems: [] };
    },
    check: ({ text, addedClaims }) =>
      verify({ ...input, claimedAdditions: addedClaims }, toPlainText(text)).failures,
    repair: (first, answer, failures) =>
      repairMessages(first, answer, failures, {
        answer: 'Your rewrite',
        again: 'Rewrite the text in <user_text> again in the same tone and intensity',
      }),
  };
}

/**
 * A rewrite by a model behind any `ChatTransport`: the prompt, the answer read as JSON or plain
 * text, every check, one repair turn naming the failures, and a `RejectedAnswerError` when the
 * repaired answer fails too (the caller's fallback then answers). When streaming, the first
 * answer is sent as a draft; a draft that fails is followed by an event saying why.
 */
export async function* rewriteWithModel(
  transport: ChatTransport,
  request: RewriteRequest,
  progress: ModelRewriteProgress,
): AsyncGenerator<RewriteStreamEvent, Rewritten> {
  const spans = protectedSpansOf(request.text, request.locked_terms);
  const plainInput = toPlainText(request.text);
  const input: VerifyInput = { request, plainInput, spans };
  const messages = buildRewritePrompt(request, spans, { compact: transport.compactPrompt });
  const ask = rewriteAsk(request, input);
  const options = optionsOf(ask);
  const completion = progress.streaming
    ? yield* streamDraft(transport, messages, options, progress)
    : await transport.complete(messages, options);
  const judged = judgeAnswer(completion, ask);
  let text = judged.value?.text ?? '';
  const notes: string[] = [];
  if (judged.failures.length > 0) {
    const first = judged.failures;
    if (progress.streamed) yield { type: 'draft_rejected', reasons: first };
    text = (await repairOnce(transport, messages, ask, completion.text, first)).text;
    notes.push(`the model's first answer was redone because ${first.join('; ')}`);
  }
  const plainOutput = toPlainText(text);
  return {
    enhancedText: text,
    plainOutput,
    plainInput,
    guardrail: buildGuardrailInfo(spans, plainOutput, notes.length > 0, notes),
    modelUsed: transport.model,
    engine: 'provider',
  };
}

/** The first answer as draft deltas: the "rewrite" text as it is written, never raw JSON. */
async function* streamDraft(
  transport: ChatTransport,
  messages: readonly ChatMessage[],
  options: CompletionOptions,
  progress: ModelRewriteProgress,
): AsyncGenerator<RewriteStreamEvent, Completion> {
  const stream = transport.stream(messages, options);
  let raw = '';
  let shown = '';
  for (;;) {
    const next = await stream.next();
    if (next.done) return next.value;
    raw += next.value;
    const draft = partialRewrite(raw) ?? '';
    if (draft.length > shown.length && draft.startsWith(shown)) {
      const delta = draft.slice(shown.length);
      shown = draft;
      progress.streamed = true;
      yield { type: 'delta', text: delta, draft: true };
    }
  }
}
