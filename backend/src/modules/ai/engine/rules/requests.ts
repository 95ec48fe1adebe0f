import { HAS_MASK, MASK_TOKENS } from '../../guardrails/mask-token.js';
import {
  GENTLE_OPENERS,
  IMPERATIVE_VERBS,
  INVITATION,
  opensWithLabel,
  startsWithNounSubject,
} from '../data/commands.js';
import { TIME_WORDS } from '../data/topic-words.js';
import { lowerFirst, upperFirst } from '../language/casing.js';
import { looksLikeClause } from '../language/clauses.js';
import type { SpanMasker } from '../../guardrails/span-masker.js';
import type { SentenceInfo } from '../context.js';

const M = HAS_MASK;
const PLEASE_COMMAND = /^(?:please|kindly)\s+([a-z][\w-]*)\b([^?]*?)[.!]*$/i;
const BARE_COMMAND = /^([A-Z][a-z-]*)\b([^?]*?)[.!]*$/;
// "Keep in mind there are two types…" tells; "Questions? Please ask!" offers.
const HEADS_UP =
  /^(?:please\s+)?(?:(?:keep|bear)\s+in\s+mind|remember\s+that)\b|^(?:please\s+)?(?:just\s+)?ask(?:\s+(?:us|me|away))?\s*[.!]*$/i;
// "Try it now in your account", "Follow us to hear about updates": an invitation for the reader's
// own good, which "Could you…?" turns into a favour asked of them.
// "Remember the meeting in May!" reminds; it asks no favour.
// "Buy a unique tea cosy from our range": a call to buy invites; "Please buy…" begs.
const NOT_REQUESTS =
  /^(?:note|be|see|find|enjoy|feel|let|accept|join|allow|try|follow|discover|explore|visit|remember|buy|shop)$/i;
const HABIT_VERBS = new Set(['stop', 'avoid', 'quit', 'refrain', 'keep', 'remember', 'never']);
const PATIENCE_TAILS = [
  'when you have a moment',
  'when you get a chance',
  'when you are able',
  'whenever you can',
];

/** The sentence already names a time (a protected date or time, or "today", "now"…). */
/** "before then", "by the meeting": a time the author named relative to something else. */
const RELATIVE_TIME =
  /\b(?:before|by|after|until|till)\s+(?:then|that time|the (?:meeting|review|call|event|launch|deadline))\b/i;

/** Does the text name a time: a time word ("today", "by end of day"), a relative one, or a date? */
export function namesATime(text: string, masker: SpanMasker): boolean {
  if (TIME_WORDS.test(text) || RELATIVE_TIME.test(text)) return true;
  for (const match of text.matchAll(MASK_TOKENS)) if (masker.isDateOrTime(match[0])) return true;
  return false;
}

/** A label that leads to a link: it trails off, or points "here" or "below". */
const LINK_LABEL = /(?:\.{3}|…)\s*$|\b(?:here|below|link)\b/i;

/** Does the sentence hold a link or an address (a masked URL or e-mail)? */
export const holdsLink = (text: string, masker: SpanMasker) =>
  [...text.matchAll(MASK_TOKENS)].some((token) => {
    const kind = masker.spanAt(token[0])?.kind;
    return kind === 'url' || kind === 'email';
  });

/** Weekdays, months and day ordinals ("the 13th"): a text that holds one sets its own dates. */
const DATE_WORD =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august|september|october|november|december|\d{1,2}(?:st|nd|rd|th))$/;
export const hasDateWords = (lowerWords: ReadonlySet<string>) =>
  [...lowerWords].some((word) => DATE_WORD.test(word));

/** "Read on… and all the best for what lies ahead": a wish rides on the sentence, and a question
 * would ask it. */
const WELL_WISH =
  /\band\s+(?:all\s+the\s+best|best\s+wishes|good\s+luck|have\s+a\s+(?:great|good|lovely))\b/i;

/** "Report damage within one week of receipt": a time limit makes the command a rule, no favour. */
const TIME_LIMIT =
  /\b(?:within\s+(?:\S+\s+){0,2}(?:hours?|days?|weeks?|months?)|no\s+later\s+than|at\s+least\s+\S+\s+(?:hours?|days?|weeks?)\s+(?:before|in\s+advance|prior))\b/i;

