import request from 'supertest';
import { DataSource } from 'typeorm';
import { AiService } from '../../backend/src/modules/ai/ai.service.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { REWRITABLE_TEXT_WITH_FACTS } from '../../backend/src/modules/ai/testing/rewritable-texts.js';

const TEXT = REWRITABLE_TEXT_WITH_FACTS;
const FREE_LIMIT = 'Free usage limit reached. Please upgrade to Pro or Premium.';
const PRO_LIMIT = 'Monthly token usage of 500 exceeded, click for more options';

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('enhance quotas under concurrency, across two app instances', () => {
  let first: TestApp;
  let second: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    first = await startTestApp({
      env: { SMTP_URL: inbox.url, ENHANCE_USER_LIMIT_PER_MINUTE: '100000' },
    });
    // Same database (and Redis when REDIS_URL is set), its own process state and pool.
    second = await startTestApp({ shareWith: first });
    db = first.app.get(DataSource);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await inbox?.stop();
  });

  async function fire(token: string, count: number) {
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        request((index % 2 === 0 ? first : second).server)
          .post('/api/ai/enhance')
          .set(bearer(token))
          .send({ text: `${TEXT} (${index})`, emotion_tone: 'confident' }),
      ),
    );
    return responses;
  }

  async function account(email: string) {
    const [row] = await db.query(
      `SELECT u.free_uses_remaining, u.monthly_requests_used, u.total_requests,
        (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history
       FROM users u WHERE u.email = $1`,
      [email],
    );
    return row;
  }

  it('should give a free account with 10 uses exactly 10 of 100 simultaneous enhancements', async () => {
    const { email, token } = await onboardedUser(first, inbox);
    const responses = await fire(token, 100);
    expect(statusCounts(responses.map((response) => response.status))).toEqual({
      200: 10,
      402: 90,
    });
    for (const refused of responses.filter((response) => response.status === 402)) {
      expect(refused.body.detail).toBe(FREE_LIMIT);
    }
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => response.body.usage.free_uses_remaining)
      .sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await account(email)).toEqual({
      free_uses_remaining: 0,
      monthly_requests_used: 0,
      total_requests: 10,
      history: 10,
    });
  });

  it('should stream text to exactly 10 of 60 simultaneous streamed enhancements of a free account with 10 uses', async () => {
    const { email, token } = await onboardedUser(first, inbox);
    // A slow model provider: the result comes a while after the first words were streamed.
    for (const instance of [first, second]) {
      const ai = instance.app.get(AiService);
      const original = ai.rewriteStream.bind(ai);
      jest.spyOn(ai, 'rewriteStream').mockImplementation(async function* (rewrite) {
        for await (const event of original(rewrite)) {
          if (event.type === 'result') await new Promise((resolve) => setTimeout(resolve, 300));
          yield event;
        }
      });
    }
    try {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          request((index % 2 === 0 ? first : second).server)
            .post('/api/ai/enhance')
            .set(bearer(token))
            .send({ text: `${TEXT} (${index})`, emotion_tone: 'confident', stream: true }),
        ),
      );
      const streamsWithText = responses.filter((response) => /^event: delta$/m.test(response.text));
      expect(streamsWithText).toHaveLength(10);
      for (const streamed of streamsWithText) expect(streamed.text).toMatch(/^event: result$/m);
      const refused = responses.filter((response) => response.status === 402);
      expect(refused).toHaveLength(50);
      for (const response of refused) expect(response.body.detail).toBe(FREE_LIMIT);
      expect(await account(email)).toEqual({
        free_uses_remaining: 0,
        monthly_requests_used: 0,
        total_requests: 10,
        history: 10,
      });
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('should give a Pro account 5 below its limit exactly 5 of 30 simultaneous enhancements', async () => {
    const { email, token } = await onboardedUser(first, inbox);
    await db.query(
      `UPDATE users SET subscription_tier = 'pro', monthly_requests_used = 495,
        usage_period_start = now() - interval '1 day', usage_period_end = now() + interval '29 days'
       WHERE email = $1`,
      [email],
    );
    const responses = await fire(token, 30);
    expect(statusCounts(responses.map((response) => response.status))).toEqual({
      200: 5,
      402: 25,
    });
    expect(responses.find((response) => response.status === 402)!.body.detail).toBe(PRO_LIMIT);
    expect(await account(email)).toMatchObject({
      monthly_requests_used: 500,
      total_requests: 5,
      history: 5,
    });
  });

  it('should roll an ended Pro period forward only once when many requests race for it', async () => {
    const { email, token } = await onboardedUser(first, inbox);
    await db.query(
      `UPDATE users SET subscription_tier = 'pro', monthly_requests_used = 500,
        usage_period_start = now() - interval '40 days', usage_period_end = now() - interval '10 days'
       WHERE email = $1`,
      [email],
    );
    const responses = await fire(token, 20);
    expect(statusCounts(responses.map((response) => response.status))).toEqual({ 200: 20 });
    expect(await account(email)).toMatchObject({ monthly_requests_used: 20, history: 20 });
  });
});

describe('fair-use limit per account', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: { SMTP_URL: inbox.url, ENHANCE_USER_LIMIT_PER_MINUTE: '3' },
    });
    db = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  it('should answer 429 to an unlimited account past its limit, without charging, and not to others on the same address', async () => {
    const premium = await onboardedUser(testApp, inbox);
    const other = await onboardedUser(testApp, inbox);
    await db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [
      premium.email,
    ]);
    const statuses: number[] = [];
    let throttled: request.Response | undefined;
    for (let index = 0; index < 5; index++) {
      const response = await request(testApp.server)
        .post('/api/ai/enhance')
        .set(bearer(premium.token))
        .send({ text: TEXT });
      statuses.push(response.status);
      if (response.status === 429) throttled ??= response;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(throttled!.body.detail).toMatch(
      /^Rate limit exceeded - please wait \d+ seconds? before enhancing again\.$/,
    );
    const [{ total_requests, history }] = await db.query(
      `SELECT u.total_requests, (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history
       FROM users u WHERE u.email = $1`,
      [premium.email],
    );
    expect({ total_requests, history }).toEqual({ total_requests: 3, history: 3 });

    // The limit is the account's, not the address's: another person here is not held back.
    await request(testApp.server)
      .post('/api/ai/enhance')
      .set(bearer(other.token))
      .send({ text: TEXT })
      .expect(200);
  });
});
