import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  ProResetJob,
  PRO_RESET_JOB,
} from '../../backend/src/modules/billing/renewal/pro-reset.job.js';
import { JobQueue } from '../../backend/src/queues/job-queue.js';
import { onboardedUser } from '../support/accounts.js';
import { api, planOf } from '../support/billing.js';
import { describeWithRedis } from '../support/redis.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { StripeServer } from '../support/stripe-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_reset_test';

/** The monthly Pro reset through the app's job queue: Bull on Redis, or in-process. */
function proResetContract(useRedis: boolean) {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let stripe: StripeServer;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    stripe = await new StripeServer(
      { price_pro: 999, price_premium: 2500 },
      WEBHOOK_SECRET,
    ).start();
    testApp = await startTestApp({
      env: {
        SMTP_URL: inbox.url,
        ...(useRedis ? {} : { REDIS_URL: undefined }),
        ...stripe.appEnv(),
      },
    });
    db = testApp.app.get(DataSource);
    expect(testApp.app.get(JobQueue).mode).toBe(useRedis ? 'redis' : 'in-process');
  });

  afterAll(async () => {
    await testApp?.close();
    await stripe?.stop();
    await inbox?.stop();
  });

  /** Queues `count` runs of the job at once and waits until they have all run. */
  async function runJob(count = 1) {
    const job = testApp.app.get(ProResetJob);
    const target = job.completedRuns + count;
    const queue = testApp.app.get(JobQueue);
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        queue.add('billing', PRO_RESET_JOB, {}, { jobId: `test-${Date.now()}-${index}` }),
      ),
    );
    const started = Date.now();
    while (job.completedRuns < target) {
      if (Date.now() - started > 20000) throw new Error('The reset job did not run');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function proUser() {
    const account = await onboardedUser(testApp, inbox);
    const on = api(testApp, account.token);
    const created = await on
      .post('/api/payments/create-subscription', { plan_type: 'pro' })
      .expect(201);
    stripe.pay(created.body.payment_intent_id);
    await on
      .post('/api/payments/confirm-payment', { payment_intent_id: created.body.payment_intent_id })
      .expect(200);
    const [row] = await db.query(
      'SELECT provider_subscription_id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [account.email],
    );
    return { ...account, subscriptionId: row.provider_subscription_id as string };
  }

  /** Moves the user's period (and Stripe's) so that it ended a minute ago; usage at `used`. */
  async function endPeriod(user: { email: string; subscriptionId: string }, used: number) {
    const [[row]] = await db.query(
      `UPDATE users SET usage_period_start = now() - interval '1 month' - interval '1 minute',
         usage_period_end = now() - interval '1 minute', monthly_requests_used = $2
       WHERE email = $1 RETURNING usage_period_start, usage_period_end`,
      [user.email, used],
    );
    const item = stripe.subscriptions.get(user.subscriptionId)!.items.data[0];
    item.current_period_start = Math.floor(new Date(row.usage_period_start).getTime() / 1000);
    item.current_period_end = Math.floor(new Date(row.usage_period_end).getTime() / 1000);
    return new Date(row.usage_period_end);
  }

  const monthAfter = (date: Date) => {
    const next = new Date(date);
    next.setUTCMonth(next.getUTCMonth() + 1);
    return next;
  };

  it('should reset an ended Pro period once, rolled forward one month, however many runs', async () => {
    const user = await proUser();
    const ended = await endPeriod(user, 500);
    await runJob(2);
    const after = await planOf(db, user.email);
    expect(after.monthly_requests_used).toBe(0);
    expect(new Date(after.usage_period_start!)).toEqual(ended);
    expect(new Date(after.usage_period_end!)).toEqual(monthAfter(ended));
    await db.query('UPDATE users SET monthly_requests_used = 7 WHERE email = $1', [user.email]);
    await runJob();
    const again = await planOf(db, user.email);
    expect(again.monthly_requests_used).toBe(7);
    expect(again.usage_period_end).toEqual(after.usage_period_end);
  });

  it('should reset once when the job and invoice.paid meet the same period, in either order', async () => {
    for (const jobFirst of [true, false]) {
      const user = await proUser();
      const ended = await endPeriod(user, 300);
      const invoice = stripe.renew(user.subscriptionId);
      const { payment_intent: _link, ...view } = invoice;
      const delivery = stripe.event('invoice.paid', view);
      const webhook = () =>
        request(testApp.server)
          .post('/api/payments/webhook')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', delivery.signature)
          .send(delivery.payload)
          .expect(200);
      if (jobFirst) await runJob();
      else await webhook();
      await db.query('UPDATE users SET monthly_requests_used = 11 WHERE email = $1', [user.email]);
      if (jobFirst) await webhook();
      else await runJob();
      const after = await planOf(db, user.email);
      expect({ jobFirst, used: after.monthly_requests_used }).toEqual({ jobFirst, used: 11 });
      // Stripe's dates (whole seconds) win over the job's own roll-forward: same period, one reset.
      expect(new Date(after.usage_period_start!).getTime() / 1000).toBe(
        Math.floor(ended.getTime() / 1000),
      );
      expect(new Date(after.usage_period_end!).getTime() / 1000).toBe(
        invoice.lines.data[0].period.end,
      );
    }
  });

  it('should leave Free, Premium and running Pro periods alone', async () => {
    const user = await proUser();
    const before = await planOf(db, user.email);
    await db.query('UPDATE users SET monthly_requests_used = 3 WHERE email = $1', [user.email]);
    const free = await onboardedUser(testApp, inbox);
    await db.query(
      `UPDATE users SET usage_period_end = now() - interval '1 day', monthly_requests_used = 4 WHERE email = $1`,
      [free.email],
    );
    await runJob();
    expect((await planOf(db, user.email)).monthly_requests_used).toBe(3);
    expect((await planOf(db, user.email)).usage_period_end).toEqual(before.usage_period_end);
    expect((await planOf(db, free.email)).monthly_requests_used).toBe(4);
  });
}

