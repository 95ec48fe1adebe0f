import { ANALYSIS_MODES } from '../modules/ai/ai.types.js';
import { startSignedInBenchServer } from './http.bench.js';
import { describeLoad, measureRoute } from './http-server.js';
import { countWords, sampleText } from './sample-text.js';

const SECONDS = 2;

/**
 * POST /api/beta/content-heatmap on a 1,000-word text, through the whole app (auth, validation,
 * the per-account limit, the analysis, JSON of every sentence and word), in each analysis mode:
 * one request at a time (what a person waits) and 10 at once (what the process sustains).
 */
export async function benchBeta(print: (line: string) => void): Promise<void> {
  const app = await startSignedInBenchServer(Number(process.env.BENCH_PORT ?? 3917) + 2, {
    BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    const text = sampleText(1_000);
    print(`Content heat map (${app.database}; ${countWords(text)} words; ${SECONDS} s per figure)`);
    for (const mode of ANALYSIS_MODES) {
      const route = {
        url: `${app.server.url}/api/beta/content-heatmap`,
        method: 'POST' as const,
        body: JSON.stringify({ text, analysis_mode: mode, granularity: 'sentence' }),
        headers: app.headers,
      };
      await measureRoute({ ...route, connections: 1, seconds: 1 }); // warm-up
      const alone = await measureRoute({ ...route, connections: 1, seconds: SECONDS });
      print(describeLoad(`heat map ${mode}, 1 connection`, alone));
      const busy = await measureRoute({ ...route, connections: 10, seconds: SECONDS });
      print(describeLoad(`heat map ${mode}, 10 connections`, busy));
    }
  } finally {
    await app.stop();
  }
}
