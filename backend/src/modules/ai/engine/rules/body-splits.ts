import { MASK_AT_START } from '../../guardrails/mask-token.js';
import { upperFirst } from '../language/casing.js';
import { hasTag, infinitiveOf, lexiconTags, switchOf, verbFormOf } from '../language/lexicon.js';

import { IMPERATIVE_VERBS, startsWithNounSubject } from '../data/commands.js';
import { PEOPLE_NOUNS } from '../data/topic-words.js';
import { FINITE_VERBS, UNSPLIT_PARTICIPLES } from '../data/word-sets.js';

/**
 * Splits that keep both halves full clauses: a closing participle, a subject shared by two
 * verbs, two instructions joined by "and". Each returns the text unchanged when in doubt.
 */
const NARRATORS = new Set(['i', 'we', 'he', 'she', 'they']);
/** "-ing" words that work as prepositions: "…, including the API." is no clause of its own. */
const PAST_MARKERS = new Set(['was', 'were', 'had', 'did', 'remember', 'recall', 'remembered']);
const bare = (word: string) => word.toLowerCase().replace(/[^a-z'’]/g, '');
const wordsOf = (text: string) => text.trim().split(/\s+/);

function isPastVerb(word: string): boolean {
  const lower = bare(word);
  return hasTag(lower, 'PastTense') || infinitiveOf(lower, 'PastTense') !== undefined;
}

/** "be" and "have" in the form a subject takes ("I was", "they were", "she has"). */
function inflect(infinitive: string, subject: string, past: boolean): string | undefined {
  const lower = subject.toLowerCase();
  const single = lower === 'he' || lower === 'she' || lower === 'it';
  if (infinitive === 'be') {
    if (past) return lower === 'i' || single ? 'was' : 'were';
    return lower === 'i' ? 'am' : single ? 'is' : 'are';
  }
  if (past) return verbFormOf(infinitive, 'PastTense');
  return single ? verbFormOf(infinitive, 'PresentTense') : infinitive;
}

/** A base form compromise knows as a verb, alone or beside a noun reading ("ask", "check"). */
const isVerbWord = (word: string) =>
  hasTag(word, 'Infinitive') || (switchOf(word) ?? '').includes('Verb');

const PARTICIPLE_TAIL = /^(.+?),\s+(not\s+)?([a-z]+ing)\b([^,;:()"“”]*?)\s*([.!])$/;

/**
 * "…, delaying the meeting for a month was the right thing to do.": a finite verb with no
 * subject or clause word of its own before it makes the -ing phrase the subject of that verb.
 */
const GERUND_SUBJECT =
  /^(?:(?!\b(?:that|which|who|whom|whose|if|whether|when|where|what|how|why|because|as|so|until|while|I|we|you|they|he|she|it|there)\b)[^])*?\b(?:is|are|was|were|has|have|had|will|would|can|could|should|may|might|must)\b/i;

const MODAL_OR_FUTURE =
  /^(?:will|shall|would|should|could|can|may|might|must|going|[a-z]+['’](?:ll|d))$/i;

/**
 * A closing participle becomes a sentence of its own: "I sat in the car, not knowing what to
 * say." → "I sat in the car. I did not know what to say." Only when the subject is a narrating
 * pronoun near the start, so the participle clearly belongs to it.
 */
export function splitParticipleTail(text: string): string {
  const match = PARTICIPLE_TAIL.exec(text);
  if (!match) return text;
  const [, left, not, gerund, rest, end] = match;
  const leftWords = wordsOf(left);
  if (leftWords.length < 4 || wordsOf(rest).length < 2 || UNSPLIT_PARTICIPLES.has(gerund))
    return text;
  // "…are all of big smiles, dancing and laughing": a list of things done, not what the
  // narrator did next; after a dash the clause has a subject of its own.
  if (/[,;:]|\s[-–—]\s/.test(left) || /\?/.test(text) || /\b(?:and|or)\s+\w+ing\b/i.test(rest))
    return text;
  // "…a carrot nose, walking stick and three buttons": a noun and "and" after it make a list.
  const head = /^\s*([a-z]+)\s+(?:and|or)\s/.exec(rest)?.[1];
  if (head && hasTag(head, 'Singular')) return text;
  const at = leftWords.slice(0, 5).findIndex((word) => NARRATORS.has(bare(word)));
  if (at < 0 || (at > 0 && /^[A-Z]/.test(leftWords[at]) && leftWords[at] !== 'I')) return text;
  const subject = leftWords[at];
  // "I want to stress our AGM where we will elect officers, hoping to…": a second subject stands
  // nearer the participle, and who does the hoping is no longer plain.
  if (
    leftWords
      .slice(at + 1)
      .some((word) => NARRATORS.has(bare(word)) && bare(word) !== bare(subject))
  )
    return text;
  if (GERUND_SUBJECT.test(rest)) return text;
  const infinitive = infinitiveOf(gerund, 'Gerund');
  if (!infinitive || !isVerbWord(infinitive)) return text;
  // "I will be attempting the record in one day, going for three hundred": the participle's
  // time is the clause's future or mood, which a present or past verb would change.
  if (leftWords.some((word) => MODAL_OR_FUTURE.test(bare(word)))) return text;
  const past = leftWords.some((word) => PAST_MARKERS.has(bare(word)) || isPastVerb(word));
  const single = /^(?:he|she)$/i.test(subject);
  let verb: string | undefined;
  if (not)
    verb =
      infinitive === 'be'
        ? `${inflect('be', subject, past)} not`
        : `${past ? 'did' : single ? 'does' : 'do'} not ${infinitive}`;
  else verb = inflect(infinitive, subject, past);
  if (!verb) return text;
  const who = subject === 'I' ? 'I' : upperFirst(subject.toLowerCase());
  return `${left}. ${who} ${verb} ${rest.trim()}${end}`;
}

const SUBJECT_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she', 'it']);
const NP_START = new Set(['the', 'our', 'this', 'your', 'its', 'their', 'my']);
const LEAD_ADVERBS = new Set(['then', 'today', 'yesterday', 'later', 'now', 'finally', 'recently']);
const PEOPLE = new Set(PEOPLE_NOUNS.split('|'));
/** What may follow a verb for it to be read as one: an object start, a preposition, a clause. */
const AFTER_VERB = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'our',
  'your',
  'their',
  'my',
  'his',
  'her',
  'its',
  'me',
  'us',
  'them',
  'him',
  'it',
  'you',
  'to',
  'into',
  'on',
  'in',
  'for',
  'with',
  'from',
  'at',
  'over',
  'about',
  'by',
  'if',
  'whether',
  'up',
  'out',
  'back',
  'down',
  'every',
  'all',
  'more',
  'two',
  'three',
  'dozens',
  'hundreds',
  'thousands',
  'almost',
  'any',
  'each',
  'some',
  'only',
  'nothing',
  'everything',
  'something',
  'very',
  'too',
  'no',
  'new',
]);
/** Switches that make a word a noun as easily as a verb ("books", "marked"): context decides. */
const AMBIGUOUS = /Noun|Plural|Singular|Adj/;

const RELATIVE_WORDS = new Set(['who', 'which', 'whom', 'whose', 'where']);

type VerbClass = 'past' | 'present' | 'base' | 'either';
/** Verbs whose past is their base form: "we cut …" may be either. */
const SAME_PAST = new Set([
  'cut',
  'put',
  'set',
  'hit',
  'let',
  'shut',
  'spread',
  'cost',
  'quit',
  'read',
]);
const sameClass = (a: VerbClass, b: VerbClass) =>
  a === b || (a === 'either' && b !== 'present') || (b === 'either' && a !== 'present');

function verbClass(word: string, subject: string): VerbClass | undefined {
  const lower = bare(word);
  if (!/^[a-z]+$/.test(lower) || FINITE_VERBS.has(lower)) return undefined;
  if (SAME_PAST.has(lower)) return /^(?:he|she|it)$/i.test(subject) ? 'past' : 'either';
  if (/ed$/.test(lower) && isPastVerb(lower)) return 'past';
  if (hasTag(lower, 'PastTense') || (!/s$/.test(lower) && isPastVerb(lower))) return 'past';
  const single = /^(?:he|she|it)$/i.test(subject);
  if (single && /s$/.test(lower) && infinitiveOf(lower, 'PresentTense')) return 'present';
  if (!single && hasTag(lower, 'Infinitive')) return 'base';
  return undefined;
}

/** "minerals", "nutrients": a plural whose singular the lexicon knows as no verb ("blocks" is one). */
const nounOnly = (word: string) =>
  hasTag(word, 'Plural') &&
  !hasTag(word, 'PresentTense') &&
  !hasTag(word.replace(/e?s$/, ''), 'Infinitive') &&
  !hasTag(word.replace(/s$/, ''), 'Infinitive') &&
  !/Verb/.test(switchOf(word.replace(/s$/, '')) ?? '');

const PREPOSITION_ING = /^(?:including|excluding|regarding|concerning|following|according|during)$/;
const readsAsVerb = (words: readonly string[], index: number) => {
  const next = words[index + 1];
  if (next === undefined) return false;
  const lower = bare(next);
  // "…scales and genres including both British…": "including" opens a list, no verb's adverb.
  if (
    AFTER_VERB.has(lower) ||
    MASK_AT_START.test(next) ||
    (/(?:ly|ing)$/.test(lower) && !PREPOSITION_ING.test(lower))
  )
    return true;
  // An unambiguous verb ("learned", "rewrote") needs no help from the word after it.
  const verb = bare(words[index]);
  const tags = lexiconTags(verb);
  return (
    !/[,;:]$/.test(words[index]) &&
    !AMBIGUOUS.test(switchOf(verb) ?? '') &&
    (tags.includes('PastTense') || (tags.length === 0 && /ed$|o(?:te|de|ke|se)$/.test(verb)))
  );
};

/** The subject a second sentence repeats: the pronoun itself, or "It"/"They" for a thing. */
function subjectOf(words: readonly string[]): { pronoun: string; verbAt: number } | undefined {
  let start = 0;
  if (LEAD_ADVERBS.has(bare(words[0])) && !/,$/.test(words[0])) start = 1;
  const first = bare(words[start] ?? '');
  if (SUBJECT_PRONOUNS.has(first))
    return { pronoun: first === 'i' ? 'I' : upperFirst(first), verbAt: start + 1 };
  if (start !== 0 || !NP_START.has(first)) return undefined;
  for (let index = 2; index <= 4 && index < words.length - 1; index++) {
    const word = words[index];
    const head = bare(words[index - 1]);
    if (MASK_AT_START.test(words[index - 1]) || /[,;:]$/.test(words[index - 1])) return undefined;
    const plural = /[^s]s$/.test(head);
    if (verbClass(word, plural ? 'they' : 'it') && readsAsVerb(words, index)) {
      // People take "he", "she" or "they", which the text does not settle: no split.
      if (PEOPLE.has(head) || /(?:er|or|ist|ian)s?$/.test(head)) return undefined;
      return { pronoun: plural ? 'They' : 'It', verbAt: index };
    }
  }
  return undefined;
}

const INNER_CLAUSE_OPENERS = new Set([
  'that',
  'when',
  'whenever',
  'if',
  'because',
  'while',
  'since',
  'until',
  'unless',
  'once',
  'before',
  'after',
  'as',
  'so',
  'time',
  'how',
  'what',
  'why',
]);
/**
 * Between the first verb and its "and": a subordinate clause ("the next time you shop"), a
 * subject of its own ("you shop") or an infinitive ("to paint") that the verb after "and" may
 * continue instead of the sentence's subject.
 */
function innerVerbBefore(words: readonly string[], from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const word = bare(words[index]);
    if (INNER_CLAUSE_OPENERS.has(word)) return true;
    const next = words[index + 1];
    if (next === undefined || index + 1 >= to) continue;
    if (word === 'to' && /^[a-z]+$/.test(next) && !AFTER_VERB.has(next)) return true;
    if ((SUBJECT_PRONOUNS.has(word) || word === 'you') && verbClass(next, word) !== undefined)
      return true;
  }
  return false;
}

/**
 * Two predicates of one subject become two sentences: "We added dark mode and fixed the export
 * bug." → "We added dark mode. We fixed the export bug."; "It syncs every bank and updates your
 * books." → "It syncs every bank. It updates your books."
 */
const OTHER_SUBJECT = /^(?:I|we|you|they|he|she)$/i;

export function splitSharedSubject(text: string, minWords = 3): string {
  if (!/[^.!?][.!]$/.test(text) || /["“”()]/.test(text)) return text;
  const words = wordsOf(text);
  if (words.length < 7) return text;
  const subject = subjectOf(words);
  if (!subject) return text;
  const firstVerb = words[subject.verbAt];
  const pronoun = subject.pronoun.toLowerCase();
  const kind = firstVerb && verbClass(firstVerb, pronoun);
  if (!kind || !readsAsVerb(words, subject.verbAt)) return text;
  // "It was tested and approved by the team", "The thatch is then raked out and bagged": the
  // second participle shares the auxiliary, and "It approved…" would make the change approve.
  const beforeVerb = words.slice(Math.max(0, subject.verbAt - 2), subject.verbAt + 1);
  if (beforeVerb.some((word) => AUXILIARY.test(bare(word)))) return text;
  // "We cleaned the kitchen, painted the walls and replaced…": three verbs in a list. The split
  // goes after the first, so the list's last two stay joined by their "and".
  let listComma = -1;
  for (let index = subject.verbAt + 1; index < words.length - 2; index++) {
    const next = words[index + 1];
    if (listComma < 0 && /,$/.test(words[index])) {
      const nextKind = verbClass(next, pronoun);
      if (nextKind && sameClass(kind, nextKind) && readsAsVerb(words, index + 1)) listComma = index;
      else break;
    }
  }
  for (let index = subject.verbAt + 2; index < words.length - 2; index++) {
    if (words[index].toLowerCase() !== 'and') continue;
    const previous = words[index - 1];
    // A clause inside (“the bug that caused …”) ends the part this move understands.
    if (/[;:]$/.test(previous)) return text;
    // "…the owners, who asked … and signed …": the second verb may be the relative clause's.
    if (words.slice(subject.verbAt + 1, index).some((word) => RELATIVE_WORDS.has(bare(word))))
      return text;
    // "We added a door, and I painted and updated…": another subject opened a clause of its
    // own, and the verb after "and" is that clause's.
    if (words.slice(subject.verbAt + 1, index).some((word) => OTHER_SUBJECT.test(word)))
      return text;
    // "…music, including marches, jazz, songs from musicals and selections from…": after a comma
    // that opens no second verb, the "and" may close a list of nouns ("selections" is no verb).
    if (listComma < 0 && words.slice(subject.verbAt + 1, index - 1).some((word) => /,$/.test(word)))
      return text;
    const next = words[index + 1];
    // "cooks the nutrients and minerals out of it": a word the lexicon knows only as a plural
    // noun joins the object, no second verb.
    if (nounOnly(bare(next))) continue;
    const nextKind = verbClass(next, pronoun);
    if (!nextKind || !sameClass(kind, nextKind) || !readsAsVerb(words, index + 1)) continue;
    // "The change to be deployed was tested and approved": a participle after "and" shares the
    // auxiliary before it.
    if (words.slice(subject.verbAt, index).some((word) => AUXILIARY.test(bare(word)))) return text;
    // "I painted and updated the wiring": the two verbs share the object after the second.
    if (index - 1 === subject.verbAt) return text;
    // "…the next time you shop and support…", "We plan to paint the hall and fix…": a clause or
    // an infinitive inside may own a base verb after "and", and the split would change who acts.
    if (nextKind !== 'past' && innerVerbBefore(words, subject.verbAt + 1, index)) return text;
    if (listComma > 0 && listComma < index) {
      if (listComma + 1 < minWords + subject.verbAt - 1) return text;
      const head = words
        .slice(0, listComma + 1)
        .join(' ')
        .replace(/,$/, '');
      return `${head}. ${subject.pronoun} ${words.slice(listComma + 1).join(' ')}`;
    }
    if (index < minWords + subject.verbAt - 1 || words.length - index - 1 < minWords) return text;
    const left = words.slice(0, index).join(' ').replace(/,$/, '');
    const right = words.slice(index + 1).join(' ');
    return `${left}. ${subject.pronoun} ${right}`;
  }
  return text;
}

const AUXILIARY =
  /^(?:is|are|was|were|be|been|being|has|have|had|will|would|can|could|should|must|may|might|shall)$/i;
const isCommand = (verb: string) =>
  IMPERATIVE_VERBS.has(verb) ||
  hasTag(verb, 'Infinitive') ||
  (switchOf(verb) ?? '').includes('Verb');
const IMPERATIVE_AND =
  /^((?:Please\s+)?([A-Za-z][a-z]+)\s+[^,;:]+?)\s+and\s+([a-z]+)\s+(?=\S+\s+\S)([^,;:]*[.!])$/;

/**
 * Two instructions become two sentences: "Please pack your desk by Friday and label every box."
 * → "Please pack your desk by Friday. Label every box." Both verbs must be commands.
 */
export function splitInstructions(text: string): string {
  const match = IMPERATIVE_AND.exec(text);
  if (!match) return text;
  const [, first, verb, second, rest] = match;
  if (!isCommand(verb.toLowerCase()) || !isCommand(second)) return text;
  // "End grain fibers creates … and helps keep knives sharp": an -s verb is the subject's second
  // verb, never a second instruction.
  if (/[^s]s$/.test(second) && isCommand(second.slice(0, -1)) && !IMPERATIVE_VERBS.has(second))
    return text;
  // "Work is being carried out to deal with the blockage and collapse that was found…": the
  // first word is a noun subject, and a word with a relative clause after it is a noun.
  if (startsWithNounSubject(text) || /^(?:that|which|who)\b/i.test(rest)) return text;
  if (wordsOf(first).length < 4 || /\b(?:both|between|either)\b/i.test(first)) return text;
  // "Please ensure that if you copy and paste the password…": inside a "that" or "if" clause the
  // "and" joins that clause's verbs, no second instruction.
  if (/\b(?:that|if|when|whether|unless|once)\s/i.test(first)) return text;
  return `${first}. ${upperFirst(second)} ${rest}`;
}
