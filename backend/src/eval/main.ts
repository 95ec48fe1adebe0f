import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config/define-config.js';
import { AiConfig } from '../modules/ai/ai.config.js';
import { AiService } from '../modules/ai/ai.service.js';
import { loadDevCorpus } from '../modules/ai/testing/dev-corpus.js';
import { evaluateEngine } from './evaluate-engine.js';
import { judgeFromEnv } from './judge/judge-config.js';

/**
 * `npm run eval:rewrite [text-id-part …]`: every corpus text in all tones at intensities 3 and 8,
 * through the configured engine (OPENAI_* set → that provider, else the built-in engine).
 * Prints figures. With EVAL_JUDGE_API_KEY (and EVAL_JUDGE_BASE_URL, EVAL_JUDGE_MODEL) a second model
 * grades each rewrite with judge/RUBRIC.md, and a side-by-side HTML page is written
 * (EVAL_JUDGE_REPORT, default eval-report/judged.html). EVAL_CONCURRENCY sets requests in flight.
 */
async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const texts = loadDevCorpus().filter(
    (entry) => filters.length === 0 || filters.some((filter) => entry.id.includes(filter)),
  );
  const service = new AiService(loadConfig(AiConfig));
  const judge = judgeFromEnv();
  const { lines, html } = await evaluateEngine(
    service,
    texts,
    Number(process.env.EVAL_CONCURRENCY ?? 4),
    judge,
  );
  console.log(lines.join('\n'));
  if (html) {
    const path = resolve(process.env.EVAL_JUDGE_REPORT ?? 'eval-report/judged.html');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
    console.log(`side-by-side report: ${path}`);
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Evaluation failed: ${error.message}`);
    process.exit(1);
  },
);
