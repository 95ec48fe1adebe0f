const WARM_UP_MS = 100;
const MIN_ELAPSED_MS = 300;
const MAX_ELAPSED_MS = 2_000;
export const GOAL_WORDS_PER_SECOND = 50_000;
export const GOAL_MAX_RATIO = 12;

export interface Timing {
  /** Median ms per call: the typical cost, robust to a GC pause or a busy neighbour. */
  median: number;
  /** Fastest sample, per call: the cost with the least outside noise. */
  fastest: number;
  runs: number;
}

export interface Sized extends Timing {
  words: number;
}

/**
 * Collects what earlier workloads left on the heap (when node runs with --expose-gc, as
 * `npm run bench` does), so each measurement starts from the same state instead of paying for
 * its predecessors' garbage.
 */
function settleHeap(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function summarise(perCall: number[], runs: number): Timing {
  perCall.sort((a, b) => a - b);
  const middle = perCall.length >> 1;
  const median =
    perCall.length % 2 === 1 ? perCall[middle] : (perCall[middle - 1] + perCall[middle]) / 2;
  return { median, fastest: perCall[0], runs };
}

/**
 * Times `work` in batches of `batchSize` calls until at least 300 ms have passed (stopping after
 * 2 s), after a short warm-up, and returns the time per call. With batches that hold about the same
 * number of words at every size, each sample carries its fair share of garbage collection.
 */
export function measure(work: () => unknown, batchSize = 1): Timing {
  settleHeap();
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
  return summarise(perCall, perCall.length * batchSize);
}

/** Like `measure` for work that returns a promise, one call per sample, for the full 2 s. */
export async function measureAsync(work: (run: number) => Promise<unknown>): Promise<Timing> {
  settleHeap();
  let run = 0;
  const warmUntil = performance.now() + WARM_UP_MS;
  do await work(run++);
  while (performance.now() < warmUntil);
  const perCall: number[] = [];
  const started = performance.now();
  let elapsed = 0;
  // Longer than the other lines: a short call is easily pushed around by a busy neighbour.
  while (elapsed < MAX_ELAPSED_MS) {
    const runStarted = performance.now();
    await work(run++);
    const now = performance.now();
    perCall.push(now - runStarted);
    elapsed = now - started;
  }
  return summarise(perCall, perCall.length);
}

export const wordsPerSecond = (words: number, ms: number): number => (words / ms) * 1000;
export const formatCount = (value: number): string => Math.round(value).toLocaleString('en-US');

export function measurementLine(label: string, result: Sized): string {
  return (
    `${label} ${String(result.words).padStart(6)} words  ` +
    `${formatCount(wordsPerSecond(result.words, result.median)).padStart(10)} words/s  ` +
    `median ${result.median.toFixed(2)} ms, fastest ${result.fastest.toFixed(2)} ms, ${result.runs} runs`
  );
}

/**
 * How many times longer the large call takes than the small one, measured in pairs taken back to
 * back (a batch of small calls, then one large call) for about 1.5 s: this machine's speed drifts
 * by 2× within seconds, and a pair sees the same conditions on both sides. The median pair ratio.
 */
export function pairedRatio(
  small: () => unknown,
  large: () => unknown,
  smallBatch: number,
): number {
  settleHeap();
  small();
  large();
  const ratios: number[] = [];
  const started = performance.now();
  while (performance.now() - started < PAIRED_MS || ratios.length < 3) {
    const smallStarted = performance.now();
    for (let call = 0; call < smallBatch; call++) small();
    const largeStarted = performance.now();
    large();
    const ended = performance.now();
    ratios.push((ended - largeStarted) / ((largeStarted - smallStarted) / smallBatch));
  }
  return summarise(ratios, ratios.length).median;
}

const PAIRED_MS = 1_500;

/**
 * The goals: ≥50,000 words/s at 1,000 words, and 10,000 words no slower than 12× (the
 * paired ratio; the ratio of the separate medians is shown beside it).
 */
export function goalLine(label: string, small: Sized, large: Sized, ratio: number): string {
  const fastEnough = wordsPerSecond(small.words, small.median) >= GOAL_WORDS_PER_SECOND;
  return (
    `${label} 10k/1k time ratio ${ratio.toFixed(1)} (separate medians ${(large.median / small.median).toFixed(1)})  ` +
    `≥${formatCount(GOAL_WORDS_PER_SECOND)} words/s at 1k: ${fastEnough ? 'met' : 'MISSED'}; ` +
    `ratio ≤${GOAL_MAX_RATIO}: ${ratio <= GOAL_MAX_RATIO ? 'met' : 'MISSED'}`
  );
}

/** The 1,000- and 10,000-word results of one workload, for its goal line. */
export function smallAndLarge<T extends Sized>(results: T[]): [T, T] | null {
  const small = results.find((result) => result.words >= 500 && result.words < 5_000);
  const large = results.find((result) => result.words >= 5_000);
  return small && large ? [small, large] : null;
}
