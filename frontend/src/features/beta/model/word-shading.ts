export interface ShadedPiece {
  text: string;
  /** 0–1 for an analysed word; null for spaces, punctuation and words the analysis skipped. */
  intensity: number | null;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Splits a sentence into pieces, pairing its words in order with the analysis' word list from
 * `cursor` on. Returns the pieces and where the next sentence starts in that list.
 */
export function shadeSentence(
  sentence: string,
  words: { text: string; intensity: number }[],
  cursor: number,
): { pieces: ShadedPiece[]; next: number } {
  const pieces: ShadedPiece[] = [];
  let last = 0;
  let next = cursor;
  for (const match of sentence.matchAll(WORD)) {
    if (match.index > last)
      pieces.push({ text: sentence.slice(last, match.index), intensity: null });
    const word = words[next];
    const matched = word !== undefined && word.text === match[0];
    pieces.push({ text: match[0], intensity: matched ? word.intensity : null });
    if (matched) next += 1;
    last = match.index + match[0].length;
  }
  if (last < sentence.length) pieces.push({ text: sentence.slice(last), intensity: null });
  return { pieces, next };
}

/** Every sentence's pieces, walking the analysis' word list once from the start. */
export function shadeSentences(
  sentences: { text: string }[],
  words: { text: string; intensity: number }[],
): ShadedPiece[][] {
  let cursor = 0;
  return sentences.map((sentence) => {
    const { pieces, next } = shadeSentence(sentence.text, words, cursor);
    cursor = next;
    return pieces;
  });
}
