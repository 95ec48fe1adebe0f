import { MASK, maskPattern } from '../../guardrails/mask-token.js';
/**
 * Sentence rewrites that carry a tone inside the author's sentences: hedges, apologies,
 * follow-ups, feature lists and long joined clauses. Each one either reads well or leaves the
 * sentence alone.
 */
import { continuesVerb } from '../language/verb-phrase.js';
import { HEDGING_ADVERBS } from '../data/hedges.js';
import { dropProposalHedge } from './hedges.js';
import { isIndependentClause } from '../language/clauses.js';
import { SUBORDINATE_ANYWHERE } from './split-sentences.js';
import { OTHERS_USE, SECOND_VERB, UNDERTAKING_OPENING } from './person.js';

const DOUBT = `(?:${HEDGING_ADVERBS.join('|')})`;
// Only beside a modal that still hedges: "will probably arrive", "should probably be picking",
// "would probably cost" lose their doubt without "probably", and the forecast turns firm.
const MODAL_THEN_DOUBT = new RegExp(String.raw`\b(might|may|could)\s+${DOUBT}\s+(?=[a-z])`, 'gi');
const DOUBT_THEN_MODAL = new RegExp(String.raw`\b${DOUBT}\s+(?=(?:might|may|could)\s+[a-z])`, 'gi');

/**
 * "could maybe help" → "could help", "perhaps might" → "might": one hedge is enough. Beside
 * "should" only the hedge on a proposal goes ("we should probably move", dropProposalHedge).
 */
export function removeDoubleHedges(text: string): string {
  if (/\?\s*$/.test(text)) return text;
  return dropProposalHedge(
    text
      .replace(MODAL_THEN_DOUBT, '$1 ')
      .replace(DOUBT_THEN_MODAL, '')
      .replace(/^(?:maybe|perhaps),?\s+(?=(?:we|I|you|they|it)\s+(?:could|might|may)\s)/i, ''),
  );
}

const FOLLOW_UP =
  /^(?:(?:I|we)\s+)?(?:just\s+)?(?:wanted|want)\s+to\s+(?:follow\s+up|check\s+in)\s+(on|about|regarding)\s+(?=\S+\s+\S+)/i;

/** "Just wanted to follow up on our call." → "Following up on our call." */
export const directFollowUp = (text: string, formal: boolean) =>
  text.replace(FOLLOW_UP, (_match, on: string) =>
    formal ? `I am following up ${on.toLowerCase()} ` : `Following up ${on.toLowerCase()} `,
  );

const BARE_SORRY = /^(?:so\s+|very\s+|really\s+)?sorry\s+(for|about)\s+([^.!?,;]{3,60})[.!]+$/i;

/** "Sorry for the trouble!" → "We apologise for the trouble." (a full, owned sentence). */
export function ownedApology(
  text: string,
  verb: 'apologise' | 'sorry' | 'so-sorry',
  personal: boolean,
): string {
  const match = BARE_SORRY.exec(text);
  if (!match) return text;
  const who = personal ? 'I' : 'We';
  const what = match[2];
  const so = verb === 'so-sorry' ? 'so ' : '';
  return verb === 'apologise'
    ? `${who} apologise for ${what}.`
    : `${who}${personal ? "'m" : "'re"} ${so}sorry ${match[1].toLowerCase()} ${what}.`;
}

/** "Sorry for the trouble!" → "" : an apology dilutes an urgent notice. */
export const dropBareApology = (text: string) => (BARE_SORRY.test(text) ? '' : text);

const FEATURE_PRONOUN =
  /^It\s+(now\s+)?(has|offers|includes|provides|comes\s+with|features|supports|lets\s+you)\s+(?!been\b|to\b|not\b|no\b|a\s+lot\b)([^.!?]{3,120})([.!]?)$/;

/** "It has automated dashboards and exports." → "You get automated dashboards and exports." */
const THING_LETS_YOU =
  /^(The|Our|This|Your)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(?:now\s+)?lets\s+you\s+([a-z][^.!?]{3,100})([.!]?)$/;

