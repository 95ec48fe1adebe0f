// Preloaded into the app by the adversarial bench (`node --import …/event-loop-probe.js`): the
// event loop's delay, written as JSON to EVENT_LOOP_PROBE_FILE (and then reset) whenever the
// bench creates `<file>.ask`, so the bench reads the delay of each phase it runs. A file, not a
// signal: Nest's shutdown hooks treat SIGUSR2 as a request to stop.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.EVENT_LOOP_PROBE_FILE;
// Node also runs `--import` preloads in every worker thread started from a file (the AI pool's):
// only the app's event loop may answer, or a thread's loop would be reported as the app's.
if (file && isMainThread) {
  const resolutionMs = 10;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  // Each sample is the whole time between two of the histogram's timer ticks, the tick's own
  // interval included (an idle process reads p50 ≈ 10.2 ms): what is left is the delay.
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - resolutionMs) * 10) / 10);
  setInterval(() => {
    if (!existsSync(`${file}.ask`)) return;
    const snapshot = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      samples: delay.count,
    };
    // Renamed into place, so the bench never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    renameSync(`${file}.tmp`, file);
    rmSync(`${file}.ask`, { force: true });
    delay.reset();
  }, 100).unref();
}
