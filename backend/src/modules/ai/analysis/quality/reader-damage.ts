import { HEDGE_WORDS, OPEN_MODALS } from '../lexicon/hedges.js';
import { anyWord } from '../lexicon/phrase-list.js';
import { subordinatorsBut } from '../lexicon/subordinators.js';
import { taggedTerms, withTaggingMemo } from '../text/tagged-terms.js';
import { alignTokens, isWord, tokensOf } from '../../engine/verify/tokens.js';
import {
  hasTag,
  isKnownWord,
  lexiconTags,
  splitSentenceStrings,
} from '../../engine/language/lexicon.js';

/**
 * Damage a reader sees when reading a rewrite beside its input, found from the two texts alone
 * (so a model's rewrite is held to it as the built-in engine's is): a capital added or removed
 * where no sentence starts or ends, a sentence left without its main clause, a hedge on a date,
 * amount or price made firm, a time the text never named, a third party turned into the reader.
 * Each is named in words for `guardrail_info.notes`.
 */
export interface ReaderDamage {
  kind:
    | 'case_error'
    | 'fragment'
    | 'dangling_end'
    | 'firmed_hedge'
    | 'invented_time'
    | 'reader_swap'
    | 'word_class';
  detail: string;
}

const DAMAGE_WORDS: Record<ReaderDamage['kind'], string> = {
  case_error: 'a capital changed where no sentence starts',
  fragment: 'a sentence left without its main clause',
  dangling_end: 'a sentence that ends mid-phrase',
  firmed_hedge: 'the writer’s hedge on a date, amount or price made firm',
  invented_time: 'a time the text never named',
  reader_swap: 'someone the text talks about turned into the reader',
  word_class: 'a word replaced by one that cannot stand in its place',
};

export const describeDamage = (damage: ReaderDamage): string =>
  `${DAMAGE_WORDS[damage.kind]}: "${damage.detail}"`;

