import { ANALYSIS_MODES, type RewriteRequest } from '../modules/ai/ai.types.js';
import { analyzeText } from '../modules/ai/analysis/analyze-text.js';
import { heatMap } from '../modules/ai/analysis/heat-map.js';
import { scoreQuality } from '../modules/ai/analysis/quality-score.js';
import { countWords, sampleText } from './sample-text.js';

const SIZES = [100, 1_000, 10_000] as const;
const WARM_UP_MS = 100;
const MIN_ELAPSED_MS = 300;
const MAX_ELAPSED_MS = 2_000;
const GOAL_WORDS_PER_SECOND = 50_000;
const GOAL_MAX_RATIO = 12;
const WORDS_PER_BATCH = 10_000;

interface Timing {
  /** Median ms per call over the batches: the typical cost, robust to a busy neighbour. */
  median: number;
  /** Fastest batch, per call: the cost with the least outside noise. */
  fastest: number;
  runs: number;
}

interface Measured extends Timing {
  name: string;
  words: number;
}

/**
 * Times `work` in batches of `batchSize` calls until at least 300 ms have passed (stopping after
 * 2 s), after a short warm-up, and returns the time per call. Batches hold about the same number
 * of words at every size, so each sample carries its fair share of garbage collection: timing
 * single short calls would let them slip between collections and flatter the small texts.
 */
function measure(work: () => unknown, batchSize: number): Timing {
  const warmUntil = performance.now() + WARM_UP_MS;
  do work();
  while (performance.now() < warmUntil);
  const perCall: number[] = [];
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_ELAPSED_MS && elapsed < MAX_ELAPSED_MS) {
    const batchStarted = performance.now();
    for (let call = 0; call < batchSize; call++) work();
    const now = performance.now();
    perCall.push((now - batchStarted) / batchSize);
    elapsed = now - started;
  }
  perCall.sort((a, b) => a - b);
  const middle = perCall.length >> 1;
  const median =
    perCall.length % 2 === 1 ? perCall[middle] : (perCall[middle - 1] + perCall[middle]) / 2;
  return { median, fastest: perCall[0], runs: perCall.length * batchSize };
}

function workloads(text: string): [string, () => unknown][] {
  const request: RewriteRequest = { text, emotion_tone: 'confident', intensity: 6 };
  return [
    ['analyzeText', () => analyzeText(text)],
    // The engine scores its output against the input, so both texts are read.
    ['scoreQuality', () => scoreQuality({ text, request, original: text })],
    ...ANALYSIS_MODES.map((mode): [string, () => unknown] => [
      `heatMap(${mode})`,
      () => heatMap(text, mode),
    ]),
  ];
}

const wordsPerSecond = (words: number, ms: number): number => (words / ms) * 1000;
const formatCount = (value: number): string => Math.round(value).toLocaleString('en-US');

function measurementLine(result: Measured): string {
  return (
    `analysis ${result.name.padEnd(20)} ${String(result.words).padStart(6)} words  ` +
    `${formatCount(wordsPerSecond(result.words, result.median)).padStart(10)} words/s  ` +
    `median ${result.median.toFixed(2)} ms, fastest ${result.fastest.toFixed(2)} ms, ${result.runs} runs`
  );
}

function goalLine(name: string, small: Measured, large: Measured): string {
  const fastEnough = wordsPerSecond(small.words, small.median) >= GOAL_WORDS_PER_SECOND;
  // Linearity is judged on the fastest batches: they carry the least noise from other processes.
  const ratio = large.fastest / small.fastest;
  const medianRatio = large.median / small.median;
  return (
    `analysis ${name.padEnd(20)} 10k/1k time ratio ${ratio.toFixed(1)} (median ${medianRatio.toFixed(1)})  ` +
    `≥${formatCount(GOAL_WORDS_PER_SECOND)} words/s at 1k: ${fastEnough ? 'met' : 'MISSED'}; ` +
    `ratio ≤${GOAL_MAX_RATIO}: ${ratio <= GOAL_MAX_RATIO ? 'met' : 'MISSED'}`
  );
}

/** Times the analysis functions at 100, 1,000 and 10,000 words and prints whether the goals hold. */
export async function benchAnalysis(print: (line: string) => void): Promise<void> {
  const results: Measured[] = [];
  for (const size of SIZES) {
    const text = sampleText(size);
    const words = countWords(text);
    for (const [name, work] of workloads(text)) {
      const batchSize = Math.max(1, Math.round(WORDS_PER_BATCH / words));
      const result = { name, words, ...measure(work, batchSize) };
      results.push(result);
      print(measurementLine(result));
      // Let pending I/O (the printed line) through between measurements.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  for (const [name] of workloads('')) {
    const forName = results.filter((result) => result.name === name);
    const small = forName.find((result) => result.words >= 500 && result.words < 5_000);
    const large = forName.find((result) => result.words >= 5_000);
    if (small && large) print(goalLine(name, small, large));
  }
}
