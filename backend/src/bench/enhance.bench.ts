import { startSignedInBenchServer } from './http.bench.js';
import { describeLoad, measureRoute, type LoadResult } from './http-server.js';
import { sampleText } from './sample-text.js';

const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 50;
const CONNECTIONS = 50;
const ROUNDS = 4;
const ROUND_SECONDS = 2;

interface Route {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median round of each figure, and the errors of all rounds. */
const typical = (results: LoadResult[]): LoadResult => ({
  requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
  p50: median(results.map((result) => result.p50)),
  p99: median(results.map((result) => result.p99)),
  errors: results.reduce((sum, result) => sum + result.errors, 0),
  non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
});

/**
 * POST /api/ai/enhance (built-in engine, a 100-word text, a signed-in staff account, which has no
 * quota like Premium) next to the one-query route and the signed-in read. This machine's speed
 * drifts by 2× within seconds, so the routes are measured in interleaved rounds (each round
 * loads every route for 2 s, one after the other) and each ratio is the median of its rounds.
 * Goals: at least half the one-query route's requests per second, and p99 under 50 ms.
 */
export async function benchEnhance(print: (line: string) => void): Promise<void> {
  const app = await startSignedInBenchServer(Number(process.env.BENCH_PORT ?? 3917) + 1);
  try {
    const { server, headers } = app;
    const body = JSON.stringify({ text: sampleText(100), emotion_tone: 'confident', intensity: 6 });
    const routes: Route[] = [
      {
        name: 'GET /api/health/ready (SELECT 1, Redis, queues)',
        url: `${server.url}/api/health/ready`,
        method: 'GET',
        headers: {},
      },
      {
        name: 'GET /api/auth/me (session lookup + user)',
        url: `${server.url}/api/auth/me`,
        method: 'GET',
        headers,
      },
      {
        name: 'POST /api/ai/enhance (100 words, built-in)',
        url: `${server.url}/api/ai/enhance`,
        method: 'POST',
        body,
        headers,
      },
    ];
    print(
      `Enhance (${app.database}; staff account: unlimited like Premium; ${CONNECTIONS} connections; ` +
        `${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s per route, medians shown)`,
    );
    for (const route of routes) await measureRoute({ ...route, seconds: 1 }); // warm-up
    const rounds: LoadResult[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results: LoadResult[] = [];
      for (const route of routes)
        results.push(await measureRoute({ ...route, seconds: ROUND_SECONDS }));
      rounds.push(results);
    }
    const [oneQuery, signedIn, enhance] = routes.map((route, index) => {
      const result = typical(rounds.map((results) => results[index]));
      print(describeLoad(route.name, result));
      return result;
    });
    const ratioTo = (index: number) =>
      median(
        rounds.map((results) => results[2].requestsPerSecond / results[index].requestsPerSecond),
      );
    print(goalLine('vs the one-query route', ratioTo(0), enhance, oneQuery));
    print(goalLine('vs the signed-in read', ratioTo(1), enhance, signedIn));
    // Unqueued: one request at a time shows what a request itself costs.
    const alone = await measureRoute({ ...routes[2], connections: 1, seconds: ROUND_SECONDS });
    print(describeLoad('POST /api/ai/enhance, 1 connection', alone));
  } finally {
    await app.stop();
  }
}

function goalLine(name: string, ratio: number, enhance: LoadResult, floor: LoadResult): string {
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  // With every connection busy, the mean latency is connections ÷ throughput (Little's law).
  const queueMs = (CONNECTIONS / enhance.requestsPerSecond) * 1000;
  return (
    `enhance ${name}: ${(ratio * 100).toFixed(0)}% of its req/s (goal ≥${GOAL_RATIO * 100}%: ${met(ratio >= GOAL_RATIO)}); ` +
    `p99 ${enhance.p99} ms (goal <${GOAL_P99_MS} ms: ${met(enhance.p99 < GOAL_P99_MS)}; ` +
    `at ${CONNECTIONS} connections the mean alone is ${queueMs.toFixed(0)} ms, the reference route's p99 is ${floor.p99} ms)` +
    (enhance.errors || enhance.non2xx
      ? `; ${enhance.errors} errors, ${enhance.non2xx} non-2xx`
      : '')
  );
}
