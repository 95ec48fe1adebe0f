import { describeLoad, measureRoute, startBenchServer } from './http-server.js';

/** The framework floor: a route with no I/O and a route with one database query, same run. */
export async function benchHttp(print: (line: string) => void): Promise<void> {
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 3917));
  try {
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    print(
      `HTTP floor (${database}${process.env.REDIS_URL ? ', Redis' : ''}; 50 connections, 5 s each)`,
    );
    await measureRoute({ url: `${server.url}/api/plans`, seconds: 1 }); // warm-up
    const minimal = await measureRoute({ url: `${server.url}/api/plans` });
    print(describeLoad('GET /api/plans (no I/O)', minimal));
    const oneQuery = await measureRoute({ url: `${server.url}/api/health/ready` });
    print(describeLoad('GET /api/health/ready (one query: SELECT 1)', oneQuery));
  } finally {
    await server.stop();
  }
}
