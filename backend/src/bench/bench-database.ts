import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  /** The database's URL, or undefined without DATABASE_URL (each app then embeds its own). */
  url?: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A database of the bench's own on DATABASE_URL's server, created here and dropped after, so a
 * run leaves nothing behind.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const name = `resonate_bench_${randomBytes(6).toString('hex')}`;
  if (!serverUrl) return { name, drop: async () => undefined };
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