export function pronounFeatureToBenefit(text: string, previous = ''): string {
  // "The new app lets you share reports." → "With the new app, you can share reports."
  const lets = THING_LETS_YOU.exec(text);
  if (lets) return `With ${lets[1].toLowerCase()} ${lets[2]}, you can ${lets[3]}${lets[4] || '.'}`;
  const match = FEATURE_PRONOUN.exec(text);
  // "The project begins in December. It includes…": "It" is the project, not a product.
  if (!match || UNDERTAKING_OPENING.test(previous)) return text;
  const [, now, verb, object, end] = match;
  // "It has now been sent out", "It has already shipped": the perfect tense, not a feature.
  if (verb === 'has' && continuesVerb(object)) return text;
  // "It has its own character": the object points back at the subject the reader would replace.
  if (/\b(?:its|itself|their|theirs|themselves)\b/i.test(object)) return text;
  // "It provides resources for patrons of all ages": what it gives is for others, not the reader;
  // "It has new pads and is in full working order": a second verb would lose its subject.
  if (OTHERS_USE.test(object) || SECOND_VERB.test(object)) return text;
  const soon = now ? 'now ' : '';
  if (/^supports$/.test(verb)) return `You can ${soon}use ${object}${end || '.'}`;
  if (/^lets\s+you$/.test(verb)) return `You can ${soon}${object}${end || '.'}`;
  return `You ${soon}get ${object}${end || '.'}`;
}

const PRONOUN_SUBJECT = String.raw`(?:we|I|they|you|it)(?:['’](?:re|ve|ll|d|m|s))?`;
// "…bursting and you getting burnt": an -ing word after a bare pronoun has no tense, and split
// off it is a fragment; only "we're adding", "I'm taking" are clauses.
const AND_CLAUSE = new RegExp(
  String.raw`([^\s.…,;:–—-])\s+and\s+((?:${PRONOUN_SUBJECT}\s+(?:are|is|am|were|was|have|has|had|will|can|need|must|\w+ed)|(?:we|I|they|you|it)['’](?:re|m|s)\s+\w+ing)\b)`,
  'g',
);
const words = (text: string) => text.trim().split(/\s+/).length;
const OPENS_ON_CONDITION = /^\W*(?:if|unless|when|whenever|once|provided|assuming)\b/i;

/**
 * Urgent writing is short: "We've renewed it and we're adding monitoring" → "We've renewed it.
 * We're adding monitoring"; "Update before May 1 because version 3 stops" → "… May 1. Version 3 stops".
 */
const RELATIVE_CLAUSE =
  /\b(?:that|which|who)\s+(?:(?:are|is|was|were|have|has|had|will|would|can|could)\b|[a-z]+(?:s|ed)\b|(?:no\s+longer|not|never|now|also|already|still|only|just)\s+[a-z]+)/i;

const NAME_AT_END = maskPattern('u')`(?:\s\p{Lu}[\p{Ll}'’-]+|${MASK})\s*$`;

