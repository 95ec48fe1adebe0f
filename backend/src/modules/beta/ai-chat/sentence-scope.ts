import { splitSentenceStrings } from '../../ai/ai.text.js';

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const NAMED =
  /\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|opening|closing|(\d{1,2})(?:st|nd|rd|th))\s+sentence\b|\bsentence\s+(\d{1,2})\b/i;

/** A text's sentences with where each starts, so one can be replaced and the rest kept byte for byte. */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

export function sentenceSpans(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let from = 0;
  for (const line of text.split(/(\n+)/)) {
    if (/^\n*$/.test(line)) {
      from += line.length;
      continue;
    }
    let at = from;
    for (const piece of splitSentenceStrings(line)) {
      const sentence = piece.trim();
      const start = text.indexOf(sentence, at);
      if (!sentence || start < 0) continue;
      spans.push({ text: sentence, start, end: start + sentence.length });
      at = start + sentence.length;
    }
    from += line.length;
  }
  return spans;
}

/**
 * The sentence a request is about ("make the second sentence warmer", "sentence 3", "the last
 * sentence"), as an index into the text's sentences; undefined when it names none or one the
 * text does not have.
 */
export function sentenceNamedIn(message: string, count: number): number | undefined {
  const match = NAMED.exec(message);
  if (!match) return undefined;
  const word = match[1]?.toLowerCase();
  let index: number;
  if (match[3]) index = Number(match[3]) - 1;
  else if (match[2]) index = Number(match[2]) - 1;
  else if (word === 'last' || word === 'final' || word === 'closing') index = count - 1;
  else if (word === 'opening') index = 0;
  else index = ORDINALS.indexOf(word ?? '');
  return index >= 0 && index < count ? index : undefined;
}

/** The text with one sentence replaced and every other character as it was. */
export function replaceSentence(text: string, span: SentenceSpan, replacement: string): string {
  return `${text.slice(0, span.start)}${replacement.trim()}${text.slice(span.end)}`;
}

const wordSet = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);

/** The answer's sentence sharing most words with the named one (a sentence left as it was is not it). */
function closest(
  named: string,
  answer: readonly SentenceSpan[],
  unchanged: ReadonlySet<string>,
): string | undefined {
  const words = wordSet(named);
  let best: { text: string; overlap: number } | undefined;
  for (const { text } of answer) {
    if (unchanged.has(text) && text !== named) continue;
    const other = wordSet(text);
    const shared = [...other].filter((word) => words.has(word)).length;
    const overlap = shared / new Set([...words, ...other]).size;
    if (!best || overlap > best.overlap) best = { text, overlap };
  }
  return best && best.overlap >= 0.2 ? best.text : undefined;
}

/**
 * A model's rewrite held to the sentence the request names: the named sentence is taken from
 * the rewrite (its sentence at the same place, the whole answer when it is one sentence, else
 * its sentence sharing most words with the named one) and
 * every other sentence stays as written. Undefined when no sentence is named or the rewrite
 * cannot be lined up with the text.
 */
export function keepOtherSentences(
  message: string,
  original: string,
  rewritten: string,
): string | undefined {
  const spans = sentenceSpans(original);
  const index = spans.length >= 2 ? sentenceNamedIn(message, spans.length) : undefined;
  if (index === undefined) return undefined;
  const answer = sentenceSpans(rewritten);
  const replacement =
    answer.length === spans.length
      ? answer[index].text
      : answer.length === 1
        ? answer[0].text
        : closest(spans[index].text, answer, new Set(spans.map((span) => span.text)));
  return replacement === undefined
    ? undefined
    : replaceSentence(original, spans[index], replacement);
}
