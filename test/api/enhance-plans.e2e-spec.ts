import request from 'supertest';
import { DataSource } from 'typeorm';
import { AiService } from '../../backend/src/modules/ai/ai.service.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { FREE_LIMIT, PRO_LIMIT, STAFF, TEXT, useEnhanceApp } from '../support/enhance.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('POST /api/ai/enhance: plans and fair use', () => {
  const fixture = useEnhanceApp();
  const { api, enhance, account, setPlan } = fixture;

  describe('plan quotas', () => {
    it('should answer 402 to a free account with no uses left, before any rewrite work', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      await setPlan(email, 'free_uses_remaining = 0');
      const rewrite = jest.spyOn(fixture.testApp.app.get(AiService), 'rewrite');
      const response = await enhance(token, { text: TEXT }).expect(402);
      expect(response.body.detail).toBe(FREE_LIMIT);
      expect(rewrite).not.toHaveBeenCalled();
      expect(await account(email)).toMatchObject({ total_requests: 0, history: 0 });
    });

    it('should give a Pro account at 499 exactly one more, then 402 with the Pro message', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      await setPlan(
        email,
        `subscription_tier = 'pro', monthly_requests_used = 499,
         usage_period_start = now() - interval '3 days', usage_period_end = now() + interval '27 days'`,
      );
      const last = await enhance(token, { text: TEXT }).expect(200);
      expect(last.body.usage).toMatchObject({
        subscription_tier: 'pro',
        unlimited: false,
        monthly_requests_used: 500,
        monthly_limit: 500,
      });
      expect(new Date(last.body.usage.usage_period_end).getTime()).toBeGreaterThan(Date.now());
      const refused = await enhance(token, { text: TEXT }).expect(402);
      expect(refused.body.detail).toBe(PRO_LIMIT);
      expect(await account(email)).toMatchObject({
        monthly_requests_used: 500,
        total_requests: 1,
        history: 1,
      });
    });

    it('should roll an ended Pro period forward by whole months on first use', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      await setPlan(
        email,
        `subscription_tier = 'pro', monthly_requests_used = 500,
         usage_period_start = now() - interval '100 days', usage_period_end = now() - interval '70 days'`,
      );
      const before = await account(email);
      const response = await enhance(token, { text: TEXT }).expect(200);
      expect(response.body.usage).toMatchObject({ monthly_requests_used: 1, monthly_limit: 500 });
      const after = await account(email);
      expect(after.monthly_requests_used).toBe(1);
      expect(after.usage_period_end.getTime()).toBeGreaterThan(Date.now());
      expect(after.usage_period_start.getTime()).toBeLessThanOrEqual(Date.now());
      expect(response.body.usage.usage_period_end).toBe(after.usage_period_end.toISOString());
      // Whole months from the old end: the renewal day stays the billing day.
      const [{ months }] = await fixture.db.query(
        `SELECT k AS months FROM generate_series(1, 12) AS k
         WHERE $1::timestamptz + make_interval(months => k) = $2::timestamptz`,
        [before.usage_period_end, after.usage_period_end],
      );
      expect(months).toBeGreaterThanOrEqual(3);
      expect(months).toBeLessThanOrEqual(4);
      const [{ start_ok }] = await fixture.db.query(
        `SELECT $1::timestamptz + make_interval(months => $2::int - 1) = $3::timestamptz AS start_ok`,
        [before.usage_period_end, months, after.usage_period_start],
      );
      expect(start_ok).toBe(true);
    });

    it('should start a one-month period for a Pro account that has none', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      await setPlan(
        email,
        `subscription_tier = 'pro', usage_period_start = NULL, usage_period_end = NULL`,
      );
      await enhance(token, { text: TEXT }).expect(200);
      const after = await account(email);
      expect(after.monthly_requests_used).toBe(1);
      const [{ one_month }] = await fixture.db.query(
        `SELECT $1::timestamptz + interval '1 month' = $2::timestamptz AND $1::timestamptz <= now() AS one_month`,
        [after.usage_period_start, after.usage_period_end],
      );
      expect(one_month).toBe(true);
    });

    it('should let Premium enhance without a quota, counting only the total', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      await setPlan(email, `subscription_tier = 'premium', free_uses_remaining = 0`);
      const response = await enhance(token, { text: TEXT }).expect(200);
      expect(response.body.usage).toMatchObject({
        subscription_tier: 'premium',
        unlimited: true,
        free_uses_remaining: 0,
        monthly_limit: null,
      });
      expect(await account(email)).toMatchObject({
        total_requests: 1,
        free_uses_remaining: 0,
        monthly_requests_used: 0,
        history: 1,
      });
    });

    it('should let staff enhance without a quota', async () => {
      const login = await api().post('/api/auth/login').send(STAFF).expect(200);
      await setPlan(STAFF.email, 'free_uses_remaining = 0');
      const response = await enhance(login.body.access_token, { text: TEXT }).expect(200);
      expect(response.body.usage).toMatchObject({ subscription_tier: 'free', unlimited: true });
    });

    it('should charge nothing when the engine fails', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      jest
        .spyOn(fixture.testApp.app.get(AiService), 'rewrite')
        .mockRejectedValueOnce(new Error('engine exploded'));
      const failed = await enhance(token, { text: TEXT }).expect(500);
      expect(failed.body.detail).not.toContain('engine exploded');
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 10,
        total_requests: 0,
        history: 0,
      });
      await enhance(token, { text: TEXT }).expect(200);
      expect(await account(email)).toMatchObject({ free_uses_remaining: 9, history: 1 });
    });
  });

  describe('fair use per account', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({
        env: { SMTP_URL: fixture.inbox.url, ENHANCE_USER_LIMIT_PER_MINUTE: '2' },
      });
    });
    afterAll(() => limited?.close());

    it('should answer 429 with a wait time and Retry-After past the per-minute limit, charging nothing', async () => {
      const { token } = await onboardedUser(limited, fixture.inbox);
      const send = () =>
        request(limited.server).post('/api/ai/enhance').set(bearer(token)).send({ text: TEXT });
      await send().expect(200);
      await send().expect(200);
      const throttled = await send().expect(429);
      expect(throttled.body.detail).toMatch(
        /^Rate limit exceeded - please wait \d+ seconds? before enhancing again\.$/,
      );
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      const [{ n }] = await limited.app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM enhancement_history');
      expect(n).toBe(2);
    });
  });
});
