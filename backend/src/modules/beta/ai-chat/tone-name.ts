import { TONE_LABELS, type EmotionTone } from '../../ai/ai.types.js';

/** "an Urgent tone", "a Calm tone": a tone's label with its article. */
export const aTone = (tone: EmotionTone) =>
  `${/^[AEIOU]/.test(TONE_LABELS[tone]) ? 'an' : 'a'} ${TONE_LABELS[tone]} tone`;
