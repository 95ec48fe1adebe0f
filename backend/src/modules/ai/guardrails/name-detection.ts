import { isKnownWord, isLexiconName } from '../engine/language/lexicon.js';
import { SHOUTED_NOT_ACRONYM } from './span-patterns.js';

export interface WordMatch {
  word: string;
  start: number;
  end: number;
  sentenceStart: boolean;
}

const WORD = /[\p{L}][\p{L}\p{M}\p{N}'’-]*[\p{L}\p{M}\p{N}]|[\p{L}]/gu;
const PRONOUN_I = /^I(?:['’](?:m|ve|ll|d))?$/;
const GREETING_WORDS = new Set([
  'hi',
  'hello',
  'hey',
  'dear',
  'thanks',
  'thank',
  'cheers',
  'regards',
]);
const CONNECTORS = new Set(['of', 'de', 'van', 'von', 'la', 'del', 'da', '&']);

export function wordsOf(line: string): WordMatch[] {
  const words: WordMatch[] = [];
  let previousEnd = 0;
  for (const match of line.matchAll(WORD)) {
    const start = match.index;
    const between = line.slice(previousEnd, start);
    const sentenceStart =
      words.length === 0
        ? !/[\p{L}\p{N}]/u.test(between)
        : /[.!?:]["'”’)\]]*\s/.test(between) ||
          /^\s*[-–—•]\s/.test(between) ||
          // "…for a week….On top of that": after the writer's dots a word starts a sentence.
          /(?:…|\.\.)[.…]*["'”’)\]]*$/.test(between);
    words.push({ word: match[0], start, end: start + match[0].length, sentenceStart });
    previousEnd = start + match[0].length;
  }
  return words;
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word) && !PRONOUN_I.test(word);
const isAllCaps = (word: string) =>
  word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word);
const bare = (word: string) => word.replace(/['’]s$/, '');

/** An all-caps token that is an acronym ("EU", "PDF"), not shouting ("NOW", "URGENT"). */
export function isAcronym(word: string, inShoutedRun: boolean): boolean {
  if (!isAllCaps(word) || inShoutedRun || SHOUTED_NOT_ACRONYM.has(word)) return false;
  if (word.length > 5) return false;
  return word.length <= 3 || !isKnownWord(word.toLowerCase()) || isLexiconName(word.toLowerCase());
}

/** Runs of three or more all-caps words are shouting, never names. */
function shoutedIndexes(words: WordMatch[]): Set<number> {
  const shouted = new Set<number>();
  let runStart = -1;
  for (let index = 0; index <= words.length; index++) {
    const caps = index < words.length && isAllCaps(words[index].word);
    if (caps && runStart < 0) runStart = index;
    if (!caps && runStart >= 0) {
      if (index - runStart >= 3) for (let k = runStart; k < index; k++) shouted.add(k);
      runStart = -1;
    }
  }
  return shouted;
}

export interface NameCandidate {
  text: string;
  start: number;
  end: number;
  midSentence: boolean;
}

/** A capitalised run before the question whether its sentence-start form is a name. */
export interface NameRun extends NameCandidate {
  /** The first word without a possessive "'s". */
  firstWord: string;
  /** More than one word, or a form no ordinary word has ("iPhone", an acronym). */
  selfEvident: boolean;
}

/** Capitalised word runs of a line; callers that read a line twice keep the runs and reuse them. */
export function nameRuns(line: string): NameRun[] {
  const words = wordsOf(line);
  const shouted = shoutedIndexes(words);
  const runs: NameRun[] = [];
  let index = 0;
  while (index < words.length) {
    const first = words[index];
    const capital = isCapitalised(first.word) || /^\p{Ll}+\p{Lu}/u.test(first.word);
    if (
      !capital ||
      shouted.has(index) ||
      (isAllCaps(first.word) && !isAcronym(first.word, false))
    ) {
      index++;
      continue;
    }
    let end = index;
    while (end + 1 < words.length) {
      const next = words[end + 1];
      const gap = line.slice(words[end].end, next.start);
      const joined = gap === ' ' && (isCapitalised(next.word) || /^\p{Ll}+\p{Lu}/u.test(next.word));
      const connector =
        CONNECTORS.has(next.word) &&
        end + 2 < words.length &&
        isCapitalised(words[end + 2].word) &&
        line.slice(next.end, words[end + 2].start) === ' ';
      if (!joined && !connector) break;
      if (shouted.has(end + 1) || next.sentenceStart) break;
      if (isAllCaps(next.word) && !isAcronym(next.word, false)) break;
      end += connector ? 2 : 1;
    }
    let startIndex = index;
    // A greeting or an ordinary capitalised first word is not part of the name after it.
    while (
      startIndex < end &&
      (GREETING_WORDS.has(words[startIndex].word.toLowerCase()) ||
        (words[startIndex].sentenceStart && isOrdinaryFirstWord(words[startIndex].word)))
    ) {
      startIndex++;
    }
    const run = words.slice(startIndex, end + 1);
    const atStart = words[startIndex].sentenceStart;
    const firstWord = bare(run[0].word);
    const greeting = run.length === 1 && GREETING_WORDS.has(firstWord.toLowerCase());
    if (!greeting) {
      const last = run[run.length - 1];
      const text = line.slice(run[0].start, last.end).replace(/['’]s$/, '');
      runs.push({
        text,
        start: run[0].start,
        end: run[0].start + text.length,
        midSentence: !atStart,
        firstWord,
        selfEvident:
          !atStart ||
          run.length > 1 ||
          isAcronym(firstWord, false) ||
          /^\p{Ll}+\p{Lu}/u.test(firstWord),
      });
    }
    index = end + 1;
  }
  return runs;
}

/**
 * Capitalised word runs that read as names. Mid-sentence runs are names; a run at a sentence
 * start is one only when it is several words long, or `isKnownName` vouches for its first word.
 */
export function findNameCandidates(
  line: string,
  isKnownName: (word: string) => boolean,
  runs: readonly NameRun[] = nameRuns(line),
): NameCandidate[] {
  return runs.filter((run) => run.selfEvident || isKnownName(run.firstWord));
}

function isOrdinaryFirstWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (GREETING_WORDS.has(lower)) return true;
  return isKnownWord(lower) && !isLexiconName(lower) && !isAllCaps(word);
}
