import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database per test file: a new database on DATABASE_URL's server, or none (embedded). */
export interface TestDatabase {
  /** The URL the app should use, or undefined for a fresh embedded database. */
  url?: string;
  drop(): Promise<void>;
}

/** PostgreSQL for tests: DATABASE_URL's server (CI sets it). */
const testDatabaseServerUrl = () =>
  process.env.TEST_DATABASE_SERVER_URL ?? process.env.DATABASE_URL;

/**
 * For suites that need a real PostgreSQL server (not the embedded one): without DATABASE_URL they
 * are skipped, loudly, like describeWithRedis.
 */
export const describeWithPostgres: jest.Describe = testDatabaseServerUrl()
  ? describe
  : (((name: string) => {
      describe(name, () => {
        it.skip(`needs DATABASE_URL (not set): ${name}`, () => undefined);
      });
    }) as unknown as jest.Describe);

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseServerUrl();
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  // Remember the server for every later file in this worker, whatever DATABASE_URL becomes.
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  const name = `resonate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
