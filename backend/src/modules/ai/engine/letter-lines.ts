// The lines that frame a letter or an e-mail, told apart from its body: greetings, sign-offs and
// signatures (work-document.ts labels the lines with them).
import { MASK, MASK_CLOSE, MASK_OPEN, maskPattern } from '../guardrails/mask-token.js';

export const GREETING_LINE =
  /^(?:(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening)|hiya|howdy|to whom it may concern)\b(?:[^.?]|\b(?:Mr|Mrs|Ms|Dr|Prof)\.){0,60}|to (?:all|everyone|the team)\b[^.?!]{0,30}|(?:all|everyone|team|folks|colleagues))[,!:]?$/i;
const INLINE_GREETING = maskPattern(
  'i',
)`^((?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b(?:[^,.!?\n]|\b(?:Mr|Mrs|Ms|Dr|Prof)\.|${MASK}\.){0,40}[,!]+\s+)(?=\S)`;
// "Hello, Levelheads! Prepare your jackets…": the readers' name after the greeting is part of it.
const VOCATIVE = maskPattern(
  'u',
)`^((?:[\p{Lu}${MASK_OPEN}][\p{L}${MASK_CLOSE}\d'’-]*)(?:\s+[\p{Lu}${MASK_OPEN}][\p{L}${MASK_CLOSE}\d'’-]*){0,2}[,!]+\s+)(?=\S)`;
/** The greeting a line of running text opens with ("Hi Sam, …", "Hello, Levelheads! …"). */
export function inlineGreeting(line: string): string | undefined {
  const greeting = INLINE_GREETING.exec(line)?.[1];
  if (!greeting) return undefined;
  const vocative = /,\s+$/.test(greeting)
    ? VOCATIVE.exec(line.slice(greeting.length))?.[1]
    : undefined;
  return greeting + (vocative ?? '');
}
export const SIGNOFF_LINE =
  /^(?:best|best regards|kind regards|warm regards|warmest regards|regards|warmly|cheers|thanks|thank you|many thanks|thanks again|sincerely(?: yours)?|yours(?: truly| sincerely)?|all the best|talk soon|speak soon|take care|with thanks|respectfully|best wishes|warm wishes|with gratitude|onwards|love|as ever|as always|yours ever|ever yours|blessings|with love|fondly|affectionately|god bless)[,!.]?$/i;
/** "Thanks for your time," "Thank you again for your help,": a closing formula ends in a comma. */
export const SIGNOFF_PHRASE =
  /^(?:thanks|thank you|many thanks|best|kind|warm|all the best|looking forward|see you|with)\b[^.!?]{0,40},$/i;
const SIGNATURE_WORDS = 7;
/** "Best, Sam", "Thanks, Ana", "Kind regards," at the end of a line of running text. */
const INLINE_SIGNOFF_WORDS =
  /^(?:best regards|best wishes|best|kind regards|warm regards|regards|warmly|cheers|thanks|thank you|many thanks|sincerely|all the best|talk soon|take care|as ever|as always|yours ever|ever yours|blessings|with love|fondly|affectionately|god bless)(?=[,!.\s]|$)/i;
/** What may follow the sign-off words: punctuation and a short name (case-sensitive). */
const INLINE_SIGNOFF_NAME = maskPattern(
  'u',
)`^[,!.]?(?:\s*[\p{Lu}${MASK_OPEN}][\p{L}${MASK_OPEN}${MASK_CLOSE}\d.'’-]*(?:\s[\p{Lu}${MASK_OPEN}][\p{L}${MASK_OPEN}${MASK_CLOSE}\d.'’-]*){0,2})?$`;
export const isInlineSignoff = (text: string) => {
  const words = INLINE_SIGNOFF_WORDS.exec(text);
  return words !== null && INLINE_SIGNOFF_NAME.test(text.slice(words[0].length));
};
/** "Regards, Phil and Julie and the rest of the team.": sign-off words and who signs, one line. */
export const SIGNED_LINE = maskPattern(
  'iu',
)`^(?:best regards|kind regards|warm regards|regards|best wishes|many thanks|thanks|thank you|cheers|all the best|with love|love|sincerely|yours sincerely|warmly),\s+[\p{Lu}${MASK_OPEN}][^.!?]{0,60}[.!]?$`;
/** A closing thanks on its own line above a name: "Thanks for sticking with us!". */
export const THANKS_LINE =
  /^(?:thanks|thank you|many thanks|cheers|with thanks|warmly|best|see you)\b[^.?]{0,60}[,!.]?$/i;
const CLOSING_COMMA = /^[^.!?]{1,80},$/;
const SIGNOFF_WORDS = 10;
/** "Interested to hear your thoughts,", "Happy April everyone,": a short line waiting on a name. */
export const isClosingFormula = (text: string) =>
  CLOSING_COMMA.test(text) && text.split(/\s+/).length <= SIGNOFF_WORDS;
/** "-Farmer Matt", "– Liz": a name of one to three words after a dash, the dash its own. */
// "-om", "– jk": initials in lower case sign a note too.
const DASHED_NAME = String.raw`(?:—|–|--?)\s*(?:(?:[\p{Lu}][\p{L}'’.-]*|${MASK})(?:\s(?:[\p{Lu}][\p{L}'’.-]*|${MASK})){0,2}|\p{Ll}{1,3})`;
/** A sentence that ends in a signature after a dash: "…in a few weeks – Liz". */
export const TRAILING_DASH_NAME = maskPattern('u')`^(.*[^\s–—-])(\s+${DASHED_NAME})$`;
export const DASH_NAME = maskPattern('u')`^${DASHED_NAME}$`;
/** "— Sam", "-- The Lumen team", "The Lumen team": a signature whatever comes before it. */
// "+Tom Breidenthal", "† Nicholas": a cleric signs with a cross before the name.
export const DASH_SIGNATURE = /^(?:—|–|--?|[+†](?=\s*[A-Z\uE000]))\s*\S.{0,50}$/;
export const TEAM_SIGNATURE = maskPattern(
  'u',
)`^(?:[Tt]he\s+)?[\p{Lu}${MASK_OPEN}][^.!?:;]{0,40}\b(?:team|crew|folks)$`;
/** "Roisin xx", "Sam x": kisses after a name sign a friendly note. */
const KISSES = String.raw`(?:\s+(?:x{1,4}|xo|xoxo))?`;
export const SIGNATURE_LINE = maskPattern(
  'u',
)`^[\p{Lu}][\p{L}.'’-]*(?:\s[\p{Lu}][\p{L}.'’-]*){0,3}${KISSES}$|^${MASK}(?:\s${MASK})?${KISSES}$`;

/** "Kate", "Sam Ortiz", "Dr Patel", "Roisin xx": a name alone on a line. */
export const BARE_NAME = maskPattern(
  'u',
)`^(?:[\p{Lu}][\p{Ll}.'’-]+|${MASK})(?:\s(?:[\p{Lu}][\p{Ll}.'’-]+|${MASK}))?${KISSES}$`;

/** A short unpunctuated line that starts with a capital: a name, a title, a team. */
export const isSignatureLike = (line: string) =>
  maskPattern('u')`^[\p{Lu}${MASK_OPEN}]`.test(line) &&
  !/[.!?:;]$/.test(line) &&
  line.split(/\s+/).length <= SIGNATURE_WORDS;
