import { workerData } from 'node:worker_threads';
import { runAiTask, type AiTask, type AiTaskOutcome } from './ai-tasks.js';

/** Closed (1) while a test holds the pool's threads; see AiPool's `gate`. */
const gate = (workerData as { gate?: Int32Array } | undefined)?.gate;

/** The pool's worker entry: one AI task per call. */
export default function runInWorker(task: AiTask): AiTaskOutcome {
  if (gate) Atomics.wait(gate, 0, 1);
  return runAiTask(task);
}
