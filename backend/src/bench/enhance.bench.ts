import { startSignedInBenchServer } from './http.bench.js';
import { describeLoad, measureRoute, type LoadResult } from './http-server.js';
import { sampleText } from './sample-text.js';

const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 50;

/**
 * POST /api/ai/enhance (built-in engine, a 100-word text, a signed-in staff account, which has no
 * quota like Premium) next to the one-query route and the signed-in read, in the same run, with
 * the goals: at least half the one-query route's requests per second and p99 under 50 ms.
 */
export async function benchEnhance(print: (line: string) => void): Promise<void> {
  const app = await startSignedInBenchServer(Number(process.env.BENCH_PORT ?? 3917) + 1);
  try {
    const { server, headers } = app;
    const measure = async (url: string, options: { body?: string; signedIn?: boolean } = {}) => {
      const route = {
        url: `${server.url}${url}`,
        method: options.body ? ('POST' as const) : ('GET' as const),
        body: options.body,
        headers: options.signedIn ? headers : {},
      };
      await measureRoute({ ...route, seconds: 1 }); // warm-up
      return measureRoute(route);
    };
    print(
      `Enhance (${app.database}; staff account: unlimited like Premium; 50 connections, 5 s each)`,
    );
    const oneQuery = await measure('/api/health/ready');
    print(describeLoad('GET /api/health/ready (one query: SELECT 1)', oneQuery));
    const signedIn = await measure('/api/auth/me', { signedIn: true });
    print(describeLoad('GET /api/auth/me (session lookup + user)', signedIn));
    const body = JSON.stringify({ text: sampleText(100), emotion_tone: 'confident', intensity: 6 });
    const enhance = await measure('/api/ai/enhance', { body, signedIn: true });
    print(describeLoad('POST /api/ai/enhance (100 words, built-in)', enhance));
    print(goalLine('vs the one-query route', enhance, oneQuery));
    print(goalLine('vs the signed-in read', enhance, signedIn));
  } finally {
    await app.stop();
  }
}

function goalLine(name: string, enhance: LoadResult, floor: LoadResult): string {
  const ratio = enhance.requestsPerSecond / floor.requestsPerSecond;
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return (
    `enhance ${name}: ${(ratio * 100).toFixed(0)}% of its req/s (goal ≥${GOAL_RATIO * 100}%: ${met(ratio >= GOAL_RATIO)}); ` +
    `p99 ${enhance.p99} ms (goal <${GOAL_P99_MS} ms: ${met(enhance.p99 < GOAL_P99_MS)})` +
    (enhance.errors || enhance.non2xx
      ? `; ${enhance.errors} errors, ${enhance.non2xx} non-2xx`
      : '')
  );
}
