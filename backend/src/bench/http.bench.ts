import { randomBytes } from 'node:crypto';
import { createBenchDatabase } from './bench-database.js';
import { describeLoad, measureRoute, startBenchServer, type BenchServer } from './http-server.js';

const STAFF = {
  email: 'bench.staff@resonate.example',
  password: `Bench-${randomBytes(8).toString('hex')}9`,
};

export interface SignedInServer {
  server: BenchServer;
  /** Bearer header of a staff account: unlimited enhancements, like Premium. */
  headers: Record<string, string>;
  database: string;
  stop(): Promise<void>;
}

/**
 * The app with a staff account (ADMIN_EMAIL/ADMIN_PASSWORD) signed in. On PostgreSQL it runs on
 * a database of its own, created here and dropped after, so a run leaves nothing behind.
 */
export async function startSignedInBenchServer(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<SignedInServer> {
  const database = await createBenchDatabase();
  const databaseUrl = database.url;
  const dropDatabase = database.drop;
  let server: BenchServer;
  try {
    server = await startBenchServer(
      port,
      {
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
        REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
        ENHANCE_USER_LIMIT_PER_MINUTE: '100000000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      nodeArgs,
    );
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`Signing in the bench account failed: ${login.status}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const database = `${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}${process.env.REDIS_URL ? ', Redis' : ''}`;
    return {
      server,
      headers: { authorization: `Bearer ${token}` },
      database,
      async stop() {
        await server.stop();
        await dropDatabase();
      },
    };
  } catch (error) {
    await server.stop();
    await dropDatabase();
    throw error;
  }
}

/** The framework floor: a route with no I/O, one database query, and a signed-in read, same run. */
export async function benchHttp(print: (line: string) => void): Promise<void> {
  const app = await startSignedInBenchServer(Number(process.env.BENCH_PORT ?? 3917));
  try {
    const { server, headers } = app;
    print(`HTTP floor (${app.database}; 50 connections, 5 s each)`);
    await measureRoute({ url: `${server.url}/api/plans`, seconds: 1 }); // warm-up
    const minimal = await measureRoute({ url: `${server.url}/api/plans` });
    print(describeLoad('GET /api/plans (no I/O)', minimal));
    const oneQuery = await measureRoute({ url: `${server.url}/api/health/ready` });
    print(describeLoad('GET /api/health/ready (one query: SELECT 1)', oneQuery));
    await measureRoute({ url: `${server.url}/api/auth/me`, headers, seconds: 1 }); // warm-up
    const signedIn = await measureRoute({ url: `${server.url}/api/auth/me`, headers });
    print(describeLoad('GET /api/auth/me (session lookup + user)', signedIn));
  } finally {
    await app.stop();
  }
}
