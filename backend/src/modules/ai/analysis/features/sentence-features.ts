import { CALL_TO_ACTION_VERBS } from '../lexicon/tone-markers.js';
import { syllablesIn } from '../text/syllables.js';
import { isWordLike, type Token } from '../text/tokenize.js';
import type { SentenceSpan } from '../text/sentences.js';
import {
  FIRST_PLURAL_SET,
  FIRST_SINGULAR_SET,
  SECOND_PERSON_SET,
  findImperative,
  findPassives,
  type PassiveMatch,
  isContraction,
  isName,
  isNominalization,
  isShouting,
} from './grammar.js';
import { MARK, emptyCategoryWeights, type MarkerCategory } from './marks.js';
import { matchPhrases, type PhraseHit } from './phrase-match.js';
import { scoreSentiment } from './sentiment.js';
import type { FeatureTotals } from './totals.js';
import type { WordInfo } from './word-info.js';

export interface SentenceFeatures {
  index: number;
  text: string;
  start: number;
  end: number;
  /** This sentence's words are ParsedText.words[firstWord, endWord). */
  firstWord: number;
  endWord: number;
  words: number;
  syllables: number;
  /** Words of three or more syllables. */
  complexWords: number;
  hits: PhraseHit[];
  /** Summed hit weights per lexicon category. */
  weights: Record<MarkerCategory, number>;
  hedges: string[];
  passives: PassiveMatch[];
  imperative: string | null;
  question: boolean;
  exclamatory: boolean;
  exclamationMarks: number;
  shouted: string[];
  contractions: number;
  secondPerson: number;
  firstPlural: number;
  firstSingular: number;
  numbers: number;
  nominalizations: number;
  emoji: number;
  commas: number;
  /** −1 … 1. */
  compound: number;
  positive: string[];
  negative: string[];
  /** Markers of frustration, exasperation or sarcasm; read by the heat map (cue-roles.ts). */
  frustration: string[];
  /** This sentence's own totals, filled on first use by totalsOfSentence. */
  ownTotals: FeatureTotals | undefined;
}

const CALL_TO_ACTION_VERB_SET = new Set(CALL_TO_ACTION_VERBS);
const CLAUSE_PUNCTUATION = new Set([',', ';', ':', '—', '–']);
const SPECIFIC_KINDS = new Set(['number', 'url', 'email', 'mention', 'hashtag']);

interface Punctuation {
  exclamationMarks: number;
  commas: number;
  emoji: number;
  question: boolean;
  exclamatory: boolean;
}

function collectWords(
  tokens: Token[],
  span: SentenceSpan,
  sentence: number,
  words: WordInfo[],
): Punctuation {
  const punctuation: Punctuation = {
    exclamationMarks: 0,
    commas: 0,
    emoji: 0,
    question: false,
    exclamatory: false,
  };
  let afterBreak = true;
  for (let index = span.firstToken; index < span.endToken; index++) {
    const token = tokens[index];
    if (isWordLike(token)) {
      token.sentence = sentence;
      token.afterBreak = afterBreak;
      token.syllables = token.kind === 'word' ? syllablesIn(token.lower) : 1;
      words.push(token);
      afterBreak = false;
      continue;
    }
    afterBreak = afterBreak || token.kind === 'punct';
    if (token.kind === 'emoji') punctuation.emoji++;
    else if (token.text.includes('!')) punctuation.exclamationMarks++;
    else if (CLAUSE_PUNCTUATION.has(token.text)) punctuation.commas++;
  }
  for (let index = span.endToken - 1; index >= span.firstToken; index--) {
    const token = tokens[index];
    if (isWordLike(token)) break;
    if (token.text.includes('?')) punctuation.question = true;
    if (token.text.includes('!')) punctuation.exclamatory = true;
  }
  return punctuation;
}

function markWords(words: WordInfo[], first: number, last: number, mark: number): void {
  for (let index = first; index <= last; index++) words[index].marks |= mark;
}

