import { chromium } from 'playwright-core';
import { startBenchServer } from './http-server.js';
import { GOAL_LANDING_JS_BYTES, kilobytes, measureFirstLoad } from './public-face/first-load.js';
import { runLighthouse, type LighthouseScores } from './public-face/lighthouse-run.js';

export const GOAL_LIGHTHOUSE_SCORE = 95;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const goal = (met: boolean) => (met ? 'met' : 'MISSED');

function scoreLines(label: string, scores: LighthouseScores): string[] {
  const metrics = Object.entries(scores.metrics)
    .map(([name, value]) =>
      name === 'CLS' ? `${name} ${value.toFixed(3)}` : `${name} ${Math.round(value)} ms`,
    )
    .join(', ');
  return [
    `Lighthouse ${label.padEnd(8)} performance ${String(scores.performance).padStart(3)} (goal ≥${GOAL_LIGHTHOUSE_SCORE}: ${goal(scores.performance >= GOAL_LIGHTHOUSE_SCORE)})   accessibility ${String(scores.accessibility).padStart(3)} (goal ≥${GOAL_LIGHTHOUSE_SCORE}: ${goal(scores.accessibility >= GOAL_LIGHTHOUSE_SCORE)})`,
    `  ${metrics}`,
    ...(scores.failing.length ? [`  below full marks: ${scores.failing.join('; ')}`] : []),
  ];
}

/**
 * The landing page as a newcomer meets it: the production build served by the app, a first load
 * of / in Debian's Chromium (JavaScript and CSS gzip bytes requested), then Lighthouse (mobile,
 * its default simulated slow 4G and 4× CPU slowdown; and the desktop preset) on the same Chromium.
 */
export async function benchPublicFace(print: (line: string) => void): Promise<void> {
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 3917) + 7);
  const debuggingPort = Number(process.env.BENCH_PORT ?? 3917) + 8;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const load = await measureFirstLoad(browser, server.url, '/');
    print(
      `First load of / (gzip)   JavaScript ${kilobytes(load.jsGzipBytes)} in ${load.js.length} files (goal ≤${kilobytes(GOAL_LANDING_JS_BYTES)}: ${goal(load.jsGzipBytes <= GOAL_LANDING_JS_BYTES)})   CSS ${kilobytes(load.cssGzipBytes)} in ${load.css.length} files`,
    );
    for (const file of [...load.js, ...load.css].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      print(`  ${kilobytes(file.gzipBytes).padStart(9)}  ${file.path}`);
    }
    for (const formFactor of ['mobile', 'desktop'] as const) {
      try {
        const scores = await runLighthouse(`${server.url}/`, debuggingPort, formFactor);
        scoreLines(formFactor, scores).forEach((line) => print(line));
      } catch (error) {
        print(`Lighthouse ${formFactor} could not run: ${(error as Error).message}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
