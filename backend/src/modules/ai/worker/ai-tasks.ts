import { threadId } from 'node:worker_threads';
import type {
  AnalysisMode,
  HeatMapResponse,
  RewriteRequest,
  RewriteResult,
  TextAnalysis,
} from '../ai.types.js';
import { AiInputError } from '../ai.types.js';
import { analyzeText } from '../analysis/analyze-text.js';
import { heatMap } from '../analysis/heat-map.js';
import { withTaggingMemo } from '../analysis/text/tagged-terms.js';
import { toPlainText } from '../format/plain-text.js';
import { protectedSpansOf } from '../guardrails/extract-spans.js';
import { buildGuardrailInfo } from '../guardrails/guardrail-report.js';
import {
  builtinScored,
  measureRewrite,
  scoreRewritten,
  type Rewritten,
} from '../scoring/scored-rewrite.js';

/** The scores of a rewrite someone else wrote (AiService.scoreRewrite). */
export interface MeasuredRewrite {
  quality_score: number;
  input_quality_score: number;
  missing: string[];
}

/**
 * The CPU-heavy work of the AI library, as plain data that crosses to a worker thread: the
 * built-in rewrite with its scoring, the scoring of a model's rewrite, and the analyses.
 */
export type AiTask =
  | { kind: 'builtin'; request: RewriteRequest; modelUsed: string; fallback?: string }
  | { kind: 'score'; request: RewriteRequest; rewritten: Rewritten }
  | { kind: 'measure'; input: string; output: string; request: RewriteRequest }
  | { kind: 'analyze'; text: string }
  | {
      kind: 'heatMap';
      text: string;
      mode: AnalysisMode;
      options?: { includeSuggestions?: boolean };
    };

export interface AiTaskValues {
  builtin: RewriteResult;
  score: RewriteResult;
  measure: MeasuredRewrite;
  analyze: TextAnalysis;
  heatMap: HeatMapResponse;
}

/**
 * What a task answers. An input error travels as data (a class does not survive the copy between
 * threads); `threadId` says where the work ran (0 is the main thread).
 */
export type AiTaskOutcome<K extends AiTask['kind'] = AiTask['kind']> = { threadId: number } & (
  { value: AiTaskValues[K] } | { inputError: { message: string; code: AiInputError['code'] } }
);

function measure(task: Extract<AiTask, { kind: 'measure' }>): MeasuredRewrite {
  const plainInput = toPlainText(task.input);
  const plainOutput = toPlainText(task.output);
  const { quality, inputQuality, guardrail } = measureRewrite(task.request, {
    plainInput,
    plainOutput,
    guardrail: buildGuardrailInfo(protectedSpansOf(plainInput), plainOutput, false, []),
  });
  return {
    quality_score: quality.score,
    input_quality_score: inputQuality.score,
    missing: guardrail.missing.map((span) => span.text),
  };
}

function valueOf(task: AiTask): AiTaskValues[AiTask['kind']] {
  // processing_time is set again by the caller, from when its request began.
  const started = performance.now();
  switch (task.kind) {
    case 'builtin':
      return builtinScored(task.request, started, task.modelUsed, task.fallback);
    case 'score':
      return scoreRewritten(task.request, started, task.rewritten);
    case 'measure':
      return measure(task);
    case 'analyze':
      return analyzeText(toPlainText(task.text));
    case 'heatMap':
      return heatMap(toPlainText(task.text), task.mode, task.options);
  }
}

/** Runs one task where it is called (a worker thread, or the main thread without a pool). */
export function runAiTask(task: AiTask): AiTaskOutcome {
  try {
    return { threadId, value: withTaggingMemo(() => valueOf(task)) };
  } catch (error) {
    if (error instanceof AiInputError)
      return { threadId, inputError: { message: error.message, code: error.code } };
    throw error;
  }
}
