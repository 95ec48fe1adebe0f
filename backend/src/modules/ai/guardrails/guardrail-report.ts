import type { GuardrailInfo, ProtectedKind, ProtectedSpan } from '../ai.types.js';

const KIND_NOUNS: Record<ProtectedKind, [string, string]> = {
  number: ['number', 'numbers'],
  money: ['amount', 'amounts'],
  date: ['date', 'dates'],
  time: ['time', 'times'],
  url: ['URL', 'URLs'],
  email: ['e-mail address', 'e-mail addresses'],
  mention: ['mention', 'mentions'],
  hashtag: ['hashtag', 'hashtags'],
  quote: ['quotation', 'quotations'],
  name: ['name', 'names'],
  locked_term: ['locked term', 'locked terms'],
  code: ['piece of code', 'pieces of code'],
};

const squash = (text: string) => text.replace(/\s+/g, ' ');

export function uniqueSpans(spans: readonly ProtectedSpan[]): ProtectedSpan[] {
  const seen = new Set<string>();
  const unique: ProtectedSpan[] = [];
  for (const span of spans) {
    const key = `${span.kind}\u0000${span.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ kind: span.kind, text: span.text });
  }
  return unique;
}

/** The protected spans that the (plain) output no longer contains verbatim. */
export function findMissingSpans(
  plainOutput: string,
  spans: readonly ProtectedSpan[],
): ProtectedSpan[] {
  const haystack = squash(plainOutput);
  return spans.filter((span) => !haystack.includes(squash(span.text)));
}

/** "kept 3 numbers, 1 URL". */
export function describeKept(spans: readonly ProtectedSpan[]): string {
  if (spans.length === 0) return 'nothing needed protecting';
  const counts = new Map<ProtectedKind, number>();
  for (const span of spans) counts.set(span.kind, (counts.get(span.kind) ?? 0) + 1);
  const parts = [...counts].map(
    ([kind, count]) => `${count} ${KIND_NOUNS[kind][count === 1 ? 0 : 1]}`,
  );
  return `kept ${parts.join(', ')}`;
}

export function buildGuardrailInfo(
  protectedSpans: readonly ProtectedSpan[],
  plainOutput: string,
  repaired: boolean,
  notes: readonly string[],
): GuardrailInfo {
  const unique = uniqueSpans(protectedSpans);
  const missing = findMissingSpans(plainOutput, unique);
  const summary = missing.length === 0 ? [describeKept(unique)] : [];
  const lost = missing.map((span) => `could not keep ${KIND_NOUNS[span.kind][0]} "${span.text}"`);
  return { protected: unique, missing, repaired, notes: [...summary, ...notes, ...lost] };
}