export function shortClauses(text: string): string {
  if (/\?\s*$/.test(text) || /["“”]/.test(text)) return text;
  const out = text.replace(AND_CLAUSE, (match, last: string, clause: string, offset: number) => {
    const left = text.slice(0, offset + 1);
    const right = text.slice(offset + match.length - clause.length);
    if (words(left) < 3 || words(right) < 3 || /,\s*$/.test(left)) return match;
    // "If you are the primary member, your child has a lesson and your partner has a card and
    // you wanted to book…": where a condition's clauses end only the writer knows; none is split.
    if (OPENS_ON_CONDITION.test(text)) return match;
    // "…before our economy heals and we are back…": an "and" inside a subordinate clause.
    const piece = left.split(/[,;:–—]/).pop() ?? left;
    if (SUBORDINATE_ANYWHERE.test(piece)) return match;
    // "…bring items that are broken and they are planning on throwing away": after a relative
    // clause the "and" may join its second half, whose object is the noun before "that".
    if (RELATIVE_CLAUSE.test(piece)) return match;
    // "…, and together, Ben and I have created…": "Ben" is half of the subject, no clause; nor is
    // "Sam" after "so" ("…this morning so Sam and I will…").
    const lastClause = piece.split(/\b(?:so|but|yet|or|because)\s+/i).pop() ?? piece;
    // "You are aware Mike Simmons and I attended…": a name and "I" are one subject; so is any
    // noun before "and I are/were" ("…like the knitter and I are doing it together").
    if ((NAME_AT_END.test(piece) && /^I\s/.test(clause)) || /^I\s+(?:are|were)\b/.test(clause))
      return match;
    if (!isIndependentClause(piece) || !isIndependentClause(lastClause)) return match;
    return `${last}. ${clause.charAt(0).toUpperCase()}${clause.slice(1)}`;
  });
  // No split before "because": "I say probably. You are the ones…" loses the reason the
  // clause gave.
  return out;
}

/** Friendly warmth inside the sentence, not only in an added closing line. */
const WARM: readonly [RegExp, string][] = [
  [/^Sorry\s+(for|about)\b/, 'So sorry $1'],
  [/^(?:Please\s+)?let\s+(me|us)\s+know\s+if\s+you\s+want\b/i, "Just let $1 know if you'd like"],
  [/\bif\s+you\s+want\s+(a|an|to|the)\b/g, "if you'd like $1"],
  [/^(\S+(?:\s+\S+){0,3})\s+is\s+(?:now\s+)?(out|live|here)\.$/i, '$1 is $2!'],
  [/^We\s+fixed\b/, "We've fixed"],
  [/^We\s+(?:have\s+)?added\b/, "We've added"],
];

export function friendlyWarmth(text: string): string {
  let out = text;
  for (const [pattern, replacement] of WARM) out = out.replace(pattern, replacement);
  return out;
}

/** "Let me know if you want a demo sometime." → "Please let me know if you would like a demo." */
export function courteousOffer(text: string): string {
  return text
    .replace(/^Let\s+(me|us)\s+know\s+if\s+you\s+want\b/, 'Please let $1 know if you would like')
    .replace(/\s+sometime([.!])$/, '$1');
}

const OFFER =
  /^(?:Please\s+)?let\s+(me|us)\s+know\s+if\s+you\s+want\s+([^.!?]{3,60}?)(?:\s+sometime)?[.!]$/i;

/** "Let me know if you want a demo sometime." → "If you'd like a demo, just let me know whenever it suits you." */
export function unhurriedOffer(text: string): string {
  const match = OFFER.exec(text);
  if (!match || /\b(?:if|when|and|or)\b/i.test(match[2])) return text;
  return `If you'd like ${match[2]}, just let ${match[1].toLowerCase()} know whenever it suits you.`;
}

const NOT_AGAIN = /\bso\s+(?:that\s+)?(?:this|it)\s+(?:doesn['’]t|does\s+not)\s+happen\s+again\b/i;

/** "so this doesn't happen again" → "so this won't happen again" (firm) or "so you won't run into this again" (reader). */
export const firmNotAgain = (text: string, reader: boolean) =>
  text.replace(
    NOT_AGAIN,
    reader ? "so you won't run into this again" : "so this won't happen again",
  );

/** "Version 3.2 is out." → "Version 3.2 is now available." (or "is here." for an inspiring tone). */
export const releasedAs = (text: string, phrase: string) =>
  text.replace(/^(\S+(?:\s+\S+){0,3})\s+is\s+(?:now\s+)?out([.!])$/, `$1 is ${phrase}$2`);

/** "We fixed the bug" → "We have fixed the bug": the formal report of finished work. */
export const formalPerfect = (text: string) =>
  text.replace(/^We\s+(fixed|added|improved|removed|updated|released|renewed)\b/, 'We have $1');

/** "Please update before March 31 …" → "Update before March 31 …": a firm instruction. */
export const firmInstruction = (text: string) =>
  /\?\s*$/.test(text)
    ? text
    : text.replace(
        /^Please\s+(update|upgrade|install|renew|review|sign|submit|send|complete|confirm|read|register|check)\b/,
        (_match, verb: string) => `${verb.charAt(0).toUpperCase()}${verb.slice(1)}`,
      );

/** "Please update before March 31" → "Please update at any time before March 31": there is time. */
export const timeToSpare = (text: string) =>
  text.replace(/^(Please\s+[a-z]+)\s+before\s+(?=\S)/, '$1 at any time before ');