export function buildSentence(
  text: string,
  tokens: Token[],
  span: SentenceSpan,
  index: number,
  words: WordInfo[],
): SentenceFeatures {
  const firstWord = words.length;
  const punctuation = collectWords(tokens, span, index, words);
  const endWord = words.length;
  const sentence: SentenceFeatures = {
    index,
    text: text.slice(span.start, span.end),
    start: span.start,
    end: span.end,
    firstWord,
    endWord,
    words: endWord - firstWord,
    syllables: 0,
    complexWords: 0,
    hits: [],
    weights: emptyCategoryWeights(),
    hedges: [],
    passives: [],
    imperative: null,
    question: punctuation.question,
    exclamatory: punctuation.exclamatory,
    exclamationMarks: punctuation.exclamationMarks,
    emoji: punctuation.emoji,
    commas: punctuation.commas,
    shouted: [],
    contractions: 0,
    secondPerson: 0,
    firstPlural: 0,
    firstSingular: 0,
    numbers: 0,
    nominalizations: 0,
    compound: 0,
    positive: [],
    negative: [],
    frustration: [],
    ownTotals: undefined,
  };
  for (let at = firstWord; at < endWord; at++) tagWord(words[at], at === firstWord, sentence);

  sentence.hits = matchPhrases(words, firstWord, endWord);
  for (const passive of findPassives(words, firstWord, endWord)) {
    sentence.passives.push(passive);
    markWords(words, passive.first, passive.last, MARK.passive);
  }
  if (!sentence.question) {
    const imperative = findImperative(words, firstWord, endWord);
    if (imperative) {
      sentence.imperative = imperative.verb;
      words[imperative.index].marks |= MARK.imperative;
      const covered = sentence.hits.some((hit) => hit.category === 'callToAction');
      if (!covered && CALL_TO_ACTION_VERB_SET.has(imperative.verb)) {
        const at = imperative.index;
        sentence.hits.push({
          category: 'callToAction',
          phrase: imperative.verb,
          weight: 1,
          first: at,
          last: at,
        });
      }
    }
  }
  for (const hit of sentence.hits) {
    sentence.weights[hit.category] += hit.weight;
    markWords(words, hit.first, hit.last, MARK[hit.category]);
    if (hit.category === 'hedge') sentence.hedges.push(hit.phrase);
  }
  const sentiment = scoreSentiment(words, firstWord, endWord, punctuation.exclamationMarks);
  sentence.compound = sentiment.compound;
  sentence.positive = sentiment.positive;
  sentence.negative = sentiment.negative;
  return sentence;
}

function tagWord(word: WordInfo, sentenceStart: boolean, sentence: SentenceFeatures): void {
  sentence.syllables += word.syllables;
  if (word.syllables >= 3) sentence.complexWords++;
  if (SPECIFIC_KINDS.has(word.kind)) {
    word.marks |= MARK.number;
    if (word.kind === 'number') sentence.numbers++;
    return;
  }
  const lower = word.lower;
  if (isContraction(lower)) {
    word.marks |= MARK.contraction;
    sentence.contractions++;
  }
  if (SECOND_PERSON_SET.has(lower)) {
    word.marks |= MARK.secondPerson;
    sentence.secondPerson++;
  } else if (FIRST_PLURAL_SET.has(lower)) {
    word.marks |= MARK.firstPlural;
    sentence.firstPlural++;
  } else if (FIRST_SINGULAR_SET.has(lower)) {
    word.marks |= MARK.firstSingular;
    sentence.firstSingular++;
  }
  if (isShouting(word)) {
    word.marks |= MARK.shouting;
    sentence.shouted.push(word.text);
  } else if (isName(word, sentenceStart)) {
    word.marks |= MARK.name;
  }
  if (isNominalization(lower)) {
    word.marks |= MARK.nominalization;
    sentence.nominalizations++;
  }
}