describe('the monthly Pro reset job, in-process', () => proResetContract(false));

describeWithRedis('the monthly Pro reset job, on Bull and Redis', () => proResetContract(true));

describe('test mode renews and ends subscriptions at their period end through the reset job', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url } });
    db = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  it('should charge the next month (usage reset) or end a subscription set to cancel', async () => {
    const users = [];
    for (const cancel of [false, true]) {
      const account = await onboardedUser(testApp, inbox);
      const on = api(testApp, account.token);
      const session = await on
        .post('/api/payments/create-checkout-session', { plan: 'pro' })
        .expect(201);
      await on
        .post(`/api/payments/test-mode/checkout/${session.body.session_id}/complete`)
        .expect(200);
      if (cancel) await on.post('/api/payments/cancel-subscription').expect(200);
      users.push({ ...account, cancel });
    }
    // Both periods end now: in the provider's records and ours.
    await db.query(
      `UPDATE test_mode_objects SET data = data || jsonb_build_object('currentPeriodEnd', to_jsonb(now() - interval '1 minute')) WHERE kind = 'subscription'`,
    );
    await db.query(`UPDATE subscriptions SET current_period_end = now() - interval '1 minute'`);
    await db.query(
      `UPDATE users SET usage_period_start = now() - interval '1 month' - interval '1 minute',
        usage_period_end = now() - interval '1 minute', monthly_requests_used = 99 WHERE email = ANY($1)`,
      [users.map((user) => user.email)],
    );
    const job = testApp.app.get(ProResetJob);
    const result = await job.run();
    expect(result.renewed).toBe(2);
    const renewing = await planOf(db, users[0].email);
    expect(renewing).toMatchObject({ subscription_tier: 'pro', monthly_requests_used: 0 });
    expect(new Date(renewing.usage_period_end!).getTime()).toBeGreaterThan(
      Date.now() + 27 * 86400000,
    );
    expect((await planOf(db, users[1].email)).subscription_tier).toBe('free');
    const [payments] = await db.query(
      `SELECT count(*)::int AS n FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [users[0].email],
    );
    expect(payments.n).toBe(2);
    expect((await job.run()).renewed).toBe(0);
  });
});
