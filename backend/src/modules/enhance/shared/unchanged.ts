import { toPlainText } from '../../ai/ai.text.js';

/** What a reader would call the same text: its letters and digits, without markup, case, punctuation or spacing. */
export function comparableText(text: string): string {
  return toPlainText(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/**
 * True when a rewrite changed nothing a reader would count: identical to its input, or
 * different only in case, punctuation, whitespace or markup. Such a result is not charged.
 */
export function isUnchanged(input: string, output: string): boolean {
  return comparableText(input) === comparableText(output);
}
