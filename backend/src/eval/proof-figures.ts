import { loadConfig } from '../config/define-config.js';
import { AiConfig } from '../modules/ai/ai.config.js';
import { AiService } from '../modules/ai/ai.service.js';
import { type DevCorpusText, loadDevCorpus } from '../modules/ai/testing/dev-corpus.js';
import { type EvalSummary, summarise } from './eval-report.js';
import { type EvalRun, runEvaluation } from './rewrite-eval.js';

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

/** The engine as the landing names it: no configuration or file names (those are the operator's). */
const PUBLIC_ENGINE_NAMES = {
  builtin: 'built-in offline engine',
  local: 'model on this installation',
  provider: 'connected model',
} as const;

/** Runs the published evaluation (the development corpus through the configured engine). */
export async function publishedEvaluation(
  generatedOn: string,
): Promise<{ figures: ProofFigures; texts: DevCorpusText[]; runs: readonly EvalRun[] }> {
  const texts = loadDevCorpus();
  const service = new AiService(loadConfig(AiConfig));
  const result = await runEvaluation({
    texts,
    rewrite: (request) => service.rewrite(request),
    concurrency: Number(process.env.EVAL_CONCURRENCY ?? 4),
  });
  if (result.failures.length > 0) {
    throw new Error(`${result.failures.length} rewrites failed: nothing was published`);
  }
  const summary = summarise(result, new Map(texts.map((entry) => [entry.id, entry.text])));
  const figures = proofFigures(
    result.runs,
    summary,
    PUBLIC_ENGINE_NAMES[service.capabilities().engine],
    texts.length,
    generatedOn,
  );
  return { figures, texts, runs: result.runs };
}
