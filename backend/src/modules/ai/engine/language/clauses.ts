import { MASK_AT_START } from '../../guardrails/mask-token.js';
import {
  CLAUSE_SUBJECTS,
  DETERMINERS,
  FINITE_VERBS,
  NON_SUBJECT_WORDS,
} from '../data/word-sets.js';
import { hasTag } from './lexicon.js';

const bare = (word: string) => word.toLowerCase().replace(/[,.;:!?"'”’)]+$/, '');

/**
 * Is `word` a finite verb here? Tense tags settle it; a base form counts after a pronoun
 * subject ("we ship") or a plural noun ("requests return").
 */
function isFiniteVerb(word: string, previous: string): boolean {
  const lower = bare(word);
  if (FINITE_VERBS.has(lower)) return true;
  if (
    hasTag(lower, 'PastTense') ||
    hasTag(lower, 'PresentTense') ||
    hasTag(lower, 'Modal') ||
    hasTag(lower, 'Copula')
  ) {
    return true;
  }
  const afterPronoun = CLAUSE_SUBJECTS.has(previous);
  const afterPlural = /[^s]s$/.test(previous) && !NON_SUBJECT_WORDS.has(previous);
  return (
    (afterPronoun && /ed$/.test(lower)) ||
    ((afterPronoun || afterPlural) && hasTag(lower, 'Infinitive'))
  );
}

/** Can this word open a subject: a pronoun, a determiner, a name, or a plain lower-case noun phrase? */
function subjectStart(word: string): boolean {
  const lower = bare(word);
  if (
    CLAUSE_SUBJECTS.has(lower) ||
    DETERMINERS.has(lower) ||
    MASK_AT_START.test(word) ||
    /^[A-Z]/.test(word)
  )
    return true;
  return (
    !NON_SUBJECT_WORDS.has(lower) && !hasTag(lower, 'Infinitive') && !hasTag(lower, 'Preposition')
  );
}

/** Does this word group open like a clause (a subject first, a few words long)? */
export function startsLikeClause(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const first = words[0]?.toLowerCase() ?? '';
  return (
    words.length >= 3 &&
    (CLAUSE_SUBJECTS.has(first) ||
      DETERMINERS.has(first) ||
      MASK_AT_START.test(words[0]) ||
      /^[A-Z]/.test(words[0]))
  );
}

/** Does this word group read as a clause with its own subject and verb ("we shipped it")? */
export function looksLikeClause(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 3 || !subjectStart(words[0])) return false;
  for (let index = 1; index < Math.min(words.length, 7); index++) {
    if (isFiniteVerb(words[index], bare(words[index - 1]))) return true;
  }
  return false;
}
