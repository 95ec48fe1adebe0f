import type { ProtectedSpan } from '../ai.types.js';

/**
 * `fetchAll()`, `client.fetchOrders()`, `user_id`, `--dry-run`, anything in backticks. A call
 * starts where an identifier starts (trying every letter of a long word was quadratic).
 */
export const CODE =
  /`[^`]+`|(?<![\w$]|[\w$]\.)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\(\)|\b[a-z]+_[a-z_]+\b|(?<![\w-])--[a-z][\w-]+/g;

/** Code the input holds that the output lost or changed (every rewrite must keep it verbatim). */
export function codeSpans(plainInput: string): ProtectedSpan[] {
  return [...new Set(plainInput.match(CODE) ?? [])].map((text) => ({ kind: 'code', text }));
}

export function withCodeChecked<
  T extends { protected: ProtectedSpan[]; missing: ProtectedSpan[]; notes: string[] },
>(guardrail: T, plainInput: string, plainOutput: string): T {
  const code = codeSpans(plainInput);
  if (code.length === 0) return guardrail;
  const lost = code.filter((span) => !plainOutput.includes(span.text));
  return {
    ...guardrail,
    protected: [...guardrail.protected, ...code],
    missing: [...guardrail.missing, ...lost],
    notes: [
      ...guardrail.notes,
      ...lost.map((span) => `lost code: "${span.text}" is not in the result as written`),
    ],
  };
}
