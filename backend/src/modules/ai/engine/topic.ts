import { FUNCTION_WORDS } from '../analysis/lexicon/function-words.js';
import { GENERIC_NOUNS } from './data/topic-words.js';
import { lexiconTags, suffixTag, switchOf } from './language/lexicon.js';
import { endsInAbbreviation } from './language/abbreviations.js';

export interface Topic {
  /** Head nouns, most central first ("dashboard", "reports"). */
  nouns: string[];
  /** A phrase to put in a sentence ("the dashboard"), when the text has a clear topic. */
  phrase?: string;
  /** Names recognised in the opening of the text (kept for callers; detection lives in the guardrails). */
  names: string[];
}

// Tagging the text with compromise cost about 5 ms a call, most of an enhance request. The topic
// only needs the nouns a text keeps coming back to, so it is read from compromise's lexicon
// (a lookup) and a word's neighbours: "the report" is a noun, "we report" is a verb.
const WINDOW_WORDS = 70;
const NOUN_TAGS = new Set(['Singular', 'Plural', 'Uncountable', 'Noun', 'Possessive', 'Actor']);
/** Contractions written without the apostrophe ("dont", "were gonna"): never topics. */
const BARE_CONTRACTIONS = new Set([
  'dont',
  'doesnt',
  'didnt',
  'cant',
  'wont',
  'isnt',
  'arent',
  'im',
  'ive',
  'youre',
  'theyre',
  'thats',
  'gonna',
  'wanna',
  'gotta',
  'pls',
  'plz',
  'thx',
]);
// URLs, e-mail addresses and domains ("notebook.example/download") are not prose.
const ADDRESS = /[\p{L}\p{N}][.@]\p{L}/u;
const CHUNK = /\S+/g;

const withoutAddresses = (text: string) =>
  /[.@]\p{L}/u.test(text)
    ? text.replace(CHUNK, (chunk) => (ADDRESS.test(chunk) ? ',' : chunk))
    : text;
const NOT_NOUN_TAGS = new Set([
  'Adjective',
  'Comparative',
  'Superlative',
  'Adverb',
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Modal',
  'Copula',
  'Auxiliary',
  'Negative',
  'Expression',
  'QuestionWord',
  'Value',
  'Cardinal',
  'Ordinal',
  'Date',
  'Month',
  'WeekDay',
  'Duration',
  'Person',
  'FirstName',
  'LastName',
  'MaleName',
  'FemaleName',
  'Place',
  'City',
  'Country',
  'Region',
  'Organization',
]);
const VERB_TAGS = new Set([
  'Infinitive',
  'PresentTense',
  'PastTense',
  'Participle',
  'Gerund',
  'Verb',
  'PhrasalVerb',
]);
/** After these a verb-or-noun word is a noun: "the update", "our release", "new features". */
const NOUN_CONTEXT = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'our',
  'your',
  'their',
  'its',
  'my',
  'his',
  'her',
  'new',
  'each',
  'every',
  'any',
  'no',
  'first',
  'last',
  'next',
]);
// Times of day and spans of time say when, never what a text is about (no "#Noon" hashtag).
const TIME_WORDS = [
  'noon',
  'midnight',
  'morning',
  'mornings',
  'afternoon',
  'afternoons',
  'evening',
  'evenings',
  'night',
  'nights',
  'tonight',
  'today',
  'tomorrow',
  'yesterday',
  'weekend',
  'weekends',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'hour',
  'hours',
  'minute',
  'minutes',
  'time',
  'times',
  'am',
  'pm',
];
const STOP_WORDS = new Set([...FUNCTION_WORDS, ...TIME_WORDS]);

type WordClass = 'noun' | 'maybe-noun' | 'other';

function wordClass(word: string): WordClass {
  if (STOP_WORDS.has(word) || BARE_CONTRACTIONS.has(word) || word.length < 3 || /ly$/.test(word))
    return 'other';
  const tags = lexiconTags(word);
  if (tags.length === 0) {
    // An unknown word: compromise's suffix rules ("-tion" a noun, "-ize" a verb), else a noun.
    const tag = suffixTag(word);
    if (tag === undefined || /ed$/.test(word))
      return /(?:al|ed|ful|ous|ive|ible|able|ish|less|ic)$/.test(word) ? 'maybe-noun' : 'noun';
    return NOUN_TAGS.has(tag) || tag === 'Place' ? 'noun' : 'other';
  }
  if (tags.some((tag) => NOT_NOUN_TAGS.has(tag))) return 'other';
  // "help", "review", "update": a noun only after "the", "our", "a"…
  if (/Verb|Adj/.test(switchOf(word) ?? '')) return 'maybe-noun';
  if (tags.some((tag) => NOUN_TAGS.has(tag))) return 'noun';
  return tags.some((tag) => VERB_TAGS.has(tag)) ? 'maybe-noun' : 'other';
}

