/**
 * "Great news!!" → "Great news."; "Really?!" → "Really?". A "!" the sentence goes on after
 * ("Yahoo!, or", "say hi! or", "(we have 10!)") ends nothing, so no full stop takes its place.
 */
// "…on 6 April! – when it did come…": a mark that closes an aside before a dash stays; a full
// stop there would end the sentence.
export const exclamationsToPeriods = (text: string) =>
  text.replace(/\?!+|!+\?/g, '?').replace(/!+(?![!,;:)\w]|\s+\p{Ll}|\s+[–—-]\s)/gu, '.');

/** "!!!" → "!". */
export const singleExclamation = (text: string) =>
  text.replace(/!{2,}/g, '!').replace(/\?{2,}/g, '?');

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;
const EMOTICON = /(?<=\s|^)(?::-?[)(DPp]|;-?\)|<3|xD|XD)(?=\s|$|[.,!?])/g;
const MARKS = new RegExp(`(?:${EMOJI.source}|${EMOTICON.source}|\\s)+`, 'gu');
const bare = (text: string) => text.replace(MARKS, ' ');

/**
 * An emoji or emoticon goes only where its sentence keeps its end: a stop before it ("Done! :)"),
 * a stop or comma right after it, or the sentence going on in lower case. "Blog 7.1 is out :p
 * Incidentally, …" keeps it: the mark is the only end the first sentence has.
 */
const removable = (before: string, after: string) =>
  /^\s*[.,;:!?]|^\s+\p{Ll}/u.test(after) ||
  before.trim() === '' ||
  /[.!?…:]["'”’)\]]*$/.test(before.trimEnd());

const removeWhereEnded = (text: string, mark: RegExp) =>
  text.replace(mark, (match: string, ...rest: unknown[]) => {
    const whole = rest[rest.length - 1] as string;
    const offset = rest[rest.length - 2] as number;
    return removable(bare(whole.slice(0, offset)), bare(whole.slice(offset + match.length)))
      ? ''
      : match;
  });

export const removeEmoji = (text: string) =>
  removeWhereEnded(removeWhereEnded(text, EMOJI), EMOTICON);

const ALERT_PREFIX =
  /^(?:urgent|important|action required|attention|warning|alert|reminder|asap)\s*[:!-]+\s*/i;

/** "URGENT: the server is down" → "the server is down". */
export const removeAlertPrefix = (text: string) => text.replace(ALERT_PREFIX, '');
