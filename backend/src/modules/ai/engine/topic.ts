import nlp from 'compromise';
import { GENERIC_NOUNS } from './data/word-sets.js';
import { hasTag, lexiconTags } from './language/lexicon.js';

export interface Topic {
  /** Head nouns, most central first ("dashboard", "reports"). */
  nouns: string[];
  /** A phrase to put in a sentence ("the dashboard"), when the text has a clear topic. */
  phrase?: string;
  /** Names compromise recognised in the opening of the text. */
  names: string[];
}

/** The tagged terms of a compromise document (read directly: its output helpers cost more than the parse). */
interface TaggedTerm {
  text: string;
  normal: string;
  tags: Set<string>;
}
interface TaggedDocument {
  docs: TaggedTerm[][];
}

// Full tagging costs about 60 µs a word, so compromise reads only the opening of the text,
// where the topic is set; word counts over the whole text then rank what it found.
const WINDOW_WORDS = 70;
const WORD = /[a-z][a-z-]*[a-z]/g;
const NOT_HEAD_TAGS = [
  'Pronoun',
  'ProperNoun',
  'Value',
  'Date',
  'Possessive',
  'Determiner',
  'Adjective',
  'Verb',
  'Expression',
  'Url',
  'Email',
  'AtMention',
  'HashTag',
  'Acronym',
];
const NAME_TAGS = ['Person', 'Place', 'Organization'];

function openingWindow(text: string): string {
  const words = text.split(/\s+/);
  return words.length <= WINDOW_WORDS ? text : words.slice(0, WINDOW_WORDS).join(' ');
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.toLowerCase().matchAll(WORD)) {
    counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  }
  return counts;
}

const isUsableNoun = (word: string) =>
  word.length > 2 &&
  !GENERIC_NOUNS.has(word) &&
  !hasTag(word, 'Adjective') &&
  !hasTag(word, 'Adverb') &&
  !lexiconTags(word).some(
    (tag) => tag.endsWith('Name') || tag === 'Person' || tag === 'Expression',
  );

const isPluralNoun = (word: string) =>
  hasTag(word, 'Plural') ||
  (/[^s]s$/.test(word) && !hasTag(word, 'Singular') && !hasTag(word, 'Uncountable'));

const cleanName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}&' .-]+$/u, '')
    .replace(/['’]s$/, '')
    .replace(/[.,;:!?]+$/, '')
    .trim();

/** Topic nouns and names, from compromise on the opening and word counts over the whole text. */
export function detectTopic(text: string): Topic {
  const doc = nlp(openingWindow(text)) as unknown as TaggedDocument;
  const counts = wordCounts(text);
  const scores = new Map<string, number>();
  const names: string[] = [];
  let position = 0;
  for (const sentence of doc.docs) {
    let name: string[] = [];
    sentence.forEach((term, index) => {
      if (NAME_TAGS.some((tag) => term.tags.has(tag)) && !term.text.startsWith('@')) {
        name.push(term.text);
      } else if (name.length > 0) {
        names.push(cleanName(name.join(' ')));
        name = [];
      }
      const next = sentence[index + 1];
      const isHead =
        term.tags.has('Noun') && !(next && next.tags.has('Noun') && !next.tags.has('Pronoun'));
      if (!isHead || NOT_HEAD_TAGS.some((tag) => term.tags.has(tag))) return;
      const word = term.normal.replace(/[^a-z-]/g, '');
      if (!isUsableNoun(word)) return;
      const early = position++ < 4 ? 1 : 0;
      scores.set(word, (scores.get(word) ?? 0) + 1 + early + (counts.get(word) ?? 1) * 0.5);
    });
    if (name.length > 0) names.push(cleanName(name.join(' ')));
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
  const central = nouns.find((word) => mentions(word) >= 2 && !isPluralNoun(word));
  return {
    nouns,
    phrase: central ? `the ${central}` : undefined,
    names: [...new Set(names.filter((name) => name.length > 1))],
  };
}
