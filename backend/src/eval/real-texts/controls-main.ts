import 'reflect-metadata';
import { loadRealTexts, REAL_TEXT_SPLITS } from '../../modules/ai/testing/real-texts.js';
import { controlsTable, measureControls } from './controls.js';

/**
 * `node dist/eval/real-texts/controls-main.js` (after `node scripts/build.mjs --if-stale
 * backend`): whether intensity and persona move the built-in engine's output on the real texts,
 * and whether the response says so when they do not. Prints the table REPORT.md quotes.
 */
function main(): void {
  const rows = REAL_TEXT_SPLITS.map((split) => ({
    split,
    figures: measureControls(loadRealTexts(split)),
  }));
  console.log(controlsTable(rows));
}

main();
