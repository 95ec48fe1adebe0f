import { splitSentenceStrings } from '../../ai/ai.text.js';
import { checkPlatform, countsOf, platformLength, type CheckResult } from './platform-checks.js';
import type { PlatformLimits } from './platforms.js';

export interface Fitted {
  text: string;
  /** What a limit the text still misses would take, in words a writer can act on. */
  notes: string[];
  /** The rewrite was cut back or given up so that no check the input passed fails. */
  held: boolean;
}

/** Sentences and line breaks, joined back to the text; "U.S. Steel" and "Dr. Patel" stay whole. */
const sentencesOf = (text: string) =>
  text
    .split(/(\n+)/)
    .flatMap((piece) => (/^\n*$/.test(piece) ? [piece] : splitSentenceStrings(piece)))
    .filter((piece) => piece !== '');
const HASHTAG_LINE = /^\s*(?:#[\p{L}\p{N}_]+\s*)+$/u;
const normalise = (sentence: string) => sentence.trim().toLowerCase();

/** Checks the input passed and the text fails: what a rewrite may never do. */
function regressions(inputChecks: CheckResult[], text: string, limits: PlatformLimits) {
  const passedBefore = new Set(inputChecks.filter((check) => check.passed).map((c) => c.rule));
  return checkPlatform(text, limits).filter(
    (check) => !check.passed && passedBefore.has(check.rule),
  );
}

/** What it would take to meet the limits the final text still misses on length. */
function limitNotes(text: string, limits: PlatformLimits, platform: string): string[] {
  const counts = countsOf(text, limits);
  const notes: string[] = [];
  if (limits.max_characters !== null && counts.characters > limits.max_characters) {
    const over = counts.characters - limits.max_characters;
    const words = Math.max(1, Math.ceil((over / Math.max(counts.characters, 1)) * counts.words));
    notes.push(
      `${platform} allows at most ${limits.max_characters} characters and this text has ${counts.characters}: it would take cutting about ${over} characters (about ${words} words), which the rewrite did not do because it would drop what you said.`,
    );
  }
  if (counts.words > limits.max_words) {
    notes.push(
      `The recommended length here is at most ${limits.max_words} words and this text has ${counts.words}: it would take cutting ${counts.words - limits.max_words} words, which the rewrite did not do because it would drop what you said.`,
    );
  }
  return notes;
}

const clip = (sentence: string) =>
  sentence.length <= 60 ? sentence : `${sentence.slice(0, 57).replace(/\s+\S*$/, '')}…`;

/**
 * A platform's character limit is hard (X takes no 281st character): sentences go from the end
 * (the ones the rewrite added first, hashtags kept when they are needed) until the text fits;
 * a single sentence still too long is cut at a word, with an ellipsis.
 */
function toCharacterLimit(text: string, input: string, limits: PlatformLimits) {
  const max = limits.max_characters;
  const length = (value: string) => platformLength(value, limits.link_length);
  const dropped: string[] = [];
  if (max === null || length(text) <= max) return { text, dropped, cut: false };
  const original = new Set(sentencesOf(input).map(normalise));
  const pieces = sentencesOf(text);
  const own = (index: number) => Number(original.has(normalise(pieces[index])));
  const removable = pieces
    .map((_, index) => index)
    .filter(
      (index) =>
        pieces[index].trim() !== '' &&
        !(limits.min_hashtags > 0 && HASHTAG_LINE.test(pieces[index])),
    )
    .sort((a, b) => own(a) - own(b) || b - a);
  let result = text;
  for (const index of removable) {
    const left = pieces.filter((piece, at) => at !== index && piece.trim() !== '');
    if (!left.some((piece) => !HASHTAG_LINE.test(piece))) break;
    dropped.unshift(pieces[index].trim());
    pieces[index] = '';
    result = pieces
      .join('')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (length(result) <= max) break;
  }
  const cut = length(result) > max;
  if (cut) {
    const words = result.split(' ');
    while (words.length > 1 && length(`${words.join(' ')}…`) > max) words.pop();
    result = `${words.join(' ').replace(/[,;:.]$/, '')}…`;
  }
  return { text: result, dropped, cut };
}

/**
 * The rewrite held to the platform: it never fails a check the input passed (a 50-word post does
 * not come back at 51), and the character limit is hard. Sentences the rewrite added go first,
 * from the end; if that is not enough the input comes back as it was. A limit the input missed
 * too is said, with what meeting it would take.
 */
export function holdToLimits(
  input: string,
  output: string,
  limits: PlatformLimits,
  platform: string,
): Fitted {
  const inputChecks = checkPlatform(input, limits);
  let text = output;
  let held = false;
  if (regressions(inputChecks, text, limits).length > 0) {
    held = true;
    const original = new Set(sentencesOf(input).map(normalise));
    const pieces = sentencesOf(output);
    for (let index = pieces.length - 1; index >= 0; index--) {
      if (!pieces[index].trim() || original.has(normalise(pieces[index]))) continue;
      pieces.splice(index, 1);
      text = pieces.join('').trim();
      if (regressions(inputChecks, text, limits).length === 0) break;
    }
    if (regressions(inputChecks, text, limits).length > 0) text = input;
  }
  const fitted = toCharacterLimit(text, input, limits);
  // Cut to a hard limit: the text returned is this one, not the rewrite.
  const cutToLimit = fitted.text !== text;
  text = fitted.text;
  const notes = limitNotes(text, limits, platform);
  if (fitted.dropped.length > 0 || fitted.cut) {
    const left = fitted.dropped.length;
    notes.push(
      `${platform} allows at most ${limits.max_characters} characters, a hard limit: ${
        left === 0
          ? 'the text was cut at a word to fit'
          : `${left === 1 ? '1 sentence was' : `${left} sentences were`} left out, from "${clip(fitted.dropped[0])}"${fitted.cut ? ', and the rest cut at a word' : ''}`
      }. Post what was left out separately, or shorten the text yourself.`,
    );
  }
  if (held)
    notes.unshift(
      text === input
        ? 'The rewrite broke a limit your text met, so your text is kept as you wrote it.'
        : 'Sentences the rewrite added were left out so that it meets every limit your text met.',
    );
  return { text, notes, held: held || cutToLimit };
}
