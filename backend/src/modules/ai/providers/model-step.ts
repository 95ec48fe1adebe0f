import type { ProtectedSpan, RewriteRequest } from '../ai.types.js';
import { toPlainText } from '../format/plain-text.js';
import { protectedSpansOf } from '../guardrails/extract-spans.js';
import { buildGuardrailInfo } from '../guardrails/guardrail-report.js';
import type { Rewritten } from '../scoring/scored-rewrite.js';
import type { ChatTransport } from './chat-transport.js';
import type { StructuredAnswer } from './structured-ask.js';

/**
 * A feature's own model step for a rewrite (its prompt, schema and checks): it answers the
 * model's text or throws, and `AiService.rewriteWith` scores it, or falls back to the built-in
 * engine with the honest note, exactly as for /api/ai/enhance.
 */
export type ModelStep = (transport: ChatTransport, request: RewriteRequest) => Promise<Rewritten>;

/** What a model step starts from: the plain input and the details that must survive. */
export function stepInput(request: RewriteRequest): {
  plainInput: string;
  spans: ProtectedSpan[];
} {
  return {
    plainInput: toPlainText(request.text),
    spans: protectedSpansOf(request.text, request.locked_terms),
  };
}

/** A verified model text as the scorer takes it; a repair is noted, as for a rewrite. */
export function rewrittenBy(
  transport: ChatTransport,
  request: RewriteRequest,
  spans: readonly ProtectedSpan[],
  answer: StructuredAnswer<unknown>,
  text: string,
): Rewritten {
  const plainOutput = toPlainText(text);
  const notes = answer.repaired
    ? [`the model's first answer was redone because ${answer.firstFailures.join('; ')}`]
    : [];
  return {
    enhancedText: text,
    plainOutput,
    plainInput: toPlainText(request.text),
    guardrail: buildGuardrailInfo(spans, plainOutput, answer.repaired, notes),
    modelUsed: transport.model,
    engine: 'provider',
  };
}
