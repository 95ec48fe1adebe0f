import type { EmotionTone } from '../../ai/ai.types.js';

/** The beta form's default tone (spec section 3, defaults). */
export const BETA_DEFAULT_TONE: EmotionTone = 'professional';
