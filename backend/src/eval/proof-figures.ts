import type { EvalSummary } from './eval-report.js';
import type { EvalRun } from './rewrite-eval.js';

/** What the landing page's #proof section states, each figure computed from the published runs. */
export interface ProofFigures {
  generated_on: string;
  engine: string;
  texts: number;
  tones: number;
  intensities: number[];
  rewrites: number;
  /** Rewrites that kept every number, amount, link, e-mail address, @mention and #hashtag. */
  facts_kept: number;
  /** Rewrites whose surface signals of the chosen tone rose. */
  tone_moved: number;
  /** Mean share of the input's content words (5+ letters) still in the output, 0–1. */
  content_recall: number;
  /** Rewrites with a fluency problem their input did not have. */
  new_defects: number;
  /** Rewrites identical to their input. */
  unchanged: number;
  /** Where the sample and every output are published. */
  sample_path: string;
}

export const SAMPLE_PATH = '/evaluation.html';

export function proofFigures(
  runs: readonly EvalRun[],
  summary: EvalSummary,
  engine: string,
  texts: number,
  generatedOn: string,
): ProofFigures {
  const intensities = [...new Set(runs.map((run) => run.intensity))].sort((a, b) => a - b);
  return {
    generated_on: generatedOn,
    engine,
    texts,
    tones: new Set(runs.map((run) => run.tone)).size,
    intensities,
    rewrites: runs.length,
    facts_kept: runs.length - summary.meaning.withLostFacts,
    tone_moved: runs.filter((run) => run.toneShift > 0).length,
    content_recall: Math.round(summary.meaning.meanContentRecall * 1000) / 1000,
    new_defects: summary.fluency.withNewDefects,
    unchanged: runs.filter((run) => run.identical).length,
    sample_path: SAMPLE_PATH,
  };
}
