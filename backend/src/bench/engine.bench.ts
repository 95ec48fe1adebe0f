import { AiConfig } from '../modules/ai/ai.config.js';
import { AiService } from '../modules/ai/ai.service.js';
import { EMOTION_TONES, type EmotionTone, type RewriteRequest } from '../modules/ai/ai.types.js';
import { rewriteWithBuiltinEngine } from '../modules/ai/engine/builtin-engine.js';
import { countWords, sampleText } from './sample-text.js';

const SIZES = [100, 1_000, 10_000] as const;
const TONES: readonly EmotionTone[] = ['confident', 'empathetic', 'professional'];
const WARM_UP_MS = 100;
const MIN_ELAPSED_MS = 300;
const MAX_ELAPSED_MS = 2_000;
const GOAL_WORDS_PER_SECOND = 50_000;
const GOAL_MAX_RATIO = 12;
const GOAL_SERVICE_MS = 1.5;

interface Timing {
  /** Median ms per run: the typical cost, robust to a GC pause. */
  median: number;
  /** Fastest run: the cost with the least outside noise. */
  fastest: number;
  runs: number;
}

interface Measured extends Timing {
  tone: EmotionTone;
  words: number;
}

/** Runs `work` for at least 300 ms (at most about 2 s) after a short warm-up. */
function measure(work: () => unknown): Timing {
  const warmUntil = performance.now() + WARM_UP_MS;
  do work();
  while (performance.now() < warmUntil);
  const durations: number[] = [];
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_ELAPSED_MS && elapsed < MAX_ELAPSED_MS) {
    const runStarted = performance.now();
    work();
    const now = performance.now();
    durations.push(now - runStarted);
    elapsed = now - started;
  }
  durations.sort((a, b) => a - b);
  const middle = durations.length >> 1;
  const median =
    durations.length % 2 === 1
      ? durations[middle]
      : (durations[middle - 1] + durations[middle]) / 2;
  return { median, fastest: durations[0], runs: durations.length };
}

const wordsPerSecond = (words: number, ms: number) => (words / ms) * 1000;
const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');

function measurementLine(result: Measured): string {
  return (
    `engine ${result.tone.padEnd(13)} ${String(result.words).padStart(6)} words  ` +
    `${formatCount(wordsPerSecond(result.words, result.median)).padStart(10)} words/s  ` +
    `median ${result.median.toFixed(2)} ms, fastest ${result.fastest.toFixed(2)} ms, ${result.runs} runs`
  );
}

function goalLine(tone: EmotionTone, small: Measured, large: Measured): string {
  const fastEnough = wordsPerSecond(small.words, small.median) >= GOAL_WORDS_PER_SECOND;
  // Linearity is judged on the fastest runs: they carry the least noise.
  const ratio = large.fastest / small.fastest;
  return (
    `engine ${tone.padEnd(13)} 10k/1k time ratio ${ratio.toFixed(1)} (median ${(large.median / small.median).toFixed(1)})  ` +
    `≥${formatCount(GOAL_WORDS_PER_SECOND)} words/s at 1k: ${fastEnough ? 'met' : 'MISSED'}; ` +
    `ratio ≤${GOAL_MAX_RATIO}: ${ratio <= GOAL_MAX_RATIO ? 'met' : 'MISSED'}`
  );
}

/** Like `measure`, for work that returns a promise (timed to its resolution). */
async function measureAsync(work: (run: number) => Promise<unknown>): Promise<Timing> {
  let run = 0;
  const warmUntil = performance.now() + WARM_UP_MS;
  do await work(run++);
  while (performance.now() < warmUntil);
  const durations: number[] = [];
  const started = performance.now();
  let elapsed = 0;
  // Longer than the other lines: a short call is easily pushed around by a busy neighbour.
  while (elapsed < MAX_ELAPSED_MS) {
    const runStarted = performance.now();
    await work(run++);
    const now = performance.now();
    durations.push(now - runStarted);
    elapsed = now - started;
  }
  durations.sort((a, b) => a - b);
  const middle = durations.length >> 1;
  const median =
    durations.length % 2 === 1
      ? durations[middle]
      : (durations[middle - 1] + durations[middle]) / 2;
  return { median, fastest: durations[0], runs: durations.length };
}

/**
 * What one short enhance costs in the AI library: `AiService.rewrite` with the built-in engine
 * (validation, rewrite, guardrail check, analysis and quality score of input and output) on a
 * 100-word text, the nine tones in turn at intensity 6.
 */
async function benchServiceCall(print: (line: string) => void): Promise<void> {
  const service = new AiService(new AiConfig());
  const text = sampleText(100);
  const timing = await measureAsync((run) =>
    service.rewrite({
      text,
      emotion_tone: EMOTION_TONES[run % EMOTION_TONES.length],
      intensity: 6,
    }),
  );
  print(
    `engine AiService.rewrite ${String(countWords(text)).padStart(6)} words  all 9 tones  ` +
      `median ${timing.median.toFixed(2)} ms, fastest ${timing.fastest.toFixed(2)} ms, ${timing.runs} runs  ` +
      `(rewrite + guardrails + analysis + scores; goal ≤${GOAL_SERVICE_MS} ms: ${timing.median <= GOAL_SERVICE_MS ? 'met' : 'MISSED'})`,
  );
}

/**
 * Words per second of the built-in rewrite engine at 100, 1,000 and 10,000 words, called
 * directly (no length limit, no scoring), and whether the goals hold. Prints, never throws.
 */
export async function benchEngine(print: (line: string) => void): Promise<void> {
  const results: Measured[] = [];
  for (const tone of TONES) {
    for (const size of SIZES) {
      const text = sampleText(size);
      const request: RewriteRequest = { text, emotion_tone: tone, intensity: 6 };
      try {
        const result = {
          tone,
          words: countWords(text),
          ...measure(() => rewriteWithBuiltinEngine(request)),
        };
        results.push(result);
        print(measurementLine(result));
      } catch (error) {
        print(`engine ${tone} ${size} words: failed (${(error as Error).message})`);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  for (const tone of TONES) {
    const forTone = results.filter((result) => result.tone === tone);
    const small = forTone.find((result) => result.words >= 500 && result.words < 5_000);
    const large = forTone.find((result) => result.words >= 5_000);
    if (small && large) print(goalLine(tone, small, large));
  }
  try {
    await benchServiceCall(print);
  } catch (error) {
    print(`engine AiService.rewrite: failed (${(error as Error).message})`);
  }
}
