import 'reflect-metadata';
import { loadConfig } from '../config/define-config.js';
import { AiConfig } from '../modules/ai/ai.config.js';
import { AiService } from '../modules/ai/ai.service.js';
import { loadDevCorpus } from '../modules/ai/testing/dev-corpus.js';
import { evaluateEngine } from './evaluate-engine.js';

/**
 * `npm run eval:rewrite [text-id-part …]`: every corpus text in all tones at intensities 3 and 8,
 * through the configured engine (OPENAI_* set → that provider, else the built-in engine).
 * Prints figures; judging them is a person's job. EVAL_CONCURRENCY sets requests in flight.
 */
async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const texts = loadDevCorpus().filter(
    (entry) => filters.length === 0 || filters.some((filter) => entry.id.includes(filter)),
  );
  const service = new AiService(loadConfig(AiConfig));
  const { lines } = await evaluateEngine(service, texts, Number(process.env.EVAL_CONCURRENCY ?? 4));
  console.log(lines.join('\n'));
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Evaluation failed: ${error.message}`);
    process.exit(1);
  },
);
