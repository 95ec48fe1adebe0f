import type { EmotionTone, RewriteRequest } from '../../modules/ai/ai.types.js';
import { BUILTIN_MODEL } from '../../modules/ai/ai.engine.js';
import type { RealText } from '../../modules/ai/testing/real-texts.js';
import { builtinScored, lettersOf } from '../../modules/ai/ai.analysis.js';

/** One rewrite of a real text by the built-in engine, with the scores the API reports. */
export interface RealTextOutput {
  output_id: string;
  text_id: string;
  kind: string;
  split: RealText['split'];
  tone: EmotionTone;
  intensity: number;
  input: string;
  output: string;
  /** `input_quality_score` and `quality_score` of the API's RewriteResult. */
  input_score: number;
  output_score: number;
  unchanged: boolean;
  /** Differs from the input only in case, punctuation or whitespace. */
  cosmetic_only: boolean;
  change_level: string;
  rules: string[];
  ignored_settings: string[];
}

/** Every text in these five tones at intensity 8 … */
export const MAIN_TONES: readonly EmotionTone[] = [
  'confident',
  'friendly',
  'persuasive',
  'urgent',
  'empathetic',
];
/** … and one more setting per text, cycling the other tones at intensities 3 and 10. */
const EXTRA_TONES: readonly EmotionTone[] = ['professional', 'calm', 'inspiring', 'balanced'];

export function settingsFor(index: number): { tone: EmotionTone; intensity: number }[] {
  return [
    ...MAIN_TONES.map((tone) => ({ tone, intensity: 8 })),
    { tone: EXTRA_TONES[index % EXTRA_TONES.length], intensity: index % 2 === 0 ? 3 : 10 },
  ];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export function changeOf(input: string, output: string) {
  const unchanged = collapse(input) === collapse(output);
  return { unchanged, cosmetic_only: !unchanged && lettersOf(input) === lettersOf(output) };
}

export function rewriteRealText(
  text: RealText,
  tone: EmotionTone,
  intensity: number,
): RealTextOutput {
  const request: RewriteRequest = { text: text.text, emotion_tone: tone, intensity };
  const result = builtinScored(request, performance.now(), BUILTIN_MODEL);
  return {
    output_id: `${text.id}/${tone}/${intensity}`,
    text_id: text.id,
    kind: text.kind,
    split: text.split,
    tone,
    intensity,
    input: text.text,
    output: result.enhanced_text,
    input_score: result.input_quality_score,
    output_score: result.quality_score,
    ...changeOf(text.text, result.enhanced_text),
    change_level: result.change_level,
    rules: [...new Set((result.edits ?? []).flatMap((edit) => edit.rule.split('+')))],
    ignored_settings: (result.ignored_settings ?? []).map((entry) => entry.setting),
  };
}

/** Six rewrites of every text: the five main tones at 8 and one other tone at 3 or 10. */
export function runRealTexts(texts: readonly RealText[]): RealTextOutput[] {
  return texts.flatMap((text, index) =>
    settingsFor(index).map(({ tone, intensity }) => rewriteRealText(text, tone, intensity)),
  );
}
