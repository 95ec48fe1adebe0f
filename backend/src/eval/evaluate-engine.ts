import type { AiService } from '../modules/ai/ai.service.js';
import type { DevCorpusText } from '../modules/ai/testing/dev-corpus.js';
import { reportLines, summarise, type EvalSummary } from './eval-report.js';
import { judgeLines, judgeRewrite, summariseGrades, type JudgeGrade } from './judge/judge.js';
import { judgeReportHtml } from './judge/report-html.js';
import { runEvaluation } from './rewrite-eval.js';
import type { ChatTransport } from '../modules/ai/ai.providers.js';

/**
 * Runs the evaluation through an AiService and returns the printed report with its figures; with
 * a judge, also the judge's grades beside them and a side-by-side HTML page.
 */
export async function evaluateEngine(
  service: AiService,
  texts: readonly DevCorpusText[],
  concurrency: number,
  judge?: ChatTransport,
): Promise<{ lines: string[]; summary: EvalSummary; html?: string }> {
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
  if (!judge) return { lines, summary };
  const inputs = new Map(texts.map((entry) => [entry.id, entry.text]));
  const grades: (JudgeGrade | undefined)[] = [];
  // The judge runs one rewrite at a time per slot, like the rewrites themselves.
  for (let start = 0; start < result.runs.length; start += concurrency) {
    const batch = result.runs.slice(start, start + concurrency);
    grades.push(
      ...(await Promise.all(
        batch.map((run) =>
          judgeRewrite(judge, {
            input: inputs.get(run.textId) ?? '',
            output: run.output,
            tone: run.tone,
            intensity: run.intensity,
          }).catch(() => undefined),
        ),
      )),
    );
  }
  const withJudge = [...lines, ...judgeLines(summariseGrades(grades))];
  return {
    lines: withJudge,
    summary,
    html: judgeReportHtml(result.runs, inputs, grades, withJudge),
  };
}
