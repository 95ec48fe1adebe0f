import type { AiService } from '../modules/ai/ai.service.js';
import type { DevCorpusText } from '../modules/ai/testing/dev-corpus.js';
import { reportLines, summarise, type EvalSummary } from './eval-report.js';
import { runEvaluation } from './rewrite-eval.js';

/** Runs the evaluation through an AiService and returns the printed report with its figures. */
export async function evaluateEngine(
  service: AiService,
  texts: readonly DevCorpusText[],
  concurrency: number,
): Promise<{ lines: string[]; summary: EvalSummary }> {
  const result = await runEvaluation({
    texts,
    rewrite: (request) => service.rewrite(request),
    concurrency,
  });
  const summary = summarise(result, new Map(texts.map((entry) => [entry.id, entry.text])));
  const lines = [
    `texts: ${texts.length}`,
    ...reportLines(summary, service.engineName()),
    ...result.failures
      .slice(0, 5)
      .map(
        (failure) =>
          `failed: ${failure.textId} ${failure.tone} ${failure.intensity}: ${failure.message}`,
      ),
  ];
  return { lines, summary };
}
