import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../backend/src/app.factory.js';
import { DatabaseConnection } from '../../backend/src/database/database-connection.js';
import { freePort } from './free-port.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  /** For supertest: request(testApp.server). */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  env: Record<string, string | undefined>;
  /** Base URL when started with `listen: true`. */
  url?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  /**
   * Listen on a real port (browser tests, several instances); PUBLIC_URL becomes that address
   * unless given, so mailed links and payment returns lead back to this app.
   */
  listen?: boolean;
  /** Another instance's app to share the database, Redis prefix and data folder with. */
  shareWith?: TestApp;
}

/**
 * The whole app on a fresh database (PostgreSQL when DATABASE_URL is set, else embedded), with
 * Redis when REDIS_URL is set (under a prefix of its own), and a temporary data folder.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let env: Record<string, string | undefined>;
  const port = options.listen ? await freePort() : undefined;
  if (options.shareWith) {
    // An embedded database belongs to the first instance; the second reaches it over its socket.
    const databaseUrl =
      options.shareWith.env.DATABASE_URL ?? options.shareWith.app.get(DatabaseConnection).url;
    env = { ...options.shareWith.env, DATABASE_URL: databaseUrl, ...options.env };
  } else {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'resonate-test-'));
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL,
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      // Tests fire many requests from one address; throttling tests lower this themselves.
      THROTTLE_LIMIT: '100000',
      AUTH_IP_LIMIT_PER_HOUR: '100000',
      LOGIN_IP_LIMIT_PER_MINUTE: '100000',
      // A cheap password hash: the suite signs up and in hundreds of times.
      PASSWORD_HASH_MEMORY_KIB: '4096',
      PASSWORD_HASH_TIME_COST: '1',
      PORT: '0',
      ...(port ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      ...options.env,
    };
  }
  if (process.env.REDIS_URL && !process.env.TEST_REDIS_URL)
    process.env.TEST_REDIS_URL = process.env.REDIS_URL;

  const app = await withEnv(env, () => createApp());
  let url: string | undefined;
  if (options.listen) {
    await app.listen(port!, '127.0.0.1');
    url = `http://127.0.0.1:${port}`;
  }
  return {
    app,
    server: app.getHttpServer(),
    env,
    url,
    async close() {
      await app.close();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `create` with the given variables in process.env, restoring the previous values after. */
export async function withEnv<T>(
  env: Record<string, string | undefined>,
  create: () => Promise<T>,
): Promise<T> {
  const previous: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) {
    previous[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await create();
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
