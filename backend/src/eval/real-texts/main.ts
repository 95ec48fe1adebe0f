import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRealTexts, realTextsDir } from '../../modules/ai/testing/real-texts.js';
import { runRealTexts } from './run.js';

/**
 * `npm run eval:real-texts`: the built-in engine on the real-text corpus (six settings a text),
 * written to outputs.json beside it for grading by reading. Judging them is a person's job.
 */
function main(): void {
  const outputs = runRealTexts(loadRealTexts());
  writeFileSync(join(realTextsDir(), 'outputs.json'), `${JSON.stringify(outputs, null, 1)}\n`);
  const changed = outputs.filter((entry) => !entry.unchanged && !entry.cosmetic_only).length;
  console.log(
    `${outputs.length} rewrites of ${loadRealTexts().length} texts: ${changed} changed more than case and punctuation`,
  );
}

main();