/** "Keep on quilting!", "Keep up the good work!": a cheer to carry on, no favour to ask. */
const CHEER = /^(?:keep\s+(?:on\s+)?[a-z]+ing\b|keep\s+(?:it|up)\b|carry\s+on\b|never\s+stop\b)/i;

/** "Please send a check for the balance": a payment is due when the writer says, not at leisure. */
const PAYMENT =
  /\b(?:pay|payments?|(?:a|the|your|by)\s+(?:check|cheque)|balance|invoice|fees?|deposit|dues|remit)\b/i;

/** "Come rain or shine we will be open", "Come what may": an idiom of the sentence, no command. */
const COME_WHAT_MAY = /^come\s+(?:rain\s+or\s+shine|what\s+may|hell\s+or\s+high\s+water)\b/i;

/** "Send the report." → "Could you send the report?"; with `patience`, adds "when you have a moment". */
export function softenCommand(
  text: string,
  patience: boolean,
  hasTime: boolean,
  choice: number,
  bareToo: boolean,
): string {
  // "Register here: https://…" points somewhere and "Open questions: …" is a label; "Contact Gavin
  // with any questions" is an offer, not a request.
  // "Send good vibes our way, and we'll give you an update": the ask has a clause of its own
  // after it, a promise in return; a question cannot hold both.
  // "Update -", "Update 2023-10-05 12:00 CEST": a label or a heading asks nothing.
  // A sentence that points to a link ("find more information here") stays as the writer set it.
  if (
    opensWithLabel(text) ||
    LINK_LABEL.test(text) ||
    joinsClauses(text) ||
    AND_OWN_CLAUSE.test(text) ||
    AND_NEGATIVE_COMMAND.test(text) ||
    TRAILS_OFF.test(text) ||
    /:/.test(text) ||
    /\bany\s+(?:questions|problems|issues|concerns)\b/i.test(text) ||
    WELL_WISH.test(text) ||
    TIME_LIMIT.test(text)
  )
    return text;
  const also = ALSO_START.test(text);
  const command = also ? upperFirst(text.replace(ALSO_START, '')) : text;
  // "Come by for a coffee" welcomes the reader: it is no favour to ask for; "Keep in mind there
  // are two types…" tells them something, it asks nothing.
  if (
    INVITATION.test(command) ||
    HEADS_UP.test(command) ||
    COME_WHAT_MAY.test(command) ||
    CHEER.test(command)
  )
    return text;
  const words = command.split(/\s+/).length;
  const please = PLEASE_COMMAND.exec(command);
  // "Keep it in top form!", "Bring containers and cash.": outside a letter a bare command is a
  // step or a call, and "Could you…?" reads out of step with it (read on the real texts: 27 of
  // 31 such questions needed a real edit); "Please…" already asks.
  const bare = please || !bareToo ? undefined : BARE_COMMAND.exec(command);
  const found = please ?? bare;
  if (!found) return text;
  const verb = found[1];
  const lowerVerb = verb.toLowerCase();
  if (
    !IMPERATIVE_VERBS.has(lowerVerb) ||
    startsWithNounSubject(command) ||
    GENTLE_OPENERS.has(lowerVerb) ||
    NOT_REQUESTS.test(lowerVerb)
  )
    return text;
  if (/^\s*(?:to|and|of|is|are|was|were)\b/i.test(found[2]) && !please) return text;
  const tail =
    patience &&
    !hasTime &&
    words <= 14 &&
    !/\b(?:when|whenever|once|after|if|unless)\b/i.test(command) &&
    // "Stop leaving dishes in the sink when you are able": a habit to give up has no "later".
    !HABIT_VERBS.has(lowerVerb) &&
    !PAYMENT.test(command)
      ? ` ${PATIENCE_TAILS[choice % PATIENCE_TAILS.length]}`
      : '';
  const body = `${lowerVerb}${found[2]}`.replace(/,\s*please\b/i, '');
  return `Could you ${please ? 'please ' : ''}${also ? 'also ' : ''}${body}${tail}?`;
}

