import type { EmotionTone } from '../../ai/ai.types.js';

/** The beta form's default tone (spec section 3, defaults). */
export const BETA_DEFAULT_TONE: EmotionTone = 'professional';

/** Target words: 100 in the beta form, 150 in the workspaces (spec section 3, defaults). */
export const FORM_TARGET_WORDS = 100;
export const WORKSPACE_TARGET_WORDS = 150;
