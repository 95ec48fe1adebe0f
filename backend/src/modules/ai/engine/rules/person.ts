import { IS_MASK, MASK } from '../../guardrails/mask-token.js';
import { PARTY_NOUNS, PEOPLE_NOUNS } from '../data/topic-words.js';
import { isCommonSentenceStart, lowerFirst } from '../language/casing.js';
import type { SpanMasker } from '../../guardrails/span-masker.js';
import { continuesVerb, isPastForm } from '../language/verb-phrase.js';
import { isFirstName } from '../language/lexicon.js';
import type { RewriteContext } from '../context.js';

// "all customers" are the reader; "many businesses", "most users" are some of a group the writer
// talks about ("Many businesses will not survive" is never "You won't survive").
const SUBJECT_PEOPLE = new RegExp(
  String.raw`(^|[,;]\s+|\band\s+)(?:(?:the|all)\s+)?(?:${PEOPLE_NOUNS})\s+(can|will|get|gain|receive|enjoy|save|see|have|now\s+have|now\s+get|now\s+can)\b`,
  'gi',
);
const OBJECT_PEOPLE = new RegExp(
  String.raw`\b(helps|help|lets|let|allows|allow|enables|enable|gives|give)\s+(?:(?:the|all)\s+)?(?:${PEOPLE_NOUNS})\b(?!\s+(?:that|who|which|with|of|in|at|like)\b)(\s+(?:to\s+)?)?`,
  'gi',
);
const THEIR = /\btheir\b/g;
const THEMSELVES = /\bthemselves\b/g;
const THEY = /\b(?:they|them|theirs)\b|\bthey['’]/i;

/**
 * "Customers can track their orders" → "You can track your orders". Never where the sentence
 * already speaks to someone ("you can give clients access", "Clients receive your report": the
 * clients are a third party) nor to "our employees", who are the writer's people.
 */
export function addressReader(text: string): string {
  if (/\b(?:you|your|yours)\b/i.test(text)) return text;
  let changed = false;
  let out = text.replace(SUBJECT_PEOPLE, (_match, lead: string, verb: string) => {
    changed = true;
    return `${lead}${lead ? 'you' : 'You'} ${verb.toLowerCase()}`;
  });
  out = out.replace(OBJECT_PEOPLE, (_match, verb: string, to: string | undefined) => {
    changed = true;
    const lower = verb.toLowerCase();
    const needsTo = /^(?:allows?|enables?)$/.test(lower);
    const next =
      to === undefined ? '' : needsTo ? ' to ' : /^(?:lets?|helps?)$/.test(lower) ? ' ' : to;
    return `${verb} you${next}`;
  });
  // "help users decide when they should upgrade": "they" would still name the users, and
  // "they" might name something else ("when they ship"): the sentence keeps its third person.
  if (changed && THEY.test(text)) return text;
  return changed ? out.replace(THEIR, 'your').replace(THEMSELVES, 'yourself') : out;
}

/**
 * The people a product or a service is for are its reader ("Users can save four presets" → "You
 * can…"); in news, a notice or a story they are someone else: "People will be coming from all
 * over" in a bakery's anniversary release is never "You'll be coming".
 */
export const addressReaderOfOffer = (text: string, _info: unknown, ctx: RewriteContext) =>
  (ctx.textType === 'product' || ctx.textType === 'service') && !ctx.servesOthers
    ? addressReader(text)
    : text;

const M = MASK;
const FEATURE = new RegExp(
  String.raw`^(${M}|(?:The|Our|This|Your|These)\s+(?:(?:[\w-]+|${M})\s+){0,3}?[\w-]+)\s+(now\s+)?(has|have|offers|offer|includes|include|provides|provide|comes\s+with|come\s+with|features|supports|support|brings|bring)\s+(?!(?:been|to|not|no|out|up|back|about|forth|down|along|together)\b)(.+?)([.!]?)$`,
);
const PEOPLE_HEAD = new RegExp(
  String.raw`\b(?:${PEOPLE_NOUNS}|${PARTY_NOUNS}|team|we|they|it)$`,
  'i',
);
/** "The producers of both products": the head of a subject stands before its "of" phrase. */
const headOf = (subject: string) => subject.split(/\s+(?:of|for|from|at|in|on|with)\s+/i, 1)[0];

/** "The dashboard has live alerts." → "With the dashboard, you get live alerts." */
// "…a listening audience of 2.5 million people": an audience, followers or customers are the
// subject's, not something the reader gets.
/** What is named for other people ("…for patrons of all ages", "staff amenities"): no reader's gain. */
export const OTHERS_USE =
  /\b(?:staff|employees?|providers?|physicians|doctors|nurses|clinicians|volunteers|crew|personnel|patients|patrons|residents|students|members|audiences?|listeners|followers|subscribers|readers|customers|clients|fans|visitors|families)\b/i;

/** "…has new pads and is in full working order": a second verb of the subject's after "and". */
export const SECOND_VERB = /,?\s+(?:and|but|yet)\s+(?:is|are|was|were|has|have|can|will)\b/i;

const RECORD_HEAD =
  /\b(?:numbers?|versions?|ids?|identifiers?|codes?|names?|titles?|labels?|formats?|strings?|fields?|values?|keys?|urls?|address(?:es)?|dates?|prices?|fees?|totals?|costs?|rates?|amounts?|figures?|sums?|balances?|bills?|invoices?|charges?|receipts?|statements?|highlights|results|statistics|stats|findings|accounts|financials|assets)$/i;
// What a project, a grant or an agreement between others takes in is work to be done or terms
// agreed, nothing the reader gets ("our basic contract" is a plan the reader buys, and stays one).
const WORKS_NOUNS = String.raw`projects?|renovations?|expansions?|refurbishments?|budgets?|grants?|initiatives?|campaigns?|works|phases?|agreements?|partnerships?|mergers?`;
const WORKS_HEAD = new RegExp(String.raw`\b(?:${WORKS_NOUNS})$`, 'i');
/**
 * "The project begins in December. It includes barrier board…": a sentence about a project, a
 * grant or an agreement, so the "It" after it is that undertaking, nothing the reader gets.
 */
export const UNDERTAKING_OPENING = new RegExp(
  String.raw`^(?:the|this|that|our|their|its|each)\s+(?:[\w’'-]+\s+){0,3}?(?:${WORKS_NOUNS})\b`,
  'i',
);
const SPECIFICATION =
  /^(?:an?\s+)?(?:\S+\s+){0,3}?(?:rates?|ratios?|dilutions?|concentrations?|thickness|weights?|dimensions?|densit(?:y|ies)|percentages?|pH|strength|wattage|voltage)\b/i;
const LIMIT =
  /^(?:(?:a|an)\s+)?(?:(?:small|short|brief|narrow|tight)\s+(?:window|time|period|timeframe|amount|number|quantity|supply|allowance)|limited|strict)\b|^only\b/i;
const INTENTIONS =
  /^(?:(?:a|an|the|its|their|our|big|new|ambitious)\s+)*(?:plans?|intentions?|hopes?|goals?|aims?|ambitions?|dreams?|proposals?)\b/i;

const namesAPerson = (subject: string) =>
  /^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(subject) && isFirstName(subject.split(/\s+/, 1)[0].toLowerCase());

export function featureToBenefit(
  text: string,
  masker: SpanMasker,
  lowerWords: ReadonlySet<string>,
): string {
  // "OpenSSL support   Pegasus Mail now uses…": a run-in heading before its sentence.
  const match = /\S\s{3,}\S/.test(text) ? null : FEATURE.exec(text);
  if (!match) return text;
  const [, subject, now, verb, object, end] = match;
  // "The parcel has now been sent", "The team have already left": the perfect tense; after a
  // name any past form is ("Serco NorthLink Ferries has opened bookings…": a firm acts).
  const named = IS_MASK.test(subject) && isPastForm(object.split(/\s+/, 1)[0]);
  if (/^ha(?:s|ve)$/.test(verb) && (continuesVerb(object) || named)) return text;
  // "The producers of both products have declared…": people or a party act, they are no offer;
  // nor is "Dave Carless" (a first name the lexicon knows) something the reader gets a plan with.
  if (
    namesAPerson(masker.unmask(subject)) ||
    PEOPLE_HEAD.test(subject) ||
    PEOPLE_HEAD.test(headOf(subject)) ||
    // "Our juniors have their trip…": what the subject's own "their" names is theirs.
    /\b(?:you|your|their|his|her)\b/i.test(object.split(/\s+/, 1)[0])
  )
    return text;
  // "…staff amenities, and provider offices": what is named is for other people, so the reader
  // does not "get" it.
  if (OTHERS_USE.test(object)) return text;
  // "The version number includes the revision", "The total includes VAT": what a number, a name
  // or an amount is made of is no feature the reader gets.
  if (RECORD_HEAD.test(headOf(subject))) return text;
  // "The $1.4 million project includes additions…, moving…": what a project or a grant takes in
  // is work to be done, nothing the reader gets (a "Pro plan" is a product, and stays one).
  if (WORKS_HEAD.test(headOf(subject))) return text;
  // "The best estimate I have is later this evening": a clause with its own subject inside the
  // subject, and a verb where the object should be; "…boasts noteworthy features such as…": the
  // verb was read as the subject's last word, and the object is no noun phrase.
  if (
    /\s(?:I|we|you|they|he|she)\b/.test(subject) ||
    /^(?:such\s+as|like|is|are|was|were|be|been|being|will|would|can|could|to)\b/i.test(object)
  )
    return text;
  // "The city has plans to open a museum": an intention is no feature the reader gets; "This
  // shop has a small window of five minutes…": a limit is none either.
  if (INTENTIONS.test(object) || LIMIT.test(object)) return text;
  // "These layouts include Hinton Parva (00), Prospect Point (H0)…", "The main categories include
  // vegetables, fruit…": a plural subject that includes names its members, nothing the reader gets
  // with them ("With these layouts, you get Hinton Parva" says the layouts twice).
  if (verb === 'include') return text;
  // "Our balms have a .5% dilution rate": a measure of the product is its specification, not
  // something the reader gets.
  if (SPECIFICATION.test(object)) return text;
  // "The following new features have been added", "The competition features a panel of judges,
  // and uses…": the verb was a noun, or the subject goes on to a second verb the frame would cut.
  if (
    /^(?:have|has|had)\b/i.test(object) ||
    /,?\s+and\s+[a-z]+s\b/.test(object) ||
    SECOND_VERB.test(object)
  )
    return text;
  // "The partnership will support…", "The event will also include…": a modal or an adverb in the
  // subject slot (the subject is a noun phrase, nothing of the verb); "provides services to
  // agencies": the object has a recipient of its own, who is not the reader.
  if (
    /\b(?:will|would|can|could|may|might|should|must|shall|do|does|did|also|already|still|just|soon|always|never|often|usually|really|however|therefore|though|thus)\b/i.test(
      subject.replace(/^\S+\s*/, ''),
    )
  )
    return text;
  if (
    /\b(?:to|for)\s+(?!you\b|your\b)(?:both\s+|the\s+|its\s+|their\s+|our\s+)?[a-z]/i.test(
      object,
    ) &&
    /^(?:provides?|offers?|brings?)$/i.test(verb)
  )
    return text;
  // "This release adds two features…": the verb sits inside what looked like the subject.
  if (
    /\s(?:adds|fixes|makes|gets|lets|takes|gives|helps|runs|is|are|was|were|has|had)\b/i.test(
      subject,
    )
  )
    return text;
  const first = subject.split(/\s+/, 1)[0];
  // "Breakfast includes pancakes": one capitalised word at the sentence start may be a name or a
  // common noun, and moved into the sentence its case would say which; the frame is not made.
  if (subject === first && /^\p{Lu}\p{Ll}+$/u.test(masker.textOf(first))) return text;
  const thing =
    masker.spanAt(first) || !isCommonSentenceStart(first, lowerWords)
      ? subject
      : lowerFirst(subject);
  const gets = /^supports?$/i.test(verb)
    ? `can ${now ? 'now ' : ''}use`
    : `${now ? 'now ' : ''}get`;
  return `With ${thing}, you ${gets} ${object}${end || '.'}`;
}

// "This brings it in line with…": what a pronoun stands for is moved, not given to the reader;
// "gives out", "gives off": a particle makes another verb.
const GIVES =
  /^((?:A|An|The|Each|Every|One|Our|This|Your)\b[^,;]{0,60}?\s)(gives|saves|brings|offers)\s+(?!you\b|your\b|yourself\b|us\b|me\b|them\b|him\b|her\b|it\b|itself\b|way\b|up\b|back\b|out\b|off\b|away\b|in\b|over\b|forth\b)/;
// "The bloom gives the candle a rustic look": a noun phrase and then a second one; the first is
// who or what gets it, not the reader.
const OBJECT_THEN_OBJECT =
  /^(?:the|this|that|these|those|its|their|our|his|her|each|every)\s+(?:[\w-]+\s+){1,3}?(?:a|an|the|some|more|extra|everything|plenty)\b/i;
// "offers residents important updates": the people named first are who gets it, not the reader.
const RECIPIENTS_FIRST =
  /^(?:(?:all|its|our|their|local|new|existing)\s+)?(?:residents|customers|clients|members|users|visitors|guests|students|families|parents|patients|people|businesses|owners|readers|subscribers|everyone|participants|players|staff|employees|travell?ers|riders|homeowners|communities)\b/i;
// What "saves" can save for the reader alone: their own time, money or effort. "saves land,
// energy, and water" saves it for everyone, and "saves you land" says another thing.
const OWN_SAVING =
  /^(?:[^\s,;]+\s+){0,3}?(?:time|money|effort|hassle|trouble|work|steps?|clicks?|trips?|hours?|minutes?|days?|weeks?|dollars|pounds|euros|cash|[$€£]\s?\d+)\b/i;

// "brings funds into the allotment", "gives a boost to local shops": what is given goes somewhere
// else, and the reader does not get it.
const ELSEWHERE = /^[^,;.!?]*?\b(?:into|to|towards|for|onto)\s+(?!you\b|your\b|yourself\b)\S/i;

const NOT_A_GIFT =
  /^(?:its|their|his|her)\b|^(?:[^\s,;]+\s+){0,2}?(?:difficult(?:y|ies)|problems?|challenges?|risks?|issues?|delays?|trouble|headaches?|complications?)\b/i;

/** "A 10 minute charge gives about 5 hours of playback." → "…gives you about 5 hours…". */
export const benefitForReader = (text: string) =>
  /\b(?:we|I)\b/i.test(text.split(/\s+/).slice(0, 3).join(' '))
    ? text
    : text.replace(GIVES, (match, lead: string, verb: string, offset: number) => {
        const rest = text.slice(offset + match.length);
        // "…is underfunded, which of course brings its difficulties": a relative clause's verb,
        // and what the subject brings with itself or against anyone is no gift to the reader.
        if (
          ELSEWHERE.test(rest) ||
          /\b(?:which|that|who)\b/i.test(lead) ||
          NOT_A_GIFT.test(rest) ||
          RECIPIENTS_FIRST.test(rest) ||
          OBJECT_THEN_OBJECT.test(rest)
        )
          return match;
        return /^saves$/i.test(verb) && !OWN_SAVING.test(rest) ? match : `${lead}${verb} you `;
      });

const YOU_CAN = /^You\s+can\s+(?:now\s+)?([a-z]+)\b([^.!?]{3,80})\.$/;
/** "You can save four presets." → "Imagine being able to save four presets." */
export function imagineAbility(text: string): string {
  const match = YOU_CAN.exec(text);
  return match ? `Imagine being able to ${match[1]}${match[2]}.` : text;
}
