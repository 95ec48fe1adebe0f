// Preloaded into the app by the adversarial bench (`node --import …/event-loop-probe.js`): the
// event loop's delay, written as JSON to EVENT_LOOP_PROBE_FILE on SIGUSR2 and then reset, so
// the bench reads the delay of each phase it runs.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
        samples: delay.count,
      }),
    );
    delay.reset();
  });
}
