import { isAcronym } from '../../guardrails/name-detection.js';
import { isLexiconName } from '../language/lexicon.js';
import { upperFirst } from '../language/casing.js';

/** "Great news!!" → "Great news."; "Really?!" → "Really?". */
export const exclamationsToPeriods = (text: string) =>
  text.replace(/\?!+|!+\?/g, '?').replace(/!+/g, '.');

/** "!!!" → "!". */
export const singleExclamation = (text: string) =>
  text.replace(/!{2,}/g, '!').replace(/\?{2,}/g, '?');

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;
const EMOTICON = /(?<=\s|^)(?::-?[)(DPp]|;-?\)|<3|xD|XD)(?=\s|$|[.,!?])/g;
export const removeEmoji = (text: string) => text.replace(EMOJI, '').replace(EMOTICON, '');

const SHOUT_WORD = /\b[A-Z][A-Z'’-]*[A-Z]\b/g;
const SHOUT_RUN = /\b[A-Z][A-Z'’-]*[A-Z]\b(?:[\s,]+\b[A-Z][A-Z'’-]*[A-Z]\b){2,}/g;
const ALERT_PREFIX =
  /^(?:urgent|important|action required|attention|warning|alert|reminder|asap)\s*[:!-]+\s*/i;

/**
 * ALL CAPS to sentence case. Short acronyms stay ("EU", "PDF"), names get their capital back
 * ("JOHN" → "John"); masked spans are untouched because they are not letters.
 */
export function deShout(text: string): string {
  // Three or more capitalised words in a row are shouting, even short ones ("PLEASE READ THIS").
  const inRun = new Set<number>();
  for (const run of text.matchAll(SHOUT_RUN)) {
    for (const word of run[0].matchAll(SHOUT_WORD)) inRun.add(run.index + word.index);
  }
  return text.replace(SHOUT_WORD, (word, offset: number) => {
    // One word in capitals may be a name ("brand HONOR", "IKEA"): only a run is shouting.
    if (!inRun.has(offset) || isAcronym(word, true)) return word;
    const lower = word.toLowerCase();
    return isLexiconName(lower) ? upperFirst(lower) : lower;
  });
}

/** "URGENT: the server is down" → "the server is down". */
export const removeAlertPrefix = (text: string) => text.replace(ALERT_PREFIX, '');
