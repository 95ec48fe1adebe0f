import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryDir } from '../modules/ai/testing/dev-corpus.js';
import { publishedEvaluation } from './proof-figures.js';
import { proofPage } from './proof-page.js';

/**
 * `npm run eval:publish`: runs the evaluation and publishes it — the figures the landing page's
 * #proof section shows (frontend/src/features/landing/proof/proof-figures.ts) and the page with
 * every text and output behind them (frontend/public/evaluation.html).
 */
async function main(): Promise<void> {
  const { figures, texts, runs } = await publishedEvaluation(new Date().toISOString().slice(0, 10));
  const frontend = repositoryDir('frontend');
  writeFileSync(
    join(frontend, 'src/features/landing/proof/proof-figures.ts'),
    `// Written by \`npm run eval:publish\` from the evaluation it ran: do not edit by hand.\nexport const PROOF_FIGURES = ${JSON.stringify(figures, null, 2)} as const;\n`,
  );
  writeFileSync(join(frontend, 'public/evaluation.html'), proofPage(figures, texts, runs));
  console.log(JSON.stringify(figures, null, 2));
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Publishing the evaluation failed: ${error.message}`);
    process.exit(1);
  },
);
