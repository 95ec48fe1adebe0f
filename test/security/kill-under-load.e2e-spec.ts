import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { FakeOpenAiServer } from '../../backend/src/modules/ai/testing/fake-openai-server.js';
import { PASSWORD, uniqueEmail } from '../support/accounts.js';
import { startAppProcess, type AppProcess } from '../support/app-process/app-process.js';
import {
  createTestDatabase,
  describeWithPostgres,
  type TestDatabase,
} from '../support/test-database.js';

const TEXT = 'Our new dashboard helps your team save about four hours every single week.';
const MODEL_TEXT = 'Our new dashboard saves your team about four hours every single week.';
const PROVIDER_DELAY_MS = 1_500;
const IN_FLIGHT_PER_USER = 8;

interface Account {
  email: string;
  token: string;
}

/** What the database says one account was charged, and what it recorded for those charges. */
interface Ledger {
  total_requests: number;
  free_uses_remaining: number;
  monthly_requests_used: number;
  history: number;
  daily: number;
  reservations: number;
}

// A real PostgreSQL server: the app runs in a process of its own that is killed, and the
// embedded database lives inside the test's process.

describeWithPostgres('faults: kill -9 of an instance under load', () => {
  let database: TestDatabase;
  let db: pg.Client;
  let provider: FakeOpenAiServer;
  let env: Record<string, string | undefined>;
  const instances: AppProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = new FakeOpenAiServer();
    const providerUrl = await provider.start();
    // Every rewrite waits on the model, so the kill finds streams whose use is already reserved.
    provider.respondWith(() => ({ kind: 'slow', delayMs: PROVIDER_DELAY_MS, text: MODEL_TEXT }));
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `kill-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${providerUrl}/v1`,
      AI_MAX_RETRIES: '0',
      THROTTLE_LIMIT: '100000',
      AUTH_IP_LIMIT_PER_HOUR: '100000',
      LOGIN_IP_LIMIT_PER_MINUTE: '100000',
      ENHANCE_USER_LIMIT_PER_MINUTE: '100000',
      HISTORY_LIMIT: '100000',
      PRO_MONTHLY_ENHANCEMENTS: '100000',
      // Longer than any rewrite here, shorter than the restart: the new instance settles them.
      ENHANCE_RESERVATION_TIMEOUT_SECONDS: '4',
    };
    db = new pg.Client({ connectionString: database.url });
    instances.push(await startAppProcess(env));
    await db.connect();
  });

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await db?.end();
    await provider?.stop();
    await database?.drop();
  });

  async function account(url: string, tier: 'free' | 'pro'): Promise<Account> {
    const email = uniqueEmail(`kill-${tier}`);
    const registered = await post(url, '/api/auth/register', undefined, {
      email,
      password: PASSWORD,
      subscription_tier: tier,
    });
    expect(registered.status).toBe(201);
    // The e-mail round trip is tested elsewhere; here the account only needs to be ready.
    await db.query(
      `UPDATE users SET is_verified = true, onboarding_completed = true, subscription_tier = $2
        WHERE email = $1`,
      [email, tier],
    );
    return { email, token: await signIn(url, email) };
  }

  async function signIn(url: string, email: string): Promise<string> {
    const response = await post(url, '/api/auth/login', undefined, { email, password: PASSWORD });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  function post(url: string, path: string, token: string | undefined, body: unknown) {
    return fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  /** One enhancement read to its end: the status, or 'cut' when the connection died first. */
  async function enhance(url: string, token: string, stream: boolean): Promise<number | 'cut'> {
    try {
      const response = await post(url, '/api/ai/enhance', token, { text: TEXT, stream });
      const body = await response.text();
      if (stream && response.ok && !body.includes('event: result')) return 'cut';
      return response.status;
    } catch {
      return 'cut';
    }
  }

  /** Keeps `IN_FLIGHT_PER_USER` enhancements running for the user until the quota or the app ends. */
  async function drive(url: string, token: string): Promise<(number | 'cut')[]> {
    const outcomes: (number | 'cut')[] = [];
    await Promise.all(
      Array.from({ length: IN_FLIGHT_PER_USER }, async (_, lane) => {
        for (let round = 0; ; round++) {
          const outcome = await enhance(url, token, (lane + round) % 2 === 0);
          outcomes.push(outcome);
          if (outcome !== 200) return;
        }
      }),
    );
    return outcomes;
  }

  async function until(condition: () => Promise<boolean>, withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    while (!(await condition()) && Date.now() < deadline)
      await new Promise((wait) => setTimeout(wait, 100));
  }

  async function ledger(email: string): Promise<Ledger> {
    const { rows } = await db.query<Ledger>(
      `SELECT u.total_requests, u.free_uses_remaining, u.monthly_requests_used,
         (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history,
         (SELECT coalesce(sum(d.enhancements), 0)::int FROM enhancement_daily_usage d
           WHERE d.user_id = u.id) AS daily,
         (SELECT count(*)::int FROM enhancement_reservations r WHERE r.user_id = u.id) AS reservations
       FROM users u WHERE u.email = $1`,
      [email],
    );
    return rows[0];
  }

  it('should leave no charged use without its history row, and a restarted instance serves', async () => {
    const [first] = instances;
    const free = await account(first.url, 'free');
    const pro = await account(first.url, 'pro');

    const load = Promise.all([drive(first.url, free.token), drive(first.url, pro.token)]);
    // Mid-load: some uses are recorded and the next streams hold reserved ones.
    await until(async () => {
      const row = await ledger(pro.email);
      return row.history > 0 && row.reservations > 0;
    }, 30_000);
    await first.kill();
    const outcomes = (await load).flat();
    const delivered = outcomes.filter((outcome) => outcome === 200).length;
    const cut = outcomes.filter((outcome) => outcome === 'cut').length;
    // Some streams are cut; how many finished before the kill depends on the machine's speed.
    expect(cut).toBeGreaterThan(0);

    // Before any instance is back: every charge is recorded or still reserved, none lost.
    let reservedAtKill = 0;
    for (const { email } of [free, pro]) {
      const row = await ledger(email);
      expect(row.total_requests).toBe(row.history + row.reservations);
      reservedAtKill += row.reservations;
    }

    // Every reservation the kill left is older than ENHANCE_RESERVATION_TIMEOUT_SECONDS (4 s) by
    // the time the new instance's start-up sweep looks, however fast it starts.
    await new Promise((wait) => setTimeout(wait, 4_500));
    const restarting = Date.now();
    const restarted = await startAppProcess(env);
    instances.push(restarted);
    const readyMs = Date.now() - restarting;
    await until(async () => {
      const open = (await ledger(free.email)).reservations + (await ledger(pro.email)).reservations;
      return open === 0;
    }, 15_000);

    const freeRow = await ledger(free.email);
    const proRow = await ledger(pro.email);
    expect({ ...freeRow, charged: 10 - freeRow.free_uses_remaining }).toEqual({
      ...freeRow,
      total_requests: freeRow.history,
      charged: freeRow.history,
      daily: freeRow.history,
      reservations: 0,
    });
    expect({ ...proRow, charged: proRow.monthly_requests_used }).toEqual({
      ...proRow,
      total_requests: proRow.history,
      charged: proRow.history,
      daily: proRow.history,
      reservations: 0,
    });
    // Answers the kill cut short may have been recorded; nothing delivered went unrecorded.
    expect(freeRow.history + proRow.history).toBeGreaterThanOrEqual(delivered);
    expect(freeRow.history + proRow.history).toBeLessThanOrEqual(delivered + cut);
    // The fault figures docs/security.md quotes.
    console.log(
      `kill -9 under load: ${delivered} enhancements delivered, ${cut} cut by the kill, ` +
        `${reservedAtKill} uses reserved at the kill and given back by the restarted instance ` +
        `(started again, ready in ${(readyMs / 1000).toFixed(1)} s, ${Date.now() - restarting - readyMs} ms more to settle); ` +
        `charged = recorded: Free ${freeRow.history}, Pro ${proRow.history}`,
    );

    // The restarted instance serves the same accounts, and records what it charges.
    provider.respondWith(() => ({ kind: 'text', text: MODEL_TEXT }));
    const token = await signIn(restarted.url, pro.email);
    expect(await enhance(restarted.url, token, true)).toBe(200);
    expect((await ledger(pro.email)).history).toBe(proRow.history + 1);
  }); // two app starts from the TypeScript sources: minutes on a loaded machine
});
