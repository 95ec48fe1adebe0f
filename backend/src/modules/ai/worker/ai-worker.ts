import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { runAiTask, type AiTask, type AiTaskOutcome } from './ai-tasks.js';

export interface AiWorkerData {
  /** Tests: closed (1) while a test holds the pool's threads; see AiPool's `gate`. */
  gate?: Int32Array;
  /** The thread's nice value (Linux). */
  niceness: number;
}

const { gate, niceness } = (workerData ?? { niceness: 0 }) as AiWorkerData;

// On Linux the nice value belongs to the thread (pid 0 is the calling thread), so a long text's
// rewrite yields the CPU to the event loop that answers everyone else. Elsewhere it would be the
// whole process's, the event loop's included, so it is left alone.
if (niceness > 0 && process.platform === 'linux') {
  try {
    setPriority(0, niceness);
  } catch {
    // Refused by the system: this thread runs at normal priority.
  }
}

/** The pool's worker entry: one AI task per call. */
export default function runInWorker(task: AiTask): AiTaskOutcome {
  if (gate) Atomics.wait(gate, 0, 1);
  return runAiTask(task);
}
