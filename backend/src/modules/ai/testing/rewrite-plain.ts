import type { EmotionTone, UseCase } from '../ai.types.js';
import { type BuiltinRewrite, rewriteWithBuiltinEngine } from '../engine/builtin-engine.js';

/** The built-in rewrite with the default persona and plain output: what most engine tests read. */
export const rewritePlain = (
  text: string,
  tone: EmotionTone,
  intensity: number,
  useCase?: UseCase,
): BuiltinRewrite =>
  rewriteWithBuiltinEngine({
    text,
    emotion_tone: tone,
    intensity,
    persona_profile: 'adaptive',
    output_format: 'plain',
    use_case: useCase,
  });