const classCache = new Map<string, WordClass>();
function cachedClass(word: string): WordClass {
  let found = classCache.get(word);
  if (found === undefined) {
    found = wordClass(word);
    if (classCache.size < 50_000) classCache.set(word, found);
  }
  return found;
}

const isPlural = (word: string) =>
  lexiconTags(word).includes('Plural') ||
  (/[^s]s$/.test(word) &&
    !lexiconTags(word).some((tag) => tag === 'Singular' || tag === 'Uncountable'));

interface Token {
  lower: string;
  word: boolean;
  capital: boolean;
  sentenceStart: boolean;
}

const LETTER = /\p{L}/u;
const isLetter = (code: number, char: string) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code > 127 && LETTER.test(char));

/**
 * Words, sentence-ending punctuation and line breaks: nothing else matters to the topic. A
 * scan rather than a Unicode regex: this runs on every request.
 */
function tokensOf(input: string): Token[] {
  const text = withoutAddresses(input);
  const tokens: Token[] = [];
  let sentenceStart = true;
  let previous = '';
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (isLetter(code, text[index])) {
      const start = index++;
      while (index < text.length) {
        const next = text.charCodeAt(index);
        if (isLetter(next, text[index]) || next === 39 || next === 8217 || next === 45) index++;
        else break;
      }
      const raw = text.slice(start, index);
      const lower = raw.replace(/['’]s$|['’-]+$/, '').toLowerCase();
      tokens.push({ lower, word: true, capital: raw[0] !== lower[0], sentenceStart });
      sentenceStart = false;
      previous = raw;
      continue;
    }
    const next = text.charCodeAt(index + 1);
    const colon = code === 58 && (next === 32 || next === 10 || Number.isNaN(next));
    if (
      code === 10 ||
      code === 33 ||
      code === 63 ||
      colon ||
      (code === 46 && !endsInAbbreviation(`${previous}.`))
    ) {
      sentenceStart = true;
      tokens.push({ lower: text[index], word: false, capital: false, sentenceStart: false });
      previous = text[index];
    }
    index++;
  }
  return tokens;
}

/**
 * Topic nouns from the opening of the text, ranked by how often the whole text uses them: a
 * noun is a head when no noun follows it ("reporting dashboard" → "dashboard").
 */
export function detectTopic(text: string): Topic {
  const counts = new Map<string, number>();
  const tokens = tokensOf(text);
  for (const token of tokens) {
    if (token.word) counts.set(token.lower, (counts.get(token.lower) ?? 0) + 1);
  }
  const isNoun = (index: number): boolean => {
    const token = tokens[index];
    if (!token?.word || (token.capital && !token.sentenceStart)) return false;
    const kind = cachedClass(token.lower);
    if (kind === 'noun') return true;
    if (kind !== 'maybe-noun') return false;
    // "the review", "the average invoice"; but "the original packaging" is an adjective.
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    if (next?.word && (/ing$/.test(next.lower) || cachedClass(next.lower) === 'noun')) return false;
    return (
      previous !== undefined &&
      previous.word &&
      (NOUN_CONTEXT.has(previous.lower) || lexiconTags(previous.lower).includes('Adjective'))
    );
  };
  const scores = new Map<string, number>();
  let position = 0;
  let seen = 0;
  for (let index = 0; index < tokens.length && seen < WINDOW_WORDS; index++) {
    const token = tokens[index];
    if (!token.word) continue;
    seen++;
    if (!isNoun(index) || isNoun(index + 1)) continue;
    const word = token.lower;
    if (!/^[a-z][a-z-]*[a-z]$/.test(word) || GENERIC_NOUNS.has(word)) continue;
    const early = position++ < 4 ? 1 : 0;
    scores.set(word, (scores.get(word) ?? 0) + 1 + early + (counts.get(word) ?? 1) * 0.5);
  }
  const nouns = [...scores]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word)
    .slice(0, 6);
  const mentions = (word: string) =>
    (counts.get(word) ?? 0) +
    (counts.get(`${word}s`) ?? 0) +
    (word.endsWith('s') ? (counts.get(word.slice(0, -1)) ?? 0) : 0);
  // Only a noun the text keeps coming back to is its topic, and bank phrases are written for a
  // singular one ("the dashboard is …").
  const central = nouns.find((word) => mentions(word) >= 2 && !isPlural(word));
  return { nouns, phrase: central ? `the ${central}` : undefined, names: [] };
}
