import { checkPlatform, countsOf, type CheckResult } from './platform-checks.js';
import type { PlatformLimits } from './platforms.js';

export interface Fitted {
  text: string;
  /** What a limit the text still misses would take, in words a writer can act on. */
  notes: string[];
  /** The rewrite was cut back or given up so that no check the input passed fails. */
  held: boolean;
}

const sentencesOf = (text: string) => text.match(/[^.!?\n]+(?:[.!?]+["'”’)]?|$)\s*|\n+/g) ?? [text];
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
  const notes = limitNotes(text, limits, platform);
  if (held)
    notes.unshift(
      text === input
        ? 'The rewrite broke a limit your text met, so your text is kept as you wrote it.'
        : 'Sentences the rewrite added were left out so that it meets every limit your text met.',
    );
  return { text, notes, held };
}
