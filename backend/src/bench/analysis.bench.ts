import { ANALYSIS_MODES, type RewriteRequest } from '../modules/ai/ai.types.js';
import { analyzeText, heatMap, scoreQuality } from '../modules/ai/ai.analysis.js';
import { countWords, sampleText } from './sample-text.js';
import {
  goalLine,
  measure,
  measurementLine,
  pairedRatio,
  smallAndLarge,
  type Sized,
} from './timing.js';

const SIZES = [100, 1_000, 10_000] as const;
const WORDS_PER_BATCH = 10_000;

interface Measured extends Sized {
  name: string;
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
      print(measurementLine(`analysis ${name.padEnd(20)}`, result));
      // Let pending I/O (the printed line) through between measurements.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const small = workloads(sampleText(1_000));
  const large = workloads(sampleText(10_000));
  for (const [index, [name]] of small.entries()) {
    const pair = smallAndLarge(results.filter((result) => result.name === name));
    if (!pair) continue;
    const ratio = pairedRatio(small[index][1], large[index][1], 1);
    print(goalLine(`analysis ${name.padEnd(20)}`, ...pair, ratio));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
