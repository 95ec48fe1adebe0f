// Contractions in both directions, with the checks that keep them grammatical.
import { hasTag, lexiconTags, switchOf } from '../language/lexicon.js';
import { possessed, unknownPlural } from '../language/unknown-nouns.js';
import { pluralAhead } from '../language/plural-ahead.js';
import {
  CONTRACTION_PARTICIPLES,
  INDEFINITE_PRONOUNS,
  IS_CONTRACTION_HOSTS,
} from '../data/word-sets.js';
import type { SpanMasker } from '../../guardrails/span-masker.js';
import { MASK_AT_START } from '../../guardrails/mask-token.js';

const NEGATIVE = /\b([A-Za-z]+?)n['’]t\b/g;
const NEGATIVE_STEMS: Record<string, string> = {
  ca: 'cannot',
  wo: 'will not',
  sha: 'shall not',
};
/**
 * "ain't" is "am not", "is not", "are not", "has not" or "have not": the subject before it and
 * the word after it say which. Only a pronoun subject and a word that is not a verb form settle
 * it ("it ain't easy" → "it is not easy"); "you sure ain't gotta" or "we ain't got" stay, since
 * no spelled-out form of them is English.
 */
const AINT = /\b(I|you|we|they|he|she|it|this|that|there|here|what|who)\s+ain['’]t\b(?=\s+(\S+))/gi;
const AINT_BE: Record<string, string> = { i: 'am', you: 'are', we: 'are', they: 'are' };
const AFTER_AINT_VERB = /^(?:got|gotta|gonna|been|had|never|have|no)\b|^[a-z]+(?:ed|ing)\b/i;

export const expandAint = (text: string) =>
  text.replace(AINT, (match, subject: string, next: string) =>
    AFTER_AINT_VERB.test(next) ? match : `${subject} ${AINT_BE[subject.toLowerCase()] ?? 'is'} not`,
  );
const PERFECT_OBJECT =
  /^(?:me|us|you|him|her|them|a|an|the|\d+|almost|nearly|over|years?|months?|weeks?|days?|ages|forever)$/;
// "he's explained that the problem is…": a person's verb of telling with its clause is the perfect
// ("It's said that…" and "He's told that…" are the passive, and stay "is").
const TELLS_CLAUSE =
  /^(?:explained|said|announced|confirmed|decided|noticed|found|agreed|promised|mentioned|suggested|admitted|realised|realized|written)$/;
// "It's taken me 6 months", "it's given us": a participle with an object is the perfect.
// "It's taken far too long", "it's grown", "it's become": a participle that has no passive there.
// "It's happened before", "it's arrived": a verb with no passive at all.
const PERFECT_ONLY =
  /^(?:become|come|grown|begun|risen|fallen|gotten|happened|occurred|arrived|appeared|disappeared|existed|emerged|vanished|lasted|remained)$/;
const DURATION_AHEAD = /^(?:far|so|too|way|long|longer|much|quite|ages|forever|a|all|this|that)$/;
const perfectAhead = (next: string | undefined, afterNext: string | undefined, host = '') =>
  /^(?:been|got|gotta)$/i.test(next ?? '') ||
  PERFECT_ONLY.test(bareWord(next)) ||
  (bareWord(next) === 'taken' && DURATION_AHEAD.test(bareWord(afterNext))) ||
  (isParticiple(bareWord(next)) && PERFECT_OBJECT.test(bareWord(afterNext))) ||
  (/^(?:he|she|who)$/.test(host) &&
    TELLS_CLAUSE.test(bareWord(next)) &&
    /^(?:that|how|why|what)$/.test(bareWord(afterNext)));
const CLITIC = /\b([A-Za-z]+)['’](re|ve|ll|d|s|m)\b(\s+(\S+))?(?=(?:\s+(\S+))?)/g;
// "we'd ever encountered", "they'd already left": an adverb between "'d" and its participle.
const BEFORE_PARTICIPLE =
  /^(?:ever|never|already|just|always|also|only|recently|previously|not|even|finally|since|now|still|really|actually|certainly|definitely|probably|suddenly|often|rarely)$/i;
const GERUND_END = /^(?:and|or)$/i;
const bareWord = (word: string | undefined) => word?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
function nounNext(word: string | undefined): boolean {
  const lower = bareWord(word);
  if (!lower || /(?:ing|ed)$/.test(lower) || hasTag(lower, 'Adjective') || hasTag(lower, 'Adverb'))
    return false;
  return (
    [lower, lower.replace(/s$/, '')].some(
      (form) =>
        hasTag(form, 'Singular') ||
        hasTag(form, 'Plural') ||
        // "everyone's patience", "its advice": a mass noun.
        hasTag(form, 'Uncountable') ||
        /Noun/.test(switchOf(form) ?? ''),
    ) ||
    // "the next stage of it's development": a noun by its ending, one the lexicon does not list.
    (lexiconTags(lower).length === 0 && NOUN_ENDING.test(lower))
  );
}
// "you're piece won't be finished": a word with a finite verb after it is the subject's noun.
const VERB_AFTER_NOUN =
  /^(?:won['’]t|will|would|is|was|has|had|isn['’]t|wasn['’]t|hasn['’]t|doesn['’]t|needs|looks|arrived|came)$/;
const PREPOSITION_BEFORE =
  /\b(?:in|of|on|for|with|to|from|by|at|about|into|onto|under|over|through|after|before)\s+$/i;
const NOUN_ENDING = /\w{3}(?:ments?|tions?|sions?|ness|ity|ships?|hoods?|isms?|ances?|ences?)$/;
// "we'd need", "it'd feed": a verb in -eed is no participle in -ed ("we'd agreed" is one).
const BARE_EED = /^(?:need|feed|seed|speed|bleed|breed|heed|weed|proceed|succeed|exceed)$/i;
const isParticiple = (word: string | undefined) =>
  !!word &&
  (CONTRACTION_PARTICIPLES.has(word.toLowerCase()) ||
    (/^[a-z]+ed$/i.test(word) && !BARE_EED.test(word)));

function expandClitic(
  host: string,
  clitic: string,
  next: string | undefined,
  afterNext: string | undefined,
  rest = '',
): string | undefined {
  const lower = host.toLowerCase();
  switch (clitic.toLowerCase()) {
    case 'm':
      return lower === 'i' ? `${host} am` : undefined;
    case 're':
      // "you're piece won't be finished": before a noun with its verb the writer meant "your".
      if ((lower === 'you' || lower === 'they') && VERB_AFTER_NOUN.test(bareWord(afterNext)))
        return undefined;
      return `${host} are`;
    case 've':
      return `${host} have`;
    case 'll':
      return `${host} will`;
    case 'd':
      return `${host} ${
        isParticiple(bareWord(next)) ||
        next?.toLowerCase() === 'better' ||
        (BEFORE_PARTICIPLE.test(next ?? '') && isParticiple(bareWord(afterNext)))
          ? 'had'
          : 'would'
      }`;
    case 's':
      if (!IS_CONTRACTION_HOSTS.has(lower)) return undefined; // a possessive ("Sarah's"), not a contraction
      // "everyone's kind words", "everyone’s personal finances": an adjective (after "everyone's"
      // also a word the lexicon does not know), then the noun it is said of; "dragging it's
      // heels": the writer's possessive, never "it is heels".
      if (
        (INDEFINITE_PRONOUNS.has(lower) || lower === 'it') &&
        (nounNext(next) ||
          ((hasTag(bareWord(next), 'Adjective') ||
            (INDEFINITE_PRONOUNS.has(lower) && modifier(bareWord(next)))) &&
            nounNext(afterNext)))
      )
        return undefined;
      // "We appreciate everyone’s understanding and patience": an -ing word with "and" or "or"
      // after it is the noun everyone has ("Everyone’s going, and…" stays a verb).
      if (
        INDEFINITE_PRONOUNS.has(lower) &&
        /ing$/.test(next ?? '') &&
        GERUND_END.test(afterNext ?? '')
      )
        return undefined;
      // "it's heels", "develop it's patina.", "it's own": a plural the lexicon does not know, such
      // a word ending the clause, or "own", is no complement of "it is"; the possessive stays.
      if (lower === 'it' && (possessed(next) || bareWord(next) === 'own')) return undefined;
      // "celebrated it's 16th Birthday": an ordinal before a name (both masked) is the
      // possessive's too.
      if (
        lower === 'it' &&
        (/^(?:first|second|third|tenth|fiftieth|hundredth)$/i.test(bareWord(next)) ||
          (/^\uE000/.test(next ?? '') && /^\uE000/.test(afterNext ?? '')))
      )
        return undefined;
      // "transform it's chemical & physical properties": two adjectives, then the noun they say.
      if (lower === 'it' && pairedBeforeNoun(rest)) return undefined;
      if (lower === 'let') return `${host} us`;
      // "There's still some games", "There's all sorts of articles": said with a plural, the
      // contraction is the writer's idiom, and "There is … games" a grammar error.
      if (/^(?:there|here|where)$/.test(lower) && pluralAhead(rest)) return undefined;
      // "That's never happened", "it's already shipped": "has" or "is" only the verb can tell.
      if (BEFORE_PARTICIPLE.test(next ?? '') && isParticiple(bareWord(afterNext))) return undefined;
      // "the job he's done", "she's gone": "has" and "is" both read; only the writer knows which.
      if (/^(?:done|gone)$/i.test(next ?? '')) return undefined;
      // "Here's to the next 100!" is a toast, not "here is".
      if (lower === 'here' && next?.toLowerCase() === 'to') return undefined;
      return `${host} ${perfectAhead(next, afterNext, lower) ? 'has' : 'is'}`;
  }
  return undefined;
}

/** "… & physical properties": after the first adjective, a second one and then its noun. */
// The lexicon knows few such adjectives ("chemical", "physical"): a modifier is any word it does
// not know as something else, and the noun is one it knows or a plain plural.
const modifier = (word: string) =>
  hasTag(word, 'Adjective') || (lexiconTags(word).length === 0 && !/(?:ly|ing|ed)$/.test(word));
const pairedBeforeNoun = (rest: string) => {
  const pair = /^\s*(\S+)\s*(?:&|and|or|,)\s*(\S+)\s+(\S+)/.exec(rest);
  return (
    pair !== null &&
    modifier(bareWord(pair[1])) &&
    modifier(bareWord(pair[2])) &&
    (nounNext(pair[3]) || unknownPlural(pair[3]))
  );
};

const INVERTED_SUBJECT = /^\s+(?:I|you|we|they|he|she|it|there|this|that)\b/i;

/** "can't" → "cannot", "we're" → "we are", "it's been" → "it has been"; possessives untouched. */
export function expandContractions(text: string): string {
  return expandAint(text)
    .replace(NEGATIVE, (match, stem: string, ...rest: unknown[]) => {
      if (stem.toLowerCase() === 'ai') return match;
      // "Aren't you tired…?", "Don't we all…?": an inverted question has no "are not you".
      const whole = rest.at(-1) as string;
      const offset = rest.at(-2) as number;
      if (INVERTED_SUBJECT.test(whole.slice(offset + match.length))) return match;
      // "Doesn't a change in the weather bring you energy?": a question that opens on the
      // negative is inverted whatever its subject; "Does not a change…" is archaic.
      if (/^\W*$/.test(whole.slice(0, offset)) && /\?["'”’)]*\s*$/.test(whole)) return match;
      const special = NEGATIVE_STEMS[stem.toLowerCase()];
      if (special)
        return stem[0] === stem[0].toUpperCase()
          ? special[0].toUpperCase() + special.slice(1)
          : special;
      return `${stem} not`;
    })
    .replace(
      CLITIC,
      (
        match,
        host: string,
        clitic: string,
        tail: string | undefined,
        next: string | undefined,
        afterNext: string | undefined,
        offset: number,
        whole: string,
      ) => {
        const rest = whole.slice(offset + match.length - (tail ?? '').length);
        // "in it's operating costs", "of it's development": after a preposition "it's" is the
        // writer's possessive, never "it is".
        if (
          /^it$/i.test(host) &&
          /^s$/i.test(clitic) &&
          PREPOSITION_BEFORE.test(whole.slice(0, offset))
        )
          return match;
        const expanded = expandClitic(host, clitic, next, afterNext, rest);
        return expanded === undefined ? match : `${expanded}${tail ?? ''}`;
      },
    );
}

// A contraction cannot end a clause ("that's who we are", not "who we're").
// …nor before only an adverb there ("the company it is today", never "it's today").
const NOT_CLAUSE_END = String.raw`(?!\s*(?:[.,;:!?)]|$))(?!\s+(?:today|now|tomorrow|again|too|anymore)\s*(?:[.,;:!?)]|$))`;
// "We have scented and unscented", "We have preconceived notions": "have" owns a pair of
// adjectives, or an adjective in -ed from this list; no participle follows.
const ED_ADJECTIVES = '(?:preconceived|assorted|talented|skilled)';
const PARTICIPLE_AHEAD = String.raw`(?=\s+(?:${[...CONTRACTION_PARTICIPLES].join('|')}|(?!un|${ED_ADJECTIVES}\b)[a-z]+ed)\b(?!\s+(?:and|or)\s+un[a-z]+ed\b))`;

// Only the finite auxiliary takes "n't": one after a modal, "to" or another auxiliary is
// not finite ("may have not happened" is never "may haven't happened").
const NOT_AFTER_AUXILIARY = String.raw`(?<!\b(?:can|could|may|might|must|shall|should|will|would|ought|to|do|does|did|is|are|am|was|were|be|been|being|has|have|had|not)\s+)`;
const negation = (verbs: string, rest = String.raw`\s+not\b`) =>
  new RegExp(String.raw`${NOT_AFTER_AUXILIARY}\b(${verbs})${rest}`, 'gi');

const CONTRACTIONS: readonly [RegExp, string][] = [
  [negation('do|does|did|is|are|was|were|have|has|had|would|should|could'), "$1n't"],
  [negation('w', String.raw`ill\s+not\b`), "$1on't"],
  [negation('c', String.raw`an\s*not\b`), "$1an't"],
  [new RegExp(String.raw`\bI\s+am\b${NOT_CLAUSE_END}`, 'g'), "I'm"],
  [new RegExp(String.raw`(?<!\bof\s)\b(you|we|they)\s+are\b${NOT_CLAUSE_END}`, 'gi'), "$1're"],
  [
    new RegExp(String.raw`\b(it|that|there|here|what|who|he|she)\s+is\b${NOT_CLAUSE_END}`, 'gi'),
    "$1's",
  ],
  // "some of you will" stays: "some of you'll" is not English.
  [
    new RegExp(
      String.raw`(?<!\bof\s)\b(I|you|we|they|he|she|that)\s+will\b${NOT_CLAUSE_END}`,
      'gi',
    ),
    "$1'll",
  ],
  [new RegExp(String.raw`\b(I|you|we|they)\s+have\b${PARTICIPLE_AHEAD}`, 'gi'), "$1've"],
  // "I would've liked" is contracted once already: never "I'd've".
  [
    new RegExp(String.raw`\b(I|you|we|they|he|she)\s+would\b(?!['’])${NOT_CLAUSE_END}`, 'gi'),
    "$1'd",
  ],
  // "Let us begin" is a suggestion, where a clause opens; "please let us know" and "equipment that
  // let us run the event" have "let" as a verb with its object: no "let's".
  [/(?<=(?:^|[.!?;:,(]\s*|\b(?:so|now|then)\s+))\b(l)et\s+us\b(?!\s+know\b)/gi, "$1et's"],
];

// "who you are and what you do", "how fortunate we are to serve", "here we are in…": after a
// fronted complement (a wh-word, "how" and its adjective, "here", "there") the verb is stressed
// and stays a word, unless a verb form or "not" follows it ("what we're doing").
const FRONTED_BEFORE =
  /\b(?:who|whom|what|whatever|where|wherever|how(?:\s+[a-z]+)?|here|there|than)\s+$/i;
const CONTRACTS_AHEAD = /^\s+(?:not|never|[a-z]+ing)\b/i;
// "we are and always will be": the verb's complement comes after the coordination.
const COORDINATION_AHEAD = /^\s+(?:and|or|but|nor)\b/i;

// "How much of a relief it is to know…!", "What a joy it is to…": an exclamative's fronted
// phrase stands before the subject, and the verb after the subject is stressed.
const EXCLAMATIVE_BEFORE =
  /^(?:how|what)\s+(?:(?!(?:do|does|did|is|are|was|were|can|could|will|would|should|have|has|had)\b)[a-z’'-]+\s+){1,5}$/i;
// "What is it and how does it work?": a wh-word's "is" with only a pronoun after it ends the
// question, and stays a word.
const PRONOUN_ENDS_QUESTION =
  /^\s+(?:it|this|that|he|she|there)\s*(?:[?,.!;:]|(?:and|or|but)\b|$)/i;

const HAVE_LEFT = /^\s+left\s*(?:[.!?,;:…]|$)/i;

const INVERTED_BEFORE =
  /\b(?:would|could|should|might|must|will|shall|can|may|had|have|has|did|does|do)\s*$/i;

function stressedVerb(match: string, before: string, after: string): boolean {
  if (COORDINATION_AHEAD.test(after)) return true;
  // "What you will do" contracts: the fronted word is the object of the verb after "will".
  if (!/\b(?:am|are|is)$/i.test(match)) return false;
  if (/^(?:what|where|who|how)\s+is$/i.test(match) && PRONOUN_ENDS_QUESTION.test(after))
    return true;
  const clause = before.replace(/^.*[.!?;:]\s*/s, '');
  // "To feel it is to love it.": an infinitive subject set equal to another; the "is" carries it.
  if (/^to\s+\w+(?:\s+\w+){0,2}\s+it\s+is$/i.test(`${clause}${match}`) && /^\s+to\s/i.test(after))
    return true;
  if (EXCLAMATIVE_BEFORE.test(clause)) return !CONTRACTS_AHEAD.test(after);
  if (!FRONTED_BEFORE.test(clause)) return false;
  const next = /^\s+([A-Za-z'’]+)/.exec(after)?.[1];
  return !CONTRACTS_AHEAD.test(after) && !isParticiple(next);
}

type Spans = Pick<SpanMasker, 'spanAt'>; // what a mask token stands for, where the caller knows
const FIGURES = new Set(['number', 'money', 'date', 'time']);
const COMPARED_AFTER = /^\s*(?:every|each|now|today|these days|this year)\b/i;
/** "we are" → "we're", "do not" → "don't"; never at the end of a clause. */
export const contract = (text: string, masker?: Spans) => contractWith(text, true, masker);

/** A verb in its bare form next, and nothing else the word could be ("prepare", not "fine"). */
const bareVerbAhead = (rest: string) => {
  const next = /^\s+([a-z]+)\b/.exec(rest)?.[1];
  const tags = next ? lexiconTags(next) : [];
  return tags.includes('Infinitive') && tags.every((tag) => /^(?:Infinitive|Verb)$/.test(tag));
};

/**
 * `relativeWill: false` keeps "a fix that will stop it": a relative "that'll" reads as chat
 * outside a friendly text.
 */
function contractWith(text: string, relativeWill: boolean, masker?: Spans): string {
  let out = text;
  for (const [pattern, replacement] of CONTRACTIONS) {
    out = out.replace(pattern, (...args: unknown[]) => {
      const match = args[0] as string;
      const first = args[1];
      const whole = args.at(-1) as string;
      const offset = args.at(-2) as number;
      const before = whole.slice(0, offset);
      if (!relativeWill && /^that\s+will$/i.test(match)) return match;
      // "the same as they are every year": a comparison's verb with nothing of its own after it
      // stays a word ("as they're made", "as it's easier" contract).
      if (
        /\b(?:as|than)\s*$/i.test(before) &&
        COMPARED_AFTER.test(whole.slice(offset + match.length))
      )
        return match;
      // "Many of you have expressed…": "you" is the object of "of"; the verb is the quantity's.
      if (/\bof\s*$/i.test(before) && /^(?:you|we|they|us|them)\s/i.test(match)) return match;
      // "One reason for that is…": "that" is the object of "for", and "is" the verb of the
      // whole subject before it; "for that's" reads as a second clause.
      if (
        /^(?:that|this|it|there)\s+is$/i.test(match) &&
        /\b(?:for|of|with|to|about|from|in|on|at|by|without|behind)\s*$/i.test(before)
      )
        return match;
      // "…then season them, that is prepare them for cooking": "that is" before a bare verb
      // means "i.e.", and "that's prepare" is no English.
      if (/^that\s+is$/i.test(match) && bareVerbAhead(whole.slice(offset + match.length)))
        return match;
      // "Never would we have learned…", "Had they been told…": after an inverted auxiliary the
      // subject stands between two verbs, and the one after it stays a word.
      if (INVERTED_BEFORE.test(before)) return match;
      // "the last native bee we have left.": "have" of what remains to us; "we've left" would
      // say we went away.
      if (/\bhave$/i.test(match) && HAVE_LEFT.test(whole.slice(offset + match.length)))
        return match;
      if (
        !replacement.includes("n't") &&
        stressedVerb(match, before, whole.slice(offset + match.length))
      )
        return match;
      // "We are Stumped made up of Dee and Andy…": a capital or a masked name after "we are"
      // marks a name the two words begin, and a name keeps its words ("It's Small Business Day"
      // contracts: "it is" before a name). A masked figure is no name ("they're 35% off").
      if (/^(?:we|you|they)\s+are$/i.test(match)) {
        const next = /^\s+(\S+)/u.exec(whole.slice(offset + match.length))?.[1] ?? '';
        const token = MASK_AT_START.exec(next)?.[0];
        if (token ? !FIGURES.has(masker?.spanAt(token)?.kind ?? '') : /^\p{Lu}\p{Ll}/u.test(next))
          return match;
      }
      // "does NOT affect": one word in capitals is the writer's emphasis, and stays a word.
      if (/\b[A-Z]{2,}\b/.test(match) && match !== match.toUpperCase()) return match;
      const contracted = replacement.replace('$1', typeof first === 'string' ? first : '');
      // "DO NOT" → "DON'T", not "DOn't".
      return match === match.toUpperCase() && /[A-Z]{2}/.test(match)
        ? contracted.toUpperCase()
        : contracted;
    });
  }
  return out;
}

/** Contractions a person says in any warm or direct register: no relative "that'll". */
export const contractSpoken = (text: string, masker?: Spans) => contractWith(text, false, masker);
