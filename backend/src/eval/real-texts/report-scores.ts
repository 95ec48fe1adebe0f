import type { RewriteRequest } from '../../modules/ai/ai.types.js';
import { protectedSpansOf, toPlainText } from '../../modules/ai/ai.text.js';
import { buildGuardrailInfo, measureRewrite } from '../../modules/ai/ai.analysis.js';
import type { RealTextOutput } from './run.js';

/** An output's input and output score by the score as it is now, and what the score names. */
export interface CurrentScores {
  input_score: number;
  output_score: number;
  /** The notes the measure adds: damage named beside the input, misleading lines. */
  harmed: boolean;
}

/**
 * Scores a graded output again with the current score: the same measure the API holds any
 * rewrite to (`AiService.scoreRewrite`), read from the input and the output that was graded, so
 * a change to the score is measured on the very texts the reader read (running the engine again
 * would give other outputs, with no grades).
 */
export function currentScores(output: RealTextOutput): CurrentScores {
  const request: RewriteRequest = {
    text: output.input,
    emotion_tone: output.tone,
    intensity: output.intensity,
  };
  const plainInput = toPlainText(output.input);
  const plainOutput = toPlainText(output.output);
  const measured = measureRewrite(request, {
    plainInput,
    plainOutput,
    guardrail: buildGuardrailInfo(protectedSpansOf(plainInput), plainOutput, false, []),
  });
  return {
    input_score: measured.inputQuality.score,
    output_score: measured.quality.score,
    harmed: measured.harmed,
  };
}

/** The current scores of every output, by output id. */
export const currentScoresOf = (outputs: readonly RealTextOutput[]) =>
  new Map(outputs.map((output) => [output.output_id, currentScores(output)]));
