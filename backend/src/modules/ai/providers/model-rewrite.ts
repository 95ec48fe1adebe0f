import type { RewriteRequest, RewriteStreamEvent } from '../ai.types.js';
import { toPlainText } from '../format/plain-text.js';
import { protectedSpansOf } from '../guardrails/extract-spans.js';
import { buildGuardrailInfo } from '../guardrails/guardrail-report.js';
import type { Rewritten } from '../scoring/scored-rewrite.js';
import type { ChatTransport, Completion, CompletionOptions } from './chat-transport.js';
import { cleanModelOutput } from './model-output.js';
import { RejectedAnswerError } from './provider-failure.js';
import { buildRewritePrompt, retryMessages, type ChatMessage } from './rewrite-prompt.js';
import { parseRewriteAnswer, partialRewrite, REWRITE_SCHEMA } from './structured-answer.js';
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

/** One model answer read and judged: the rewrite, and everything wrong with it. */
interface Judged {
  raw: string;
  text: string;
  failures: string[];
}

function judge(completion: Completion, request: RewriteRequest, input: VerifyInput): Judged {
  const format = request.output_format ?? 'plain';
  const answer = parseRewriteAnswer(completion.text);
  if (completion.finishReason === 'length') {
    return {
      raw: completion.text,
      text: '',
      failures: [
        'it was cut off before the end (the answer hit its length limit); write a shorter answer with fewer "changes"',
      ],
    };
  }
  if (answer.problems.length > 0)
    return { raw: completion.text, text: '', failures: answer.problems };
  const text = cleanModelOutput(answer.rewrite, format);
  const verdict = verify({ ...input, claimedAdditions: answer.addedClaims }, toPlainText(text));
  return { raw: completion.text, text, failures: verdict.failures };
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
  const options: CompletionOptions = {
    schema: REWRITE_SCHEMA,
    maxTokens: maxTokensFor(request),
    temperature: REWRITE_TEMPERATURE,
  };
  const completion = progress.streaming
    ? yield* streamDraft(transport, messages, options, progress)
    : await transport.complete(messages, options);
  let judged = judge(completion, request, input);
  const notes: string[] = [];
  if (judged.failures.length > 0) {
    const first = judged.failures;
    if (progress.streamed) yield { type: 'draft_rejected', reasons: first };
    const repaired = await transport.complete(retryMessages(messages, judged.raw, first), options);
    judged = judge(repaired, request, input);
    if (judged.failures.length > 0) throw new RejectedAnswerError(judged.failures);
    notes.push(`the model's first answer was redone because ${first.join('; ')}`);
  }
  const plainOutput = toPlainText(judged.text);
  return {
    enhancedText: judged.text,
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
