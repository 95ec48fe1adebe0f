import { COMPROMISE_LEXICON, COMPROMISE_SWITCHES } from './compromise-internals.js';
import { CALL_TO_ACTION_VERBS } from '../lexicon/tone-markers.js';

// compromise's tagged lexicon (about 25,000 words), read once at load and kept as Sets, so each
// text is classified by lookups instead of a full tagging pass.

interface WordSets {
  baseVerbs: Set<string>;
  pastForms: Set<string>;
  adjectives: Set<string>;
  presentTense: Set<string>;
  adverbs: Set<string>;
  properNames: Set<string>;
  known: Set<string>;
}

const BASE_VERB_SWITCHES = new Set(['Noun|Verb', 'Adj|Present', 'Actor|Verb', 'Person|Verb']);
const PROPER_TAGS = new Set([
  'FirstName',
  'MaleName',
  'FemaleName',
  'LastName',
  'Person',
  'Place',
  'City',
  'Country',
  'Region',
  'Organization',
  'WeekDay',
  'Month',
  'SportsTeam',
  'ProperNoun',
]);

function tagsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
}

function buildWordSets(): WordSets {
  const lexicon = COMPROMISE_LEXICON;
  const switches = COMPROMISE_SWITCHES;
  const sets: WordSets = {
    baseVerbs: new Set(CALL_TO_ACTION_VERBS),
    pastForms: new Set(),
    adjectives: new Set(),
    presentTense: new Set(),
    adverbs: new Set(),
    properNames: new Set(),
    known: new Set(),
  };
  for (const [word, value] of Object.entries(lexicon)) {
    sets.known.add(word);
    for (const tag of tagsOf(value)) {
      if (tag === 'Infinitive') sets.baseVerbs.add(word);
      else if (tag === 'PastTense' || tag === 'Participle') sets.pastForms.add(word);
      else if (tag === 'Adjective') sets.adjectives.add(word);
      else if (tag === 'PresentTense') sets.presentTense.add(word);
      else if (tag === 'Adverb') sets.adverbs.add(word);
      else if (PROPER_TAGS.has(tag)) sets.properNames.add(word);
    }
  }
  for (const [word, kind] of Object.entries(switches)) {
    if (typeof kind !== 'string') continue;
    sets.known.add(word);
    if (BASE_VERB_SWITCHES.has(kind)) sets.baseVerbs.add(word);
    else if (kind === 'Adj|Past') sets.pastForms.add(word);
    else if (kind === 'Plural|Verb') sets.presentTense.add(word);
  }
  return sets;
}

export const WORDS: Readonly<WordSets> = buildWordSets();
