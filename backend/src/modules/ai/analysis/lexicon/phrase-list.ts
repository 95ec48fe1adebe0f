/** Lexicon data is written as "|"- and newline-separated phrases; this turns it into a list. */
export function phraseList(source: string): string[] {
  return source
    .split(/[|\n]/)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.length > 0);
}

/** A regex source matching any of `words` as a whole word: `\b(?:might|may)\b`. */
export const anyWord = (words: readonly string[]) => `\\b(?:${words.join('|')})\\b`;
