import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createBenchDatabase, type BenchDatabase } from '../bench-database.js';
import { startBenchServer, type BenchServer } from '../http-server.js';
import { LoopbackProxy } from './loopback-proxy.js';

export interface SoakUser {
  email: string;
  password: string;
  tier: 'pro' | 'premium';
  token: string;
}

/** Two instances of the built app on one PostgreSQL database and Redis, behind the proxy. */
export interface SoakCluster {
  /** The proxy's address: every request of the load goes through it. */
  url: string;
  instances: BenchServer[];
  proxy: LoopbackProxy;
  /** One connection to the bench database (a pool of one: callers may overlap), for setting up accounts and reading pg_stat_activity. */
  db: pg.Pool;
  databaseName: string;
  users: SoakUser[];
  stop(): Promise<void>;
}

const USERS_PER_TIER = 4;
const UNLIMITED = '100000000';

async function signUp(url: string, db: pg.Pool, tier: SoakUser['tier'], index: number) {
  const email = `soak.${tier}.${index}.${randomBytes(3).toString('hex')}@resonate.example`;
  const password = `Soak-${randomBytes(6).toString('hex')}9`;
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, subscription_tier: tier }),
  });
  if (registered.status !== 201)
    throw new Error(`Signing up ${email} answered ${registered.status}`);
  // The mailed link and the payment are benchmarked nowhere here: the account is made ready directly.
  await db.query(
    `UPDATE users SET is_verified = true, onboarding_completed = true, subscription_tier = $2
      WHERE email = $1`,
    [email, tier],
  );
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Signing in ${email} answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { email, password, tier, token };
}

/**
 * Starts the cluster on a database of its own (dropped by stop()). Quotas and per-account
 * limits are lifted (Pro's monthly quota, fair use per minute) so the load is never refused;
 * the per-address limits stay as configured, with one address per simulated client.
 */
export async function startSoakCluster(basePort: number): Promise<SoakCluster> {
  const database: BenchDatabase = await createBenchDatabase();
  const env = {
    DATABASE_URL: database.url!,
    REDIS_PREFIX: `soak-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY_HOPS: '1',
    PRO_MONTHLY_ENHANCEMENTS: UNLIMITED,
    ENHANCE_USER_LIMIT_PER_MINUTE: UNLIMITED,
    BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: UNLIMITED,
    AUTH_IP_LIMIT_PER_HOUR: '1000',
  };
  const instances: BenchServer[] = [];
  const proxy = new LoopbackProxy([basePort, basePort + 1]);
  const db = new pg.Pool({ connectionString: database.url, max: 1 });
  const stop = async () => {
    await proxy.stop();
    for (const instance of instances) await instance.stop();
    await db.end().catch(() => undefined);
    await database.drop();
  };
  try {
    // One after the other: the first applies the migrations.
    instances.push(await startBenchServer(basePort, env));
    instances.push(await startBenchServer(basePort + 1, env));
    const url = await proxy.start();
    const users = await Promise.all(
      (['pro', 'premium'] as const).flatMap((tier) =>
        Array.from({ length: USERS_PER_TIER }, (_, index) => signUp(url, db, tier, index)),
      ),
    );
    return { url, instances, proxy, db, databaseName: database.name, users, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
