import type { ProtectedSpan } from '../ai.types.js';
import { parseDocument } from '../format/parse-document.js';
import { uniqueSpans } from './guardrail-report.js';
import { collectKnownNames, findProtectedSpans, lockedTermPatterns } from './protected-spans.js';

/**
 * Everything in a text that a rewrite has to keep: numbers, money, dates, times, URLs, e-mails,
 * mentions, hashtags, quotations, names and locked terms, each once.
 */
export function protectedSpansOf(
  text: string,
  lockedTerms?: readonly string[],
  extraNames: readonly string[] = [],
): ProtectedSpan[] {
  const doc = parseDocument(text);
  const locked = lockedTermPatterns(lockedTerms);
  const lines: { text: string; names: boolean }[] = [];
  for (const block of doc.blocks) {
    if (block.kind === 'paragraph')
      block.lines.forEach((line) => lines.push({ text: line, names: true }));
    if (block.kind === 'list')
      block.items.forEach((item) => lines.push({ text: item.text, names: true }));
    if (block.kind === 'heading') lines.push({ text: block.text, names: false });
  }
  const knownNames = collectKnownNames(
    lines.filter((line) => line.names).map((line) => line.text),
    extraNames,
  );
  const spans: ProtectedSpan[] = [];
  for (const line of lines) {
    const found = findProtectedSpans(line.text, {
      lockedTerms: locked,
      knownNames,
      detectNames: line.names,
    });
    spans.push(...found.spans, ...found.nested);
  }
  return uniqueSpans(spans);
}
