import { createHash } from 'node:crypto';
import request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { createKey as newKey, historyRowsOfKey } from '../support/api-keys.js';
import { useTestApp } from '../support/api-app.js';
import { payInTestMode, staffEnv, staffToken } from '../support/billing.js';
import { useCapturedOutput } from '../support/captured-output.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The built-in engine rewrites this one with a Confident tone (hedges go), so it is charged.
const TEXT = 'I think we could maybe try to improve the onboarding emails, if that is okay.';
const REWRITE = { text: TEXT, emotion_tone: 'confident' };
const HEAT_TEXT = 'Our launch went well. Customers loved the new dashboard and asked for more.';
const PRO_LIMIT = 4;
const ANALYSIS_LIMIT = 3;

const NOT_ACCEPTED = 'This route does not accept API keys. Sign in to the workspace to use it.';
const INVALID = 'This API key is not valid: it was revoked, has expired or does not exist.';
const PLAN = 'API keys need a Pro or Premium plan. Upgrade to use this key again.';

describe('personal API keys', () => {
  /** Everything the process writes while the suite runs: the secrets must appear in none of it. */
  const written = useCapturedOutput();
  const secrets: string[] = [];
  let second: TestApp;
  // Hooks run in the order written: the second instance closes before the first drops the database.
  afterAll(() => second?.close());
  const fixture = useTestApp(
    staffEnv({
      // Request lines and debug output included, so the check below reads everything.
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      PRO_MONTHLY_ENHANCEMENTS: String(PRO_LIMIT),
      ENHANCE_USER_LIMIT_PER_MINUTE: '100000',
      BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: String(ANALYSIS_LIMIT),
    }),
  );
  let first: TestApp;

  beforeAll(async () => {
    first = fixture.testApp;
    second = await startTestApp({ shareWith: first });
  });

  async function proUser() {
    const account = await onboardedUser(first, fixture.inbox);
    await payInTestMode(first, account.token, 'pro');
    return account;
  }

  const createKey = (app: TestApp, token: string, body: Parameters<typeof newKey>[3] = {}) =>
    newKey(app, token, secrets, body);

  const usage = (app: TestApp, credential: string) =>
    request(app.server).get('/api/usage').set(bearer(credential));
  const heatMap = (app: TestApp, credential: string) =>
    request(app.server)
      .post('/api/beta/content-heatmap')
      .set(bearer(credential))
      .send({ text: HEAT_TEXT, analysis_mode: 'emotion' });
  const rewrite = (app: TestApp, credential: string) =>
    request(app.server).post('/api/ai/enhance').set(bearer(credential)).send(REWRITE);
  const used = async (email: string) =>
    (await fixture.db.query('SELECT monthly_requests_used FROM users WHERE email = $1', [email]))[0]
      .monthly_requests_used as number;

  it('should show a key once, keep only its hash, and list it with its last use', async () => {
    const { token } = await proUser();
    const key = await createKey(first, token, { name: 'Zapier flow', scopes: ['rewrite'] });
    expect(key.secret).toMatch(/^rsn_live_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(`${key.prefix}_`)).toBe(true);
    expect(key).toMatchObject({ name: 'Zapier flow', scopes: ['rewrite'], status: 'active' });

    const [row] = await fixture.db.query('SELECT * FROM api_keys WHERE id = $1', [key.id]);
    expect(row.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(18));

    await usage(second, key.secret).expect(200);
    const list = await request(first.server).get('/api/api-keys').set(bearer(token)).expect(200);
    expect(list.body.can_create).toBe(true);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      id: key.id,
      prefix: key.prefix,
      name: 'Zapier flow',
    });
    expect(list.body.items[0].secret).toBeUndefined();
    expect(list.body.items[0].last_used_at).not.toBeNull();
    expect(list.body.items[0].last_used_ip).toBeTruthy();
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
  });

  it('should let a free account see what keys would give but not create one', async () => {
    const { token } = await onboardedUser(first, fixture.inbox);
    const list = await request(first.server).get('/api/api-keys').set(bearer(token)).expect(200);
    expect(list.body).toMatchObject({
      items: [],
      can_create: false,
      available_scopes: ['rewrite', 'analyze', 'history:read'],
    });
    const refused = await request(first.server)
      .post('/api/api-keys')
      .set(bearer(token))
      .send({ name: 'Nope', scopes: ['rewrite'] })
      .expect(403);
    expect(refused.body.detail).toBe(PLAN);
  });

  it('should validate the name, the scopes and the expiry', async () => {
    const { token } = await proUser();
    const post = (body: object) =>
      request(first.server).post('/api/api-keys').set(bearer(token)).send(body);
    expect((await post({ name: '', scopes: ['rewrite'] }).expect(400)).body.detail).toBeTruthy();
    expect((await post({ name: 'x', scopes: [] }).expect(400)).body.detail).toBeTruthy();
    expect((await post({ name: 'x', scopes: ['admin'] }).expect(400)).body.detail).toBeTruthy();
    const past = await post({ name: 'x', scopes: ['rewrite'], expires_at: '2001-01-01' }).expect(
      400,
    );
    expect(past.body.detail).toBe('The expiry must be in the future');
  });

  it('should refuse keys on routes without a scope, and on the key routes themselves', async () => {
    const { token } = await proUser();
    const key = await createKey(first, token);
    for (const [method, path] of [
      ['get', '/api/auth/me'],
      ['get', '/api/api-keys'],
      ['post', '/api/api-keys'],
      ['delete', `/api/api-keys/${key.id}`],
      ['delete', '/api/history'],
      ['get', '/api/projects'],
    ] as const) {
      const response = await request(first.server)[method](path).set(bearer(key.secret));
      expect([path, response.status, response.body.detail]).toEqual([path, 403, NOT_ACCEPTED]);
    }
  });

  it('should open each route only to the scope it names', async () => {
    const { token } = await proUser();
    const analyze = await createKey(first, token, { name: 'Analyzer', scopes: ['analyze'] });
    const reader = await createKey(first, token, { name: 'Reader', scopes: ['history:read'] });

    const refused = await rewrite(first, analyze.secret).expect(403);
    expect(refused.body.detail).toBe('This API key does not have the "rewrite" scope.');
    await heatMap(first, analyze.secret).expect(200);
    await request(first.server).get('/api/history').set(bearer(analyze.secret)).expect(403);

    await request(first.server).get('/api/history').set(bearer(reader.secret)).expect(200);
    await heatMap(first, reader.secret).expect(403);
    // Every key may read the plan's usage.
    await usage(first, reader.secret).expect(200);
  });

  it('should end a revoked key at once on every instance, and an expired one', async () => {
    const { token } = await proUser();
    const key = await createKey(first, token);
    await usage(second, key.secret).expect(200);
    const revoked = await request(first.server)
      .delete(`/api/api-keys/${key.id}`)
      .set(bearer(token))
      .expect(200);
    expect(revoked.body.status).toBe('revoked');
    for (const app of [second, first]) {
      const response = await usage(app, key.secret);
      expect([response.status, response.body.detail]).toEqual([401, INVALID]);
    }

    const expiring = await createKey(first, token, { expires_at: '2099-01-01T00:00:00Z' });
    await usage(second, expiring.secret).expect(200);
    await fixture.db.query(
      `UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.id],
    );
    await usage(second, expiring.secret).expect(401);

    // A made-up key with a real prefix, or a malformed one, is the same 401.
    const forged = `${key.prefix}_${'A'.repeat(43)}`;
    await usage(first, forged).expect(401);
    await usage(first, 'rsn_live_nope').expect(401);
  });

  it('should refuse a key whose owner left the paid plans, and end it with the account', async () => {
    const { email, token } = await proUser();
    const key = await createKey(first, token);
    await usage(second, key.secret).expect(200);
    await fixture.db.query(`UPDATE users SET subscription_tier = 'free' WHERE email = $1`, [email]);
    const downgraded = await usage(second, key.secret);
    expect([downgraded.status, downgraded.body.detail]).toEqual([403, PLAN]);
    await fixture.db.query(`UPDATE users SET subscription_tier = 'pro' WHERE email = $1`, [email]);
    await usage(second, key.secret).expect(200);

    await request(first.server).delete('/api/user/delete-account').set(bearer(token)).expect(200);
    await usage(second, key.secret).expect(401);
    expect(await fixture.db.query('SELECT 1 FROM api_keys WHERE id = $1', [key.id])).toEqual([]);
  });

  it('should spend the plan shared with the browser session: exactly the limit under a race', async () => {
    const { email, token } = await proUser();
    const key = await createKey(first, token, { name: 'Racer', scopes: ['rewrite'] });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2 === 0 ? rewrite(first, key.secret) : rewrite(second, token),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PRO_LIMIT);
    expect(statuses.filter((status) => status === 402)).toHaveLength(12 - PRO_LIMIT);
    for (const ok of responses.filter((response) => response.status === 200)) {
      expect(ok.body.charged).toBe(true);
    }
    expect(await used(email)).toBe(PRO_LIMIT);

    const byKey = responses.filter((response, index) => index % 2 === 0 && response.status === 200);
    expect(await historyRowsOfKey(fixture.db, key.id)).toBe(byKey.length);
    const history = await request(first.server).get('/api/history').set(bearer(token)).expect(200);
    expect(history.body.items.filter((item: { api_key: unknown }) => item.api_key)).toHaveLength(
      byKey.length,
    );
    for (const item of history.body.items.filter((entry: { api_key: unknown }) => entry.api_key)) {
      expect(item.api_key).toEqual({ id: key.id, name: 'Racer', prefix: key.prefix });
    }

    const plan = await usage(first, key.secret).expect(200);
    expect(plan.body).toMatchObject({
      plan: 'pro',
      limit: PRO_LIMIT,
      used: PRO_LIMIT,
      remaining: 0,
    });
    const refused = responses.find((response) => response.status === 402)!;
    expect(refused.body.detail).toBe(
      `Monthly token usage of ${PRO_LIMIT} exceeded, click for more options`,
    );
  });

  it('should answer a retried Idempotency-Key with the first result, charged once', async () => {
    const { email, token } = await proUser();
    const key = await createKey(first, token, { scopes: ['rewrite'] });
    const send = (app: TestApp, idempotencyKey: string, body: object = REWRITE) =>
      request(app.server)
        .post('/api/ai/enhance')
        .set(bearer(key.secret))
        .set('Idempotency-Key', idempotencyKey)
        .send(body);

    const firstAnswer = await send(first, 'retry-1').expect(200);
    expect(firstAnswer.body.charged).toBe(true);
    expect(firstAnswer.headers['idempotent-replayed']).toBeUndefined();
    const retried = await send(second, 'retry-1').expect(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toEqual(firstAnswer.body);
    expect(await used(email)).toBe(1);

    const mismatch = await send(first, 'retry-1', { ...REWRITE, emotion_tone: 'calm' }).expect(422);
    expect(mismatch.body.detail).toMatch(/different request/);
    expect(await used(email)).toBe(1);

    // Two at once with one key, on two instances: one runs, the other waits its turn (409) or replays.
    const racing = await Promise.all([send(first, 'race-1'), send(second, 'race-1')]);
    expect(racing.map((response) => response.status).sort()).toEqual(
      racing.some((response) => response.status === 409) ? [200, 409] : [200, 200],
    );
    expect(await used(email)).toBe(2);
    expect(await historyRowsOfKey(fixture.db, key.id)).toBe(2);

    const streamed = await request(first.server)
      .post('/api/ai/enhance')
      .set(bearer(key.secret))
      .set('Idempotency-Key', 'stream-1')
      .send({ ...REWRITE, stream: true })
      .expect(400);
    expect(streamed.body.detail).toMatch(/Idempotency-Key/);
  });

  it('should take Idempotency-Key on the studio’s charged rewrite routes too', async () => {
    const { email, token } = await proUser();
    const key = await createKey(first, token, { scopes: ['rewrite'] });
    const optimize = (app: TestApp) =>
      request(app.server)
        .post('/api/beta/use-case-optimizer')
        .set(bearer(key.secret))
        .set('Idempotency-Key', 'optimize-1')
        .send({ text: REWRITE.text, platform: 'linkedin' });
    const firstAnswer = await optimize(first).expect(200);
    const before = await used(email);
    const retried = await optimize(second).expect(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toEqual(firstAnswer.body);
    expect(await used(email)).toBe(before);
    // The same key on another route is another request: 422, not the optimizer's answer.
    await request(first.server)
      .post('/api/ai/enhance')
      .set(bearer(key.secret))
      .set('Idempotency-Key', 'optimize-1')
      .send(REWRITE)
      .expect(422);
  });

  it('should send rate-limit headers on key requests, Retry-After on 429 and a request id always', async () => {
    const { token } = await proUser();
    const key = await createKey(first, token, { scopes: ['rewrite', 'analyze'] });
    const before = await usage(first, key.secret).expect(200);
    expect(before.headers['ratelimit-policy']).toBe(`${PRO_LIMIT};w=2592000`);
    // No period runs before the first use: the next use starts one, a whole billing month (28 to
    // 31 days from today, whatever the calendar month; the policy states it as 30 days).
    const whole = /^limit=(\d+), remaining=(\d+), reset=(\d+)$/.exec(before.headers.ratelimit);
    expect(whole?.slice(1, 3)).toEqual([String(PRO_LIMIT), String(PRO_LIMIT)]);
    expect(Number(whole![3])).toBeGreaterThanOrEqual(28 * 86400);
    expect(Number(whole![3])).toBeLessThanOrEqual(31 * 86400);
    expect(before.headers['x-correlation-id']).toBeTruthy();

    const charged = await rewrite(second, key.secret).expect(200);
    const rateLimit = /^limit=(\d+), remaining=(\d+), reset=(\d+)$/.exec(charged.headers.ratelimit);
    expect(rateLimit?.slice(1, 3)).toEqual([String(PRO_LIMIT), String(PRO_LIMIT - 1)]);
    const reset = Number(rateLimit![3]);
    const untilRenewal = (Date.parse(charged.body.usage.usage_period_end) - Date.now()) / 1000;
    expect(Math.abs(reset - untilRenewal)).toBeLessThan(120);
    expect(reset).toBeGreaterThan(27 * 86400);

    // A browser session's answers do not carry them.
    const session = await usage(first, token).expect(200);
    expect(session.headers.ratelimit).toBeUndefined();
    expect(session.headers['x-correlation-id']).toBeTruthy();

    for (let index = 0; index < ANALYSIS_LIMIT; index += 1)
      await heatMap(first, key.secret).expect(200);
    const throttled = await heatMap(first, key.secret).expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.headers['x-correlation-id']).toBeTruthy();
  });

  it('should let staff list keys without secrets and revoke one, audited', async () => {
    const { token } = await proUser();
    const key = await createKey(first, token, { name: 'Seen by staff' });
    const staff = await staffToken(first);
    const list = await request(first.server)
      .get(`/api/admin/api-keys?search=${encodeURIComponent('Seen by staff')}`)
      .set(bearer(staff))
      .expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id: key.id,
      name: 'Seen by staff',
      prefix: key.prefix,
      status: 'active',
    });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    expect(JSON.stringify(list.body)).not.toMatch(/secret|hash/);

    const revoked = await request(first.server)
      .post(`/api/admin/api-keys/${key.id}/revoke`)
      .set(bearer(staff))
      .expect(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revoked_by: 'staff' });
    await usage(second, key.secret).expect(401);
    const [event] = await fixture.db.query(
      `SELECT details FROM audit_events WHERE action = 'admin.api_key.revoke'
        AND details->>'target_id' = $1`,
      [key.id],
    );
    expect(event.details).toMatchObject({ prefix: key.prefix, name: 'Seen by staff' });
    // Customers cannot reach the staff routes, with a session or a key.
    await request(first.server).get('/api/admin/api-keys').set(bearer(token)).expect(403);
  });

  it('should describe the key scheme in the OpenAPI document', async () => {
    const document = (await request(first.server).get('/api/docs-json').expect(200)).body;
    expect(document.components.securitySchemes.api_key).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const enhance = document.paths['/api/ai/enhance'].post;
    expect(enhance.security).toEqual(expect.arrayContaining([{ api_key: [] }]));
    expect(enhance['x-api-key-scope']).toBe('rewrite');
    expect(document.paths['/api/usage'].get['x-api-key-scope']).toBe('any');
    expect(document.paths['/api/api-keys'].post.security).not.toEqual(
      expect.arrayContaining([{ api_key: [] }]),
    );
  });

  it('should never write a secret to the logs', () => {
    expect(secrets.length).toBeGreaterThan(10);
    // The capture works: the request lines of this suite are in it.
    expect(written.join('').includes('/api/usage')).toBe(true);
    for (const secret of secrets) {
      const secretPart = secret.slice('rsn_live_'.length + 9);
      expect(written.filter((line) => line.includes(secretPart))).toEqual([]);
    }
  });
});
