import { CALL_TO_ACTION_VERBS } from '../lexicon/tone-markers.js';
import { DIRECTIVE_FRAMES, OBJECT_AFTER_VERB } from '../lexicon/cue-roles.js';
import { lowerAt, tagsAt, type SentenceReading } from './cue-reading.js';
import { MARK } from './marks.js';
import type { PhraseHit } from './phrase-match.js';

// Calls to action: a command or an offer addressed to the reader, read in its sentence.

const CALL_TO_ACTION_VERB_SET = new Set(CALL_TO_ACTION_VERBS);
const CLAUSE_LEADS = new Set([
  'and',
  'or',
  'then',
  'please',
  'just',
  'simply',
  'now',
  'so',
  'today',
]);
const NOT_DIRECTIVE_VERBS = new Set(['thank', 'thanks']);
const INTRODUCTIONS = new Set([
  'to',
  'if',
  'when',
  'once',
  'for',
  'after',
  'before',
  'ready',
  'want',
  'whether',
]);
const NEGATIONS = new Set(["don't", 'dont', 'never']);

/** The verb is read as a verb in context, or takes an object straight after it ("Email us"). */
function actsAsVerb(reading: SentenceReading, index: number): boolean {
  const tags = tagsAt(reading, index);
  if (tags.includes('Verb') && !tags.includes('Noun')) return true;
  const next = reading.words[index + 1];
  if (index + 1 >= reading.sentence.endWord || !next) return tags.includes('Verb');
  if (next.kind === 'number' || OBJECT_AFTER_VERB.has(next.lower)) return true;
  return tags.includes('Verb') && !tagsAt(reading, index + 1).includes('Verb');
}

/** "you can", "why not", "feel free to" … within three words before `index`. */
function framedForReader(reading: SentenceReading, index: number): boolean {
  const before: string[] = [];
  for (let at = index - 1; at >= reading.sentence.firstWord && at >= index - 4; at--) {
    before.unshift(reading.words[at].lower);
    if (reading.words[at].afterBreak) break;
  }
  const lead = before.join(' ');
  return DIRECTIVE_FRAMES.some((frame) => lead === frame || lead.endsWith(` ${frame}`));
}

export function clauseStart(reading: SentenceReading, index: number): boolean {
  let at = index;
  while (at > reading.sentence.firstWord && CLAUSE_LEADS.has(lowerAt(reading, at - 1))) {
    if (reading.words[at].afterBreak) break;
    at--;
  }
  return reading.words[at].afterBreak || at === reading.sentence.firstWord;
}

/** “Click here” in quotes is a phrase being talked about, not a request. */
function quotedMention(reading: SentenceReading, index: number): boolean {
  const { sentence, words } = reading;
  const before = sentence.text.slice(0, words[index].start - sentence.start).trimEnd();
  return /[“"‘']$/.test(before);
}

export function negatedCommand(reading: SentenceReading, index: number): boolean {
  const previous = lowerAt(reading, index - 1);
  return NEGATIONS.has(previous) || (previous === 'not' && lowerAt(reading, index - 2) === 'do');
}

/** "Don't miss", "Do not miss": the negation is part of the call to action. */
export function negatedPhrase(reading: SentenceReading, hit: PhraseHit): boolean {
  return /^(?:don't|do not) /.test(hit.phrase) && isCommand(reading, hit.first);
}

export function isCommand(reading: SentenceReading, index: number): boolean {
  if (NOT_DIRECTIVE_VERBS.has(lowerAt(reading, index))) return false;
  if (quotedMention(reading, index)) return false;
  if (framedForReader(reading, index)) return true;
  return clauseStart(reading, index) && actsAsVerb(reading, index);
}

/**
 * After a comma a verb is usually the next item of a list ("They announce sales, share offers");
 * it is a command after a dash, a colon, "please", or an opening phrase ("To join, register here").
 */
function opensCommand(reading: SentenceReading, index: number): boolean {
  const { sentence, words } = reading;
  if (lowerAt(reading, index - 1) === 'please') return true;
  const before = sentence.text.slice(0, words[index].start - sentence.start).trimEnd();
  if (!before.endsWith(',')) return true;
  return INTRODUCTIONS.has(words[sentence.firstWord].lower);
}

/** "– see your styles", "please visit the page", "you can register": commands inside a sentence. */
export function clauseCommands(reading: SentenceReading): PhraseHit[] {
  const { sentence, words } = reading;
  const found: PhraseHit[] = [];
  for (let index = sentence.firstWord + 1; index < sentence.endWord; index++) {
    const word = words[index];
    if (!CALL_TO_ACTION_VERB_SET.has(word.lower) || word.marks & MARK.imperative) continue;
    const covered = sentence.hits.some(
      (hit) => hit.category === 'callToAction' && hit.first <= index && hit.last >= index,
    );
    if (covered) continue;
    if (
      !framedForReader(reading, index) &&
      !(clauseStart(reading, index) && opensCommand(reading, index))
    ) {
      continue;
    }
    if (negatedCommand(reading, index) || !isCommand(reading, index)) continue;
    found.push({
      category: 'callToAction',
      phrase: word.lower,
      weight: 1,
      first: index,
      last: index,
    });
  }
  return found;
}
