import { HEDGE_MODALS, OPEN_MODALS, WISH_ADVERB } from '../../analysis/lexicon/hedges.js';
import { anyWord } from '../../analysis/lexicon/phrase-list.js';
import { GUARDED_HEDGES, HEDGING_ADVERBS } from '../data/hedges.js';
import { lowerFirst } from '../language/casing.js';
import { isIndependentClause } from '../language/clauses.js';
import { lexiconTags, switchOf } from '../language/lexicon.js';
import { escapeRegExp } from '../language/words.js';

/**
 * What no table entry may do to a sentence, whichever entry it is: these hold for every move, so
 * a new entry cannot bring back a damage class the design removed.
 */

/** Sentences of a (possibly split) sentence: a break is a stop and a space (capitals come later). */
// "(we have 10!) at the museum have had…": after a closing bracket the sentence goes on in lower
// case, so a mark inside the brackets ends no piece there.
const SENTENCE_BREAK = /(?<=[.!?]["'”’]?)\s+(?=\S)|(?<=[.!?]["'”’]?\))\s+(?=[^\s\p{Ll}])/u;
const piecesOf = (text: string) =>
  text
    .split(SENTENCE_BREAK)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** "…close to 100% this year –.": a stop after a dash or a comma cuts the sentence off. */
const CUT_OFF = /[–—,;:-]\s*[.!?]["'”’)]*$/;

const COMMAND = /^please\b/i;
const SHORT_QUESTION = /^(?:\S+\s+){0,5}\S+\?["'”’)]*$/;

/**
 * A split is made only when every sentence it leaves is a full independent clause: "Once the
 * upgrade was identified as the cause. It was halted." leaves a subordinate clause alone,
 * "…any day. Open platforms and wharves piled high with freight." a noun phrase. Both texts
 * unmasked, so a name glued to a subordinator ("Mitigation Once the upgrade…") is read too.
 */
export function leavesFragment(before: string, after: string): boolean {
  const beforePieces = piecesOf(before);
  const afterPieces = piecesOf(after);
  if (afterPieces.length <= beforePieces.length) return false;
  const kept = new Set(beforePieces);
  // A piece cut from the middle of a sentence is read as the writer had it there, in lower case,
  // whether or not the move gave it a capital ("…, and monitored to ensure" → "Monitored to…").
  const asWritten = (piece: string) => {
    const lower = lowerFirst(piece);
    return lower !== piece && before.includes(lower.slice(0, 40)) ? lower : piece;
  };
  return afterPieces.some(
    (piece, index) =>
      !kept.has(piece) &&
      // "Ready for your next move? Apply at…": a short question reads whole without a verb.
      !SHORT_QUESTION.test(piece) &&
      (CUT_OFF.test(piece) ||
        cutsSharedObject(piece, before) ||
        cutsPrepositionObject(piece, before) ||
        endsInCutPhrase(piece) ||
        !isIndependentClause(asWritten(piece), index > 0 && COMMAND.test(afterPieces[index - 1]))),
  );
}

/**
 * "…the hand that feeds them; in the long run. This will backfire": after a semicolon a new
 * clause starts, so the piece must end on a whole clause there too, not on the phrase that
 * opened the clause the split cut off.
 */
function endsInCutPhrase(piece: string): boolean {
  const semicolon = piece.lastIndexOf(';');
  return semicolon >= 0 && !isIndependentClause(piece.slice(semicolon + 1).trim());
}

/** Prepositions that need their object after them ("came across", "work with"). */
const PREPOSITION_END =
  /\b(?:across|about|into|onto|with|for|of|to|from|at|by|towards?|between|among|without|within|upon|via|per|through|than)[.!?]["'”’)]*$/i;

/**
 * "I came across and thought…" → "I came across.": a piece that ends on a preposition the writer
 * did not end a sentence on has lost the object that followed it.
 */
function cutsPrepositionObject(piece: string, before: string): boolean {
  if (!PREPOSITION_END.test(piece)) return false;
  const tail = piece
    .replace(/[.!?]["'”’)]*$/, '')
    .split(/\s+/)
    .slice(-3)
    .join(' ');
  return !new RegExp(`${escapeRegExp(tail)}[.!?]`, 'i').test(before);
}

const VERB_ONLY = /^(?:Infinitive|PresentTense|PastTense)$/;
/** A verb that takes its object from after the "and" ("re-evaluate and adjust these tests"). */
const SHARED_VERB_END = /(?:\bto\s+([\w-]+)|\b([\w-]+))[.!?]$/i;

/**
 * "an effort to re-evaluate and adjust these procedures" → "an effort to re-evaluate.": the piece
 * ends on a verb that, in the sentence as written, shared the object after "and" (an infinitive,
 * or a verb and nothing else). Cutting there leaves the first verb without its object.
 */
function cutsSharedObject(piece: string, before: string): boolean {
  const match = SHARED_VERB_END.exec(piece);
  if (!match) return false;
  const verb = match[1] ?? match[2];
  const cut = piece.slice(0, -1).trimEnd();
  const tail = cut.split(/\s+/).slice(-3).join(' ');
  if (!new RegExp(`${escapeRegExp(tail)},?\\s+(?:and|or)\\s`, 'i').test(before)) return false;
  if (match[1] !== undefined) return true;
  // "an unpredicted change and we…": after a determiner or an adjective the word is a noun.
  const lead = cut.split(/\s+/).slice(-3, -1);
  if (lead.some((word) => /^(?:a|an|the|this|that|our|your|my|their|its|his|her)$/i.test(word)))
    return false;
  // "…will be introduced, and words of thanks…": a passive has no object to share.
  if (/^(?:be|been|being|is|are|was|were)$/i.test(lead[lead.length - 1] ?? '')) return false;
  if (
    lexiconTags(lead[lead.length - 1] ?? '').includes('Adjective') ||
    /Noun|Plural|Singular/.test(switchOf(verb) ?? '')
  )
    return false;
  const tags = lexiconTags(verb);
  return tags.length > 0 && tags.every((tag) => VERB_ONLY.test(tag));
}

/** The writer's hedge on what they will do: "we might need", "we could possibly offer", "we'll probably". */
const WRITERS_PLAN = new RegExp(
  `\\b(?:I|we)(?:['’](?:ll|re|m)|\\s+(?:will|am|are))?(?:\\s+going\\s+to)?\\s+${anyWord([...HEDGE_MODALS, ...HEDGING_ADVERBS])}`,
  'i',
);
const WRITERS_HOPE = /\b(?:I|we)\s+(?:really\s+|do\s+)?hope\b/i;
const HEDGES = new RegExp(anyWord(GUARDED_HEDGES), 'gi');
const MODAL_HEDGE = new RegExp(anyWord(HEDGE_MODALS), 'i');
const WISH = new RegExp(anyWord([WISH_ADVERB]), 'i');
/** What still leaves a claim open after a move ("might help" → "should help" is an expectation). */
const STILL_OPEN = new RegExp(
  anyWord([...OPEN_MODALS, 'can', 'likely', 'hope', WISH_ADVERB, 'possibly', 'probably']),
  'i',
);

const hedgesOf = (text: string) =>
  (text.match(HEDGES) ?? []).map((word) => word.toLowerCase()).sort();

function lostOne(before: readonly string[], after: readonly string[]): boolean {
  const left = [...after];
  for (const word of before) {
    const at = left.indexOf(word);
    if (at < 0) return true;
    left.splice(at, 1);
  }
  return false;
}

/**
 * Does the move take away the writer's hedge? "Hopefully" is a wish, never a forecast ("Hopefully
 * the storms will stay away" stays); a hedge on what the writer will do stays ("we might need
 * another two weeks", "we could possibly offer", "we're probably going to"): the writer's hedge is
 * theirs. Elsewhere a modal may firm ("might help" → "should help") but never turn into a plain
 * claim: "might help you save time" → "saves you time" is not made. Questions ask, they plan
 * nothing. Both texts masked (a masked date is no "May").
 */
export function dropsWritersHedge(before: string, after: string): boolean {
  // "I hope you will get a chance" is the writer's wish, never "I'm confident you will".
  // "We hope to see you there" → "We look forward to seeing you there" keeps it a wish.
  if (WRITERS_HOPE.test(before) && !/\bhope\b|\blook(?:ing)?\s+forward\b/i.test(after)) return true;
  const lost = lostOne(hedgesOf(before), hedgesOf(after));
  if (!lost) return false;
  if (WISH.test(before) && !WISH.test(after)) return true;
  // "Could you send…?" → "Please send…": a question's modal asks, it hedges nothing.
  if (/\?\s*["'”’)]*$/.test(before)) return false;
  if (WRITERS_PLAN.test(before)) return true;
  return MODAL_HEDGE.test(before) && !STILL_OPEN.test(after);
}

/**
 * "Muckensturm said a good economy…", "…is on track, the mayor told reporters", "According to the
 * board, …": words attributed to someone else are theirs, as in a quotation. Not reported speech:
 * the writer's own "we said", "I told you"; a set phrase or a passive ("Having said all that",
 * "With that said", "words of thanks will be said"); "a hint that tells the system"; "if all goes
 * according to plan".
 */
const REPORTING = new RegExp(
  String.raw`(?<!\b(?:I|we|you)\s+(?:\w+\s+)?)(?<!\b(?:having|that|this|be|been|being|is|are|was|were|as)\s+)\b(?:said|says|stated|states|explained|explains|according\s+to\s+(?!(?:the\s+|our\s+|your\s+|their\s+)?(?:plan|schedule|needs?|size|taste|instructions|budget|demand|season)\b)|(?:told|tells|added|adds|noted|notes|announced|announces|believes|believed)(?=(?:\s+[\w\uE000-\uE001]+){0,2}(?:\s+that\b|[.!]?["'”’]?$)))`,
  'i',
);
/** Does the sentence report what someone else said ("…, the mayor said", "X announced that…")? */
export const reportsSpeech = (text: string) => REPORTING.test(text);

const lettersOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const wordCount = (text: string) => lettersOf(text).split(' ').filter(Boolean).length;

/**
 * The words someone else is reported to have said: after the attribution when it opens them
 * ("X said a good economy…", "According to the board, the…"), before it when it closes them ("…,
 * the official said."); an aside in brackets ends at its bracket.
 */
function reportedWords(text: string, attribution: RegExpExecArray): string {
  const head = text.slice(0, attribution.index);
  let tail = text.slice(attribution.index + attribution[0].length);
  const bracket = head.lastIndexOf('(') > head.lastIndexOf(')') ? tail.indexOf(')') : -1;
  if (bracket >= 0) tail = tail.slice(0, bracket);
  // "According to the board, the…": the attribution runs to its comma.
  if (/^according/i.test(attribution[0])) {
    const comma = tail.indexOf(',');
    if (comma >= 0 && wordCount(tail.slice(comma)) >= 3) return tail.slice(comma);
    return head;
  }
  return wordCount(tail) >= 4 ? tail : head;
}

/**
 * Does the move change words someone else is reported to have said? Case and punctuation may
 * change; the writer's own words around the attribution may too. Both texts masked, so a
 * quotation already locked counts as one word.
 */
export function changesReportedWords(before: string, after: string): boolean {
  const attribution = REPORTING.exec(before);
  if (!attribution) return false;
  return !lettersOf(after).includes(lettersOf(reportedWords(before, attribution)));
}

const WORDS = /[\p{L}\p{N}\uE000-\uF8FF]/u;

/**
 * Does the move take every word of the sentence? "Maybe!" alone answers or jokes, "Honestly." is
 * a reply: a hedge or a filler word that is the whole sentence is no hedge on a claim. Masked
 * spans count as words.
 */
export const emptiesSentence = (before: string, after: string) =>
  WORDS.test(before) && !WORDS.test(after);

// A word beside itself, or beside itself in a list: "so so", "frustrated, frustrated", "dedication
// and dedication".
const DOUBLED = /\b([\p{L}'’]+)(?:\s+|\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&)\s+)\1\b/giu;
const doubles = (text: string) => text.match(DOUBLED)?.length ?? 0;

/**
 * "uncooked so therefore will crystallise" → "…so so will…", "the hard work and dedication" →
 * "the dedication and dedication", "happy, angry, frustrated" → "happy, frustrated, frustrated": a
 * swap that writes the word standing beside it.
 */
export const doublesWord = (before: string, after: string) => doubles(after) > doubles(before);
