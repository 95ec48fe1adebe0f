/**
 * "Great news!!" → "Great news."; "Really?!" → "Really?". A "!" the sentence goes on after
 * ("Yahoo!, or", "say hi! or", "(we have 10!)") ends nothing, so no full stop takes its place.
 */
export const exclamationsToPeriods = (text: string) =>
  text.replace(/\?!+|!+\?/g, '?').replace(/!+(?![!,;:)\w]|\s+\p{Ll})/gu, '.');

/** "!!!" → "!". */
export const singleExclamation = (text: string) =>
  text.replace(/!{2,}/g, '!').replace(/\?{2,}/g, '?');

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;
const EMOTICON = /(?<=\s|^)(?::-?[)(DPp]|;-?\)|<3|xD|XD)(?=\s|$|[.,!?])/g;
export const removeEmoji = (text: string) => text.replace(EMOJI, '').replace(EMOTICON, '');

const ALERT_PREFIX =
  /^(?:urgent|important|action required|attention|warning|alert|reminder|asap)\s*[:!-]+\s*/i;

/** "URGENT: the server is down" → "the server is down". */
export const removeAlertPrefix = (text: string) => text.replace(ALERT_PREFIX, '');
