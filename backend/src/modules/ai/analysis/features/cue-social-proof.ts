import { COUNT_WORDS, ENDORSEMENTS, PEOPLE_NOUNS, PROOF_VERBS } from '../lexicon/cue-roles.js';
import { lowerAt, type SentenceReading } from './cue-reading.js';
import type { PhraseHit } from './phrase-match.js';

// Social proof: a number of people or an endorsement, never the people an outage affected.

const IMPACT_WORDS =
  /\b(?:affected|impacted|experienced|unable|lost|reported|were hit|outage|disruption)\b/i;

function countBefore(reading: SentenceReading, index: number, reach = 3): boolean {
  for (let at = index - 1; at >= reading.sentence.firstWord && at >= index - reach; at--) {
    const word = reading.words[at];
    if (word.kind === 'number' || COUNT_WORDS.has(word.lower)) return true;
    if (word.afterBreak) break;
  }
  return false;
}

function countAfter(reading: SentenceReading, index: number): boolean {
  for (let at = index + 1; at < reading.sentence.endWord && at <= index + 3; at++) {
    const word = reading.words[at];
    if (word.kind === 'number' || COUNT_WORDS.has(word.lower)) return true;
  }
  return false;
}

function proofVerbAfter(reading: SentenceReading, index: number): boolean {
  for (let at = index + 1; at < reading.sentence.endWord && at <= index + 3; at++) {
    if (PROOF_VERBS.has(reading.words[at].lower)) return true;
  }
  return false;
}

function peopleAfter(reading: SentenceReading, index: number, reach = 4): boolean {
  for (let at = index + 1; at < reading.sentence.endWord && at <= index + reach; at++) {
    if (PEOPLE_NOUNS.has(reading.words[at].lower)) return true;
  }
  return false;
}

export function isSocialProof(reading: SentenceReading, hit: PhraseHit): boolean {
  const { phrase, first, last } = hit;
  const next = lowerAt(reading, last + 1);
  const previous = lowerAt(reading, first - 1);
  const endorsement = ENDORSEMENTS.get(phrase);
  if (endorsement) return endorsement(previous, next);
  if (COUNT_WORDS.has(phrase)) return peopleAfter(reading, last);
  if (phrase === 'join') return countAfter(reading, last) && peopleAfter(reading, last, 5);
  if (PEOPLE_NOUNS.has(phrase)) {
    if (IMPACT_WORDS.test(reading.sentence.text)) return false;
    return countBefore(reading, first) || proofVerbAfter(reading, last);
  }
  return false;
}

/** "4,000 marketers", "13 million daily users": a count of people the lexicon does not list. */
export function countedPeople(reading: SentenceReading): PhraseHit[] {
  const { sentence, words } = reading;
  if (IMPACT_WORDS.test(sentence.text)) return [];
  const found: PhraseHit[] = [];
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    if (!PEOPLE_NOUNS.has(words[index].lower) || !countBefore(reading, index)) continue;
    if (
      sentence.hits.some(
        (hit) => hit.category === 'socialProof' && hit.first <= index && hit.last >= index,
      )
    )
      continue;
    let first = index;
    while (first > sentence.firstWord && index - first < 3 && !words[first].afterBreak) {
      first--;
      if (words[first].kind === 'number') break;
    }
    found.push({
      category: 'socialProof',
      phrase: words[index].lower,
      weight: 1,
      first,
      last: index,
    });
  }
  return found;
}
