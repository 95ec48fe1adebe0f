import 'reflect-metadata';
import { benchAdversarial } from './adversarial.bench.js';
import { benchAnalysis } from './analysis.bench.js';
import { benchCalibration } from './calibration.bench.js';
import { benchCues } from './cues.bench.js';
import { benchBeta } from './beta.bench.js';
import { benchEnhance } from './enhance.bench.js';
import { benchEngine } from './engine.bench.js';
import { benchHttp } from './http.bench.js';
import { benchLocalModel } from './local-model.bench.js';
import { benchSoak, soakAskedFor } from './soak/soak.bench.js';
import { benchPublicFace } from './public-face.bench.js';
import { benchSongwriting } from './songwriting.bench.js';

/** `npm run bench`: prints figures (never asserts them); goals are compared in the output. */
async function main(): Promise<void> {
  const print = (line: string) => console.log(line);
  const sections: [string, (print: (line: string) => void) => Promise<void>][] = [
    ['HTTP', benchHttp],
    ['Enhance', benchEnhance],
    ['Built-in rewrite engine', benchEngine],
    ['Local model (node-llama-cpp)', benchLocalModel],
    ['Analysis and heat maps', benchAnalysis],
    ['Heat-map cues on a labelled table', benchCues],
    ['Score calibration', benchCalibration],
    ['Beta studio: content heat map over HTTP', benchBeta],
    ['Songwriting', benchSongwriting],
    ['Soak and load', (print) => benchSoak(print, { full: soakAskedFor(process.argv) })],
    ['Adversarial: worst inputs beside a steady client', benchAdversarial],
    ['Public face: landing first load and Lighthouse', benchPublicFace],
  ];
  // `node dist/bench/main.js enhance http` runs only the sections whose names contain those words.
  const only = process.argv.slice(2).map((word) => word.toLowerCase());
  for (const [name, run] of sections) {
    if (only.length > 0 && !only.some((word) => name.toLowerCase().includes(word))) continue;
    print(`\n== ${name} ==`);
    await run(print);
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Benchmark failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
