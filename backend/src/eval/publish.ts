import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/define-config.js';
import { AiConfig } from '../modules/ai/ai.config.js';
import { AiService } from '../modules/ai/ai.service.js';
import { loadDevCorpus, repositoryDir } from '../modules/ai/testing/dev-corpus.js';
import { summarise } from './eval-report.js';
import { proofFigures } from './proof-figures.js';
import { proofPage } from './proof-page.js';
import { runEvaluation } from './rewrite-eval.js';

/**
 * `npm run eval:publish`: runs the evaluation and publishes it — the figures the landing page's
 * #proof section shows (frontend/src/features/landing/proof/proof-figures.ts) and the page with
 * every text and output behind them (frontend/public/evaluation.html).
 */
async function main(): Promise<void> {
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
  const engine = service.engineName();
  const figures = proofFigures(
    result.runs,
    summary,
    engine,
    texts.length,
    new Date().toISOString().slice(0, 10),
  );
  const frontend = repositoryDir('frontend');
  writeFileSync(
    join(frontend, 'src/features/landing/proof/proof-figures.ts'),
    `// Written by \`npm run eval:publish\` from the evaluation it ran: do not edit by hand.\nexport const PROOF_FIGURES = ${JSON.stringify(figures, null, 2)} as const;\n`,
  );
  writeFileSync(join(frontend, 'public/evaluation.html'), proofPage(figures, texts, result.runs));
  console.log(JSON.stringify(figures, null, 2));
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Publishing the evaluation failed: ${error.message}`);
    process.exit(1);
  },
);
