import { HttpException, HttpStatus } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AiInputError } from '../ai.types.js';
import { runAiTask, type AiTask, type AiTaskOutcome, type AiTaskValues } from './ai-tasks.js';
import type { AiWorkerData } from './ai-worker.js';

export const AI_BUSY_DETAIL =
  'The text service is busy right now. Please try again in a few seconds.';

/** 503 in the API's error shape; the exception filter adds the Retry-After header. */
export class AiBusyException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: AI_BUSY_DETAIL }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

const BUILT_WORKER = new URL('./ai-worker.js', import.meta.url);
const SOURCE_WORKER = new URL('./ai-worker-source.mjs', import.meta.url);

/** The compiled worker (dist/), or the sources' bootstrap that compiles it with swc on load. */
const workerFile = () =>
  existsSync(fileURLToPath(BUILT_WORKER)) ? BUILT_WORKER.href : SOURCE_WORKER.href;

/**
 * Threads when AI_WORKER_THREADS is not set: one per core in the built app; none (in-process)
 * when running from the TypeScript sources, where each thread would compile the engine first.
 */
export const defaultThreads = () =>
  existsSync(fileURLToPath(BUILT_WORKER)) ? availableParallelism() : 0;

export interface AiPoolOptions {
  /** Worker threads; 0 runs every task on the calling thread (no pool). */
  threads: number;
  /** Tasks that may wait for a thread; one more answers AiBusyException. */
  maxQueue: number;
  /** Tasks on texts up to this many characters run on the calling thread (0: none). */
  inlineChars?: number;
  /** Linux: the threads' nice value (0: the event loop's priority). */
  niceness?: number;
  /** Tests: a one-element Int32Array on a SharedArrayBuffer; while it holds 1, threads wait. */
  gate?: Int32Array;
}

/** piscina's refusals when every thread is busy and the queue is full. */
const QUEUE_FULL = ['Task queue is at limit', 'No task queue available and all Workers are busy'];
const RETRY_AFTER_MIN = 1;
const RETRY_AFTER_MAX = 30;
/** A first guess at a task's cost before any has finished. */
const INITIAL_TASK_MS = 200;

/**
 * The AI library's worker-thread pool (piscina): rewriting, scoring and analysis run off the
 * event loop, so one long text delays only the requests queued behind it, never the loop. The
 * queue is bounded: a task that would wait behind `maxQueue` others is refused at once with 503
 * and a Retry-After estimated from the queue and the recent cost of a task.
 */
export class AiPool {
  private piscina?: Piscina<AiTask, AiTaskOutcome>;
  /** Moving average of a task's run time, for Retry-After. */
  private taskMs = INITIAL_TASK_MS;
  /** Tasks run so far, by where they ran (the tests check that work left the main thread). */
  readonly ran = { inWorker: 0, inProcess: 0 };

  constructor(readonly options: AiPoolOptions) {}

  get threads(): number {
    return this.options.threads;
  }

  /** Tasks waiting for a thread (0 without a pool). */
  get queued(): number {
    return this.piscina?.queueSize ?? 0;
  }

  /** Tasks handed to the threads and not answered yet (running or queued). */
  get pending(): number {
    return this.inFlight;
  }

  private inFlight = 0;

  async run<K extends AiTask['kind']>(task: AiTask & { kind: K }): Promise<AiTaskValues[K]> {
    if (this.options.threads === 0 || textChars(task) <= (this.options.inlineChars ?? 0)) {
      this.ran.inProcess++;
      return valueOf<K>(runAiTask(task) as AiTaskOutcome<K>);
    }
    const pool = this.pool();
    const started = performance.now();
    let outcome: AiTaskOutcome<K>;
    this.inFlight++;
    try {
      outcome = (await pool.run(task)) as AiTaskOutcome<K>;
    } catch (error) {
      if (error instanceof Error && QUEUE_FULL.includes(error.message)) throw this.busy();
      throw error;
    } finally {
      this.inFlight--;
    }
    this.taskMs = 0.8 * this.taskMs + 0.2 * (performance.now() - started);
    if (outcome.threadId !== 0) this.ran.inWorker++;
    return valueOf(outcome);
  }

  async close(): Promise<void> {
    const pool = this.piscina;
    this.piscina = undefined;
    await pool?.destroy();
  }

  private pool(): Piscina<AiTask, AiTaskOutcome> {
    this.piscina ??= new Piscina<AiTask, AiTaskOutcome>({
      filename: workerFile(),
      // Started with the first task and kept: a new thread loads the engine's lexicons first.
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      maxQueue: this.options.maxQueue,
      workerData: {
        gate: this.options.gate,
        niceness: this.options.niceness ?? 0,
      } satisfies AiWorkerData,
    });
    return this.piscina;
  }

  private busy(): AiBusyException {
    const waiting = this.queued + this.options.threads;
    const seconds = Math.ceil((waiting * this.taskMs) / this.options.threads / 1000);
    return new AiBusyException(Math.min(RETRY_AFTER_MAX, Math.max(RETRY_AFTER_MIN, seconds)));
  }
}

/** How much text a task works on: what its CPU cost grows with. */
function textChars(task: AiTask): number {
  switch (task.kind) {
    case 'builtin':
      return task.request.text.length;
    case 'score':
      return task.request.text.length + task.rewritten.enhancedText.length;
    case 'measure':
      return task.input.length + task.output.length;
    default:
      return task.text.length;
  }
}

function valueOf<K extends AiTask['kind']>(outcome: AiTaskOutcome<K>): AiTaskValues[K] {
  if ('inputError' in outcome)
    throw new AiInputError(outcome.inputError.message, outcome.inputError.code);
  return outcome.value;
}

const shared = new Map<string, AiPool>();

/** One pool per process and size: every AiService (the app's, the demo's) shares its threads. */
export function sharedAiPool(options: Omit<AiPoolOptions, 'gate'>): AiPool {
  const key = `${options.threads}/${options.maxQueue}/${options.inlineChars ?? 0}/${options.niceness ?? 0}`;
  let pool = shared.get(key);
  if (!pool) {
    pool = new AiPool(options);
    shared.set(key, pool);
  }
  return pool;
}
