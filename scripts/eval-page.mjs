// Build step after the SPA: runs the published evaluation (the development corpus through the
// built-in engine, about 20 s) and writes the page behind the landing's #proof figures,
// frontend/dist/evaluation.html, so the page always shows what today's engine does and no
// 300 KB generated file lives in the repository. The figures themselves stay in
// frontend/src/features/landing/proof/proof-figures.ts (`npm run eval:publish`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import 'reflect-metadata';
import { compressFile } from './vite/precompress.mjs';

register('./api/ts-loader.mjs', import.meta.url);

// The landing's figures are the built-in engine's: a model configured in this shell is not used.
for (const name of Object.keys(process.env)) {
  if (/^(?:OPENAI_|AI_)/.test(name)) delete process.env[name];
}

const { publishedEvaluation } = await import('../backend/src/eval/proof-figures.ts');
const { proofPage } = await import('../backend/src/eval/proof-page.ts');
const today = new Date().toISOString().slice(0, 10);
const { figures, texts, runs } = await publishedEvaluation(today);
const out = fileURLToPath(new URL('../frontend/dist/evaluation.html', import.meta.url));
mkdirSync(fileURLToPath(new URL('../frontend/dist/', import.meta.url)), { recursive: true });
writeFileSync(out, proofPage(figures, texts, runs));
// Served precompressed, like the rest of the build (backend/src/common/http/static-files.ts).
compressFile(out);
process.exit(0);