const SENTENCE_END = new Set(['.', '!', '?']);
const OPEN_MODAL = new RegExp(anyWord(OPEN_MODALS), 'i');
const CAPS = /^\p{Lu}{2,}$/u;
const isCapitalised = (token: string) => /^\p{Lu}/u.test(token);
/** "I", "I'm", "I’ve": always a capital. */
const FIRST_PERSON = /^i(?:['’]\w+)?$/i;

/** Indexes of the tokens of `text` that open one of its lines (tokens never span a line break). */
function lineStarts(text: string): Set<number> {
  const starts = new Set<number>();
  let count = 0;
  for (const line of text.split('\n')) {
    const tokens = tokensOf(line).length;
    if (tokens > 0) starts.add(count);
    count += tokens;
  }
  return starts;
}

/**
 * Does an input sentence start at token `index`: the text's or a line's start, or after a colon
 * or a . ! ? that is no initial?
 */
function startsSentence(tokens: readonly string[], index: number, lines: Set<number>): boolean {
  if (index === 0 || lines.has(index)) return true;
  const previous = tokens[index - 1];
  if (previous === ':') return true;
  if (!SENTENCE_END.has(previous)) return false;
  // "U.S. steel": a full stop after a single letter is an initial's, not a sentence end.
  return !(previous === '.' && /^\p{L}$/u.test(tokens[index - 2] ?? ''));
}

/** compromise's lexicon tags that make a word a noun or a name (NASA is an `Organization`). */
const NAME_TAGS = ['Noun', 'Singular', 'Organization', 'Person', 'FirstName', 'Place', 'Country'];

/** An all-capital word that is a name (HONOR, NASA), not a shouted word (FREE, ESPECIALLY). */
function capitalName(tokens: readonly string[], index: number): boolean {
  const neighbours = [tokens[index - 1], tokens[index + 1]].filter(Boolean);
  if (neighbours.some((token) => CAPS.test(token))) return false;
  const lower = tokens[index].toLowerCase();
  if (NAME_TAGS.some((tag) => hasTag(lower, tag))) return true;
  return lexiconTags(lower).length === 0 && !/ly$/.test(lower);
}

/**
 * "Google, Yahoo!, or other…" → "Google, Yahoo! Or other…": the comma after a name's own ! or ?
 * dropped and the next word capitalised, as if the mark ended the sentence.
 */
const nameMarkReadAsEnd = (before: string[], after: string[], was: number, now: number) =>
  before[was - 1] === ',' &&
  (before[was - 2] === '!' || before[was - 2] === '?') &&
  after[now - 1] === before[was - 2];

function caseErrors(input: string, output: string): ReaderDamage[] {
  const [before, after] = [tokensOf(input), tokensOf(output)];
  const lines = lineStarts(input);
  const found: ReaderDamage[] = [];
  for (const edit of alignTokens(before, after)) {
    if (edit.kind !== 'same') continue;
    const was = before[edit.before];
    const now = after[edit.after];
    if (was === now || !isWord(was) || FIRST_PERSON.test(was)) continue;
    if (edit.before === 0 || edit.after === 0) continue;
    if (nameMarkReadAsEnd(before, after, edit.before, edit.after) && isCapitalised(now)) {
      found.push({ kind: 'case_error', detail: `${was} → ${now}` });
      continue;
    }
    // A capital that follows a split, a join or a dropped lead-in is the sentence's new start.
    if (before[edit.before - 1].toLowerCase() !== after[edit.after - 1].toLowerCase()) continue;
    if (startsSentence(before, edit.before, lines)) continue;
    const wrong = isCapitalised(now)
      ? !isCapitalised(was)
      : CAPS.test(was)
        ? capitalName(before, edit.before)
        : isCapitalised(was);
    if (wrong) found.push({ kind: 'case_error', detail: `${was} → ${now}` });
  }
  return found;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’]+/gu, ' ')
    .trim();

/**
 * A clause that cannot stand as a sentence alone, opening the sentence or after one word
 * ("Similarly, if you cancel…", a heading such as "Mitigation Once the upgrade…"), with no comma
 * after it for a main clause.
 */
const SUBORDINATE_ONLY = new RegExp(
  `^(?:[\\p{L}]+,?\\s+)?(?:${[
    // A sentence may well open on these as a preposition ("Before Friday we will…") or a
    // question ("Where is it?").
    ...subordinatorsBut(['after', 'before', 'as', 'till', 'where', 'wherever']),
    'in light of',
    'as long as',
    'so that',
    'even if',
    'even though',
  ].join('|')})\\b[^,;:]*$`,
  'iu',
);
/** "And when will we ship it?": a question, not a clause waiting for its main one. */
const WH_QUESTION =
  /^(?:[\p{L}]+,?\s+)?(?:when|whenever)\s+(?:will|would|can|could|do|does|did|is|are|was|were|should|shall|has|have|may|might)\b.*\?$/iu;
/** A sentence does not end on these. */
const NO_END = new Set(
  'a an the of to and or but with from than quite very rather into onto whose its our your their my'.split(
    ' ',
  ),
);

/**
 * A finite auxiliary or copula: compromise finds a verb in every sentence that has one (3,544
 * sentences of the real-text corpus, 2,236 with one, no exception), so those skip its tagging,
 * which costs a millisecond or two a sentence.
 */
export const FINITE_AUXILIARY =
  /\b(?:is|are|was|were|am|has|have|had|will|would|can|could|should|shall|must|does|did|(?:is|are|was|were|has|have|does|did|could|should)n['’]t|won['’]t|can['’]t)\b/i;

const hasVerb = (sentence: string) =>
  FINITE_AUXILIARY.test(sentence) ||
  taggedTerms(sentence).some((term) => term.tags.includes('Verb'));

/**
 * Sentences of the output that are a piece of one input sentence (a split): a piece that opens
 * with a subordinate clause and has no comma for its main clause, or has no verb at all, is a
 * fragment; a sentence that ends on "the", "of" or "quite" has lost the end of its phrase.
 */
function brokenSentences(input: string, output: string): ReaderDamage[] {
  const originals = splitSentenceStrings(input);
  const inputSentences = originals.map(words);
  const whole = new Set(inputSentences);
  const found: ReaderDamage[] = [];
  const inputEnds = inputSentences.filter((sentence) => NO_END.has(sentence.split(' ').pop()!));
  let danglingLeft = inputEnds.length;
  for (const sentence of splitSentenceStrings(output)) {
    const bare = words(sentence);
    if (!bare || whole.has(bare)) continue;
    const last = bare.split(' ').pop()!;
    if (NO_END.has(last)) {
      if (danglingLeft > 0) danglingLeft--;
      else found.push({ kind: 'dangling_end', detail: sentence.trim() });
    }
    const source = inputSentences.findIndex(
      (candidate) => candidate !== bare && ` ${candidate} `.includes(` ${bare} `),
    );
    if (source < 0) continue;
    const opensClause =
      SUBORDINATE_ONLY.test(sentence.trim()) && !WH_QUESTION.test(sentence.trim());
    // No verb found in the piece is a fragment only where one was found in its input sentence:
    // compromise reads "works" as a noun in "(Maybe) Friday works for us." either way.
    if (opensClause || (!hasVerb(sentence) && hasVerb(originals[source])))
      found.push({ kind: 'fragment', detail: sentence.trim() });
  }
  return found;
}

const HEDGES = new Set<string>(HEDGE_WORDS);
/** A date, a time span, an amount or a price: what a hedge on it protects. */
const FACT =
  /\d|[$€£%]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|thousand|million|dozen|half|couple|today|tonight|tomorrow|days?|weeks?|months?|years?|hours?|minutes?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|price|cost|fee|discount|refund|offer)\b/i;
/** Words that set a time or press for one. */
const TIME_WORDS = new Set([
  'today',
  'tonight',
  'tomorrow',
  'now',
  'immediately',
  'asap',
  'hurry',
  'deadline',
  'urgently',
]);
const READER = /^(?:you|your|yours)$/i;
const PERSON_WORDS = /^(?:i|we|you|he|she|they|it|me|us|him|her|them|my|our|your|his|its|their)$/i;

/** Separators of the clauses a hedge belongs to. */
const CLAUSE_BREAK = new Set([',', ';', ':', '(', ')', '—', '–']);

/** Tokens of a text, each with its sentence and its clause (the stretch between commas, brackets). */
function placedTokens(text: string) {
  const tokens: string[] = [];
  const sentenceOf: string[] = [];
  const clauseOf: string[] = [];
  for (const sentence of splitSentenceStrings(text)) {
    const own = tokensOf(sentence);
    let clause: string[] = [];
    const flush = () => {
      for (let index = 0; index < clause.length; index++) clauseOf.push(clause.join(' '));
      clause = [];
    };
    for (const token of own) {
      tokens.push(token);
      sentenceOf.push(sentence);
      if (CLAUSE_BREAK.has(token)) {
        flush();
        clauseOf.push(token);
      } else clause.push(token);
    }
    flush();
  }
  return { tokens, sentenceOf, clauseOf };
}

type WordClass = 'noun' | 'verb' | 'adjective' | 'adverb' | 'preposition';
const CLASS_TAGS: [string, WordClass][] = [
  ['Preposition', 'preposition'],
  ['Verb', 'verb'],
  ['Adverb', 'adverb'],
  ['Adjective', 'adjective'],
  ['Noun', 'noun'],
];
const bareWord = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** compromise's word class of `word` read in its sentence ("handles" is a noun in "leather handles"). */
function classIn(sentence: string, word: string): WordClass | undefined {
  const term = taggedTerms(sentence).find((entry) => bareWord(entry.text) === bareWord(word));
  return CLASS_TAGS.find(([tag]) => term?.tags.includes(tag))?.[1];
}

const ESTIMATES = /^(?:about|around|roughly|some)$/i;
// A count or a measure; never a bare year ("miss about 2020" talks of the year).
const FIGURE =
  /^(?!(?:1[89]|20)\d\d$)(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen|half)\b)/i;

/**
 * Words replaced or inserted: a hedge on a date or amount made firm, a time added, a third
 * party made the reader, a word replaced by one of another class ("leather handles" →
 * "leather manages", "about Mastodon" → "approximately Mastodon").
 */
function wordDamages(input: string, output: string): ReaderDamage[] {
  const { tokens: before, sentenceOf, clauseOf } = placedTokens(input);
  const placedAfter = placedTokens(output);
  const after = placedAfter.tokens;
  const inputWords = new Set(before.map((token) => token.toLowerCase()));
  const addressesReader = before.some((token) => READER.test(token));
  const found: ReaderDamage[] = [];
  let nextAfter = 0;
  for (const edit of alignTokens(before, after)) {
    if (edit.kind === 'same') nextAfter = edit.after + 1;
    if (edit.kind !== 'swap') continue;
    const removed = edit.before.map((index) => before[index]);
    const added = edit.after.map((index) => after[index]);
    const shown = `${removed.join(' ')} → ${added.join(' ')}`.trim();
    const hedge = edit.before.find((index) => HEDGES.has(before[index].toLowerCase()));
    // The output's sentence: a hedge word may go where a modal still leaves the matter open or
    // the sentence stays a question ("Maybe we could meet before Friday?" → "Could we meet…?").
    const outSentence = placedAfter.sentenceOf[edit.after[0] ?? nextAfter] ?? '';
    const stillOpen = OPEN_MODAL.test(outSentence) || outSentence.trim().endsWith('?');
    if (hedge !== undefined && FACT.test(clauseOf[hedge]) && !stillOpen)
      found.push({ kind: 'firmed_hedge', detail: outSentence.trim() || shown });
    if (edit.after.length > 0) nextAfter = edit.after[edit.after.length - 1] + 1;
    const time = added.find(
      (token) => TIME_WORDS.has(token.toLowerCase()) && !inputWords.has(token.toLowerCase()),
    );
    if (time) found.push({ kind: 'invented_time', detail: shown });
    const madeReader =
      addressesReader &&
      added.some((token) => READER.test(token)) &&
      removed.some((token) => isWord(token) && !PERSON_WORDS.test(token));
    if (madeReader) found.push({ kind: 'reader_swap', detail: shown });
    // A misspelt word is no word class to keep; a phrase for one word is read by its first word
    // only when a verb took a noun's place ("leather handles" → "leather takes care of").
    const single =
      edit.before.length === 1 && isWord(removed[0]) && isKnownWord(removed[0].toLowerCase());
    // "for about 3 years" → "for approximately 3 years": before a figure both words estimate it,
    // whatever class the tagger gives "about".
    const estimate =
      ESTIMATES.test(removed[0] ?? '') && FIGURE.test(after[edit.after.at(-1)! + 1] ?? '');
    if (single && !estimate && edit.after.length >= 1 && isWord(added[0])) {
      const was = classIn(sentenceOf[edit.before[0]], removed[0]);
      const now = classIn(placedAfter.sentenceOf[edit.after[0]], added[0]);
      const wrong = edit.after.length === 1 ? was !== now : was === 'noun' && now === 'verb';
      if (was && now && wrong)
        found.push({ kind: 'word_class', detail: `${shown} (${was} → ${now})` });
    }
  }
  return found;
}

/** Every damage a reader would see in `output` that `input` did not have. */
export function readerDamages(input: string, output: string): ReaderDamage[] {
  if (input.trim() === output.trim()) return [];
  // Each sentence is tagged once however many of its words were replaced, also for a caller
  // outside an AI task (scoreQuality with an original).
  return withTaggingMemo(() => [
    ...caseErrors(input, output),
    ...brokenSentences(input, output),
    ...wordDamages(input, output),
  ]);
}