// A time only goes at the end of a plain instruction: after "if you do not need it anymore" or
// "with any questions" it would attach to the wrong clause.
const NO_TIME_AT_END =
  /\b(?:if|when|whenever|unless|once|because|as|not|never|don['’]t|anymore|any questions|any time|anytime|again|first|later|soon|before|after|by|until|tonight|tomorrow|morning|afternoon|evening|night|week|month|weekend)\b|[:;]/i;
export const takesTimeAtEnd = (text: string) => !NO_TIME_AT_END.test(text);

const ALSO_START = /^also,?\s+/i;
const AND_OWN_CLAUSE = /\band\s+(?:I|we|you|they|he|she|it)(?:['’](?:ll|re|ve|d|m|s))?\s/i;
// "Get set for a great April . . . after a whirlwind March": a line that trails off runs on into
// the next; a question mark would cut it.
const TRAILS_OFF = /(?:\.\s*\.\s*\.|…)\s*$/;
// "Send us a message and don't forget the order ID!": a second command, a "don't" one, cannot
// sit inside "Could you …?".
const AND_NEGATIVE_COMMAND = /\b(?:and|or|but)\s+(?:don['’]t|do\s+not|never|please)\b/i;
const COMMA_CLAUSE = /,\s+(?!and\b|or\b)/g;

/**
 * A comma splice or two clauses ("Check the numbers, the board noticed a mismatch"), or anything
 * after a semicolon ("Bring a chair; we'll also be selling popcorn…"): a question made of the
 * command would swallow the statement after it.
 */
export function joinsClauses(text: string): boolean {
  if (/;\s*\S/.test(text)) return true;
  for (const match of text.matchAll(COMMA_CLAUSE)) {
    if (looksLikeClause(text.slice(match.index + match[0].length))) return true;
  }
  return false;
}

const BARE_IMPERATIVE = /^(?:also,?\s+)?([A-Z][a-z-]*)\b(?=\s)/;
/**
 * A heading: no stop at the end, at most eight words, every word of four letters or more
 * capitalised ("Set Automatic Backups", "Manual Backups"). It names a section; it asks nothing.
 */
export function isHeading(text: string): boolean {
  // A masked name counts as one capitalised word ("Set ◊0" for "Set Weekly Exports").
  const trimmed = text.replace(MASK_TOKENS, 'Name').trim();
  if (/[.!?:;,)"”’]$/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  const long = words.filter((word) => /^\p{L}{4,}/u.test(word));
  return (
    words.length >= 2 &&
    words.length <= 8 &&
    long.length > 0 &&
    long.every((word) => /^\p{Lu}/u.test(word))
  );
}

/** "Send me the numbers." → "Please send me the numbers." */
export function politeCommand(text: string): string {
  // "Read more...", "Learn more.": a link's label or a one- or two-word line is no request.
  if (LINK_LABEL.test(text) || text.trim().split(/\s+/).length <= 2) return text;
  const verb = BARE_IMPERATIVE.exec(text)?.[1]?.toLowerCase() ?? '';
  // "Open questions: …" is a label, not a command; so is a heading ("Set Automatic Backups").
  if (/^\S+(?:\s+\S+)?:/.test(text) || isHeading(text) || opensWithLabel(text)) return text;
  if (
    !IMPERATIVE_VERBS.has(verb) ||
    startsWithNounSubject(text) ||
    GENTLE_OPENERS.has(verb) ||
    NOT_REQUESTS.test(verb) ||
    /\?$/.test(text)
  ) {
    return text;
  }
  const also = ALSO_START.test(text);
  return `Please ${also ? 'also ' : ''}${lowerFirst(text.replace(ALSO_START, ''))}`;
}

const YOU_MUST = /\byou\s+must\b/gi;
const DONT_FORGET = /\b(?:don['’]t|do\s+not)\s+forget\s+to\b/gi;
/** "You must" → "You'll need to"; "Don't forget to" → "Please remember to". */
export const gentleObligations = (text: string) =>
  text
    .replace(YOU_MUST, (match) => (match[0] === 'Y' ? "You'll need to" : "you'll need to"))
    .replace(DONT_FORGET, (match) =>
      match[0] === 'D' ? 'Please remember to' : 'please remember to',
    );

// "Would you be open to a call?" asks about the reader, not for a task: it stays a question.
const CAPABILITY =
  /\b(?:alone|by yourself|on your own|afford|imagine|believe|guess|tell the difference|really)\b/i;
const RHETORICAL_PAIR = /,\s*(?:then|so|and)?\s*(?:why|how\s+come)\b[^?]*\?$/i;
// "Would you not go to a lesson because…?", "Would you ever…?", "Would you rather…?": a question
// about the reader's choice, often rhetorical, asks nothing of them.
const QUESTION_REQUEST =
  /^(?:could|can|would|will)\s+you\s+(?:please\s+)?(?!be\b|not\b|never\b|ever\b|even\b|rather\b)([a-z][^?]*?)\s*\?$/i;
// "Hey, can you send…": the greeting stays in front of the sharpened request.
const GREETING_LEAD = /^((?:hey|hi|hello|hiya)(?:\s+[A-Z]\w*)?,\s+)(?=[a-z])/i;
const APPRECIATE_REQUEST =
  /^(?:I|we)\s+(?:would|['’]d)\s+(?:really\s+)?(?:appreciate\s+it|be\s+grateful)\s+if\s+you\s+could\s+([^.!?]+)[.!]?$/i;
const GREAT_IF =
  /^It\s+would\s+be\s+(?:great|helpful|nice|good|wonderful|ideal|appreciated)\s+if\s+you\s+could\s+([^.!?]+)[.!]?$/i;
const PLEASE_PLAIN =
  /^Please\s+(?!note\b|be\s+aware\b|find\b|see\b|let\b|feel\b|accept\b|enjoy\b|join\b|remember\b|do\s+not\s+hesitate\b|don['’]t\s+hesitate\b)([^.!?]+)\.$/i;

// "Could you simplify the checkout process, please? Yes, we heard you!": a question the writer
// answers is the customers' request, voiced; made an order, it would tell the reader to do it.
const ANSWER = /^(?:yes|no|absolutely|of course|sure|indeed|we heard you|you asked)\b/i;
export const answeredByWriter = (info: SentenceInfo) => ANSWER.test(info.following ?? '');

/** "Could you send the file?" → "Please send the file today." */
export function sharpenRequest(text: string, hasTime: boolean, addTime: boolean): string {
  const greeting = GREETING_LEAD.exec(text)?.[1];
  if (greeting) {
    const sharpened = sharpenRequest(upperFirst(text.slice(greeting.length)), hasTime, addTime);
    return `${greeting}${lowerFirst(sharpened)}`;
  }
  const time = hasTime || !addTime ? '' : ' today';
  // "Can you save your marriage alone?", "Can you afford to wait?": a question about what the
  // reader is able to do asks nothing of them.
  // "Would you ask a carpet fitter to build you a wall, then why ask a builder…?": a question
  // answered by another question is rhetorical.
  if (CAPABILITY.test(text) || RHETORICAL_PAIR.test(text)) return text;
  for (const pattern of [QUESTION_REQUEST, APPRECIATE_REQUEST, GREAT_IF]) {
    const match = pattern.exec(text);
    if (match && !M.test(match[1].split(/\s+/, 1)[0]))
      return `Please ${lowerFirst(match[1].trim())}${time}.`;
  }
  const please = PLEASE_PLAIN.exec(text);
  if (please && time && text.split(/\s+/).length <= 20 && takesTimeAtEnd(text))
    return `Please ${please[1]}${time}.`;
  return text;
}

const CAN_YOU =
  /^((?:(?:hey|hi|hello|hiya)(?:\s+[A-Z]\w*)?,\s+)?)can\s+you\s+(?!please\b)(?=[a-z][^?]*\?$)/i;
/** "Can you send the numbers?" → "Could you please send the numbers?" */
export const courteousQuestion = (text: string) =>
  text.replace(CAN_YOU, (_match, lead: string) => `${lead}${lead ? 'could' : 'Could'} you please `);
