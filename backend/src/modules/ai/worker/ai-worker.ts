import { constants, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { runAiTask, type AiTask, type AiTaskOutcome } from './ai-tasks.js';

/** Closed (1) while a test holds the pool's threads; see AiPool's `gate`. */
const gate = (workerData as { gate?: Int32Array } | undefined)?.gate;

// A long text's rewrite must not take CPU from the event loop, which answers everyone else: on
// Linux the nice value belongs to the thread (pid 0 is the calling thread), so this thread runs
// below the loop and a busy machine slows the long texts, not every request. Elsewhere the value
// is the whole process's, so it is left alone.
if (process.platform === 'linux') setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);

/** The pool's worker entry: one AI task per call. */
export default function runInWorker(task: AiTask): AiTaskOutcome {
  if (gate) Atomics.wait(gate, 0, 1);
  return runAiTask(task);
}
