import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryDir } from '../modules/ai/testing/dev-corpus.js';
import { publishedEvaluation } from './proof-figures.js';

/**
 * `npm run eval:publish`: runs the evaluation and publishes the figures the landing page's #proof
 * section shows (frontend/src/features/landing/proof/proof-figures.ts). The page with every text
 * and output behind them is written at build time (scripts/eval-page.mjs).
 */
async function main(): Promise<void> {
  const { figures } = await publishedEvaluation(new Date().toISOString().slice(0, 10));
  const frontend = repositoryDir('frontend');
  writeFileSync(
    join(frontend, 'src/features/landing/proof/proof-figures.ts'),
    `// Written by \`npm run eval:publish\` from the evaluation it ran: do not edit by hand.\nexport const PROOF_FIGURES = ${JSON.stringify(figures, null, 2)} as const;\n`,
  );
  console.log(JSON.stringify(figures, null, 2));
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Publishing the evaluation failed: ${error.message}`);
    process.exit(1);
  },
);
