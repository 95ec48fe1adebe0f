import type { EmotionTone } from '../../ai.types.js';
import { BALANCED } from './balanced.js';
import { CALM } from './calm.js';
import { CONFIDENT } from './confident.js';
import { EMPATHETIC } from './empathetic.js';
import { FRIENDLY } from './friendly.js';
import { INSPIRING } from './inspiring.js';
import { PERSUASIVE } from './persuasive.js';
import { PROFESSIONAL } from './professional.js';
import type { ToneDefinition } from './tone-definition.js';
import { URGENT } from './urgent.js';

export const TONES: Record<EmotionTone, ToneDefinition> = {
  empathetic: EMPATHETIC,
  confident: CONFIDENT,
  persuasive: PERSUASIVE,
  friendly: FRIENDLY,
  professional: PROFESSIONAL,
  inspiring: INSPIRING,
  balanced: BALANCED,
  urgent: URGENT,
  calm: CALM,
};
