import { EMOTION_TONES, type EmotionTone, type UseCase } from '../ai.types.js';
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

/** The plain text of `rewritePlain`: what the damage-class specs read. */
export const rewritePlainText = (text: string, tone: EmotionTone, intensity: number): string =>
  rewritePlain(text, tone, intensity).plainText;

/** Every tone at a low, a high and the top intensity: where a damage class is held. */
export const EVERY_TONE_AT_3_8_10 = EMOTION_TONES.flatMap((tone) =>
  [3, 8, 10].map((intensity) => [tone, intensity] as const),
);

/** The settings (of every tone at 3, 8 and 10) whose rewrite of `text` matches `made`. */
export const settingsThatMake = (text: string, made: RegExp): string[] =>
  EVERY_TONE_AT_3_8_10.filter(([tone, intensity]) =>
    made.test(rewritePlainText(text, tone, intensity)),
  ).map(([tone, intensity]) => `${tone}/${intensity}`);
