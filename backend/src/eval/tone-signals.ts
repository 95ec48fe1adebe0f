import type { EmotionTone } from '../modules/ai/ai.types.js';
import {
  ACKNOWLEDGEMENT,
  CALL_TO_ACTION,
  countContractions,
  countExclamations,
  countHedges,
  countIntensifiers,
  countStructureMarkers,
  countTimeWords,
  countYou,
  shoutedWords,
  words,
} from '../modules/ai/testing/text-checks.js';

// Surface signals of each tone, counted with plain patterns that share nothing with the
// engine's analysis or its quality score: the evaluation must not grade with the graded rules.

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const WARM = /\b(?:thanks|thank you|glad|happy|great|love|cheers|hope you|welcome)\b/gi;
const SLANG = /\b(?:gonna|wanna|gotta|hey|guys|btw|lol|asap|kinda|sorta|awesome|cool)\b/gi;
const CARE =
  /\b(?:understand|sorry|apologi[sz]e|appreciate|i know|we know|frustrat\w*|concern\w*|support|here for you|here to help)\b/gi;
const VISION =
  /\b(?:imagine|together|future|vision|journey|possible|dream|achieve|next chapter|build(?:ing)?|grow(?:ing)?|forward|inspire\w*)\b/gi;
const PRESSURE = /\b(?:urgent|immediately|asap|now|hurry|critical|must|warning)\b/gi;
const REASSURANCE =
  /\b(?:no rush|take your time|there is time|rest assured|reassur\w*|calm|steady|safe|nothing to worry|here to help|step by step)\b/gi;
const DEADLINE =
  /\b(?:by (?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|\d)|before|deadline|no later than)\b/gi;

const SIGNALS: Record<EmotionTone, (text: string) => number> = {
  confident: (text) => -countHedges(text),
  friendly: (text) => countContractions(text) + count(text, WARM) + 0.5 * countExclamations(text),
  professional: (text) =>
    -countContractions(text) - countExclamations(text) - 2 * count(text, SLANG),
  empathetic: (text) => count(text, CARE) + (ACKNOWLEDGEMENT.test(text) ? 1 : 0),
  persuasive: (text) => countYou(text) + 2 * count(text, new RegExp(CALL_TO_ACTION.source, 'gi')),
  inspiring: (text) => count(text, VISION),
  balanced: (text) =>
    countStructureMarkers(text) - countIntensifiers(text) - countExclamations(text),
  urgent: (text) => countTimeWords(text) + count(text, DEADLINE),
  calm: (text) =>
    count(text, REASSURANCE) -
    countExclamations(text) -
    2 * shoutedWords(text).length -
    count(text, PRESSURE),
};

/** How strongly a text shows a tone's surface signals, per 100 words. */
export function toneSignal(tone: EmotionTone, text: string): number {
  const length = Math.max(words(text).length, 1);
  return (SIGNALS[tone](text) * 100) / length;
}
