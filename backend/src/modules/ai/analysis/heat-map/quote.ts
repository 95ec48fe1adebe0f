import type { ParsedText } from '../features/parse-text.js';
import type { MarkerCategory } from '../features/marks.js';
import type { SentenceFeatures } from '../features/sentence-features.js';

/** The words first…last as written, e.g. "Book a demo". */
export function wordsAsWritten(parsed: ParsedText, first: number, last: number): string {
  const parts: string[] = [];
  for (let index = first; index <= last && index < parsed.words.length; index++) {
    parts.push(parsed.words[index].text);
  }
  return parts.join(' ');
}

/** Distinct phrases of one category in a sentence, as written. */
export function phrasesIn(
  parsed: ParsedText,
  sentence: SentenceFeatures,
  category: MarkerCategory,
): string[] {
  const found: string[] = [];
  for (const hit of sentence.hits) {
    if (hit.category !== category) continue;
    const phrase = wordsAsWritten(parsed, hit.first, hit.last);
    if (!found.includes(phrase)) found.push(phrase);
  }
  return found;
}

export function quoteList(phrases: readonly string[], limit = 3): string {
  return phrases
    .slice(0, limit)
    .map((phrase) => `'${phrase}'`)
    .join(', ');
}

/** The opening of a sentence for reference in a suggestion. */
export function opening(sentence: SentenceFeatures, maxLength = 40): string {
  const text = sentence.text.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.lastIndexOf(' ', maxLength);
  return `${text.slice(0, cut > 10 ? cut : maxLength)}…`;
}
