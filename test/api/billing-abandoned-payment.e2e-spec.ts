import { DataSource } from 'typeorm';
import { onboardedUser } from '../support/accounts.js';
import { api, planOf, PUBLIC_URL } from '../support/billing.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PendingPaymentExpiryJob } from '../../backend/src/modules/billing/subscriptions/pending-payment-expiry.job.js';

describe('a payment started and abandoned, in test mode', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL } });
    db = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  async function abandonedPremium() {
    const account = await onboardedUser(testApp, inbox);
    const user = await planOf(db, account.email);
    const on = api(testApp, account.token);
    // The payment form opens (an unpaid subscription), and the user leaves it.
    const created = await on.post('/api/payments/create-subscription', { plan_type: 'premium' });
    expect(created.status).toBe(201);
    const checkout = await on.post('/api/payments/create-checkout-session', { plan: 'premium' });
    expect(checkout.status).toBe(201);
    return { ...account, id: user.id, on, checkoutId: checkout.body.session_id as string };
  }

  const statusesOf = async (userId: string) => ({
    subscriptions: (
      await db.query('SELECT status FROM subscriptions WHERE user_id = $1', [userId])
    ).map((row: { status: string }) => row.status),
    checkouts: (
      await db.query('SELECT status FROM checkout_sessions WHERE user_id = $1', [userId])
    ).map((row: { status: string }) => row.status),
  });

  it('should show no subscription and keep the free plan while the payment waits', async () => {
    const user = await abandonedPremium();
    const answer = await user.on.get('/api/payments/subscription').expect(200);
    expect(answer.body).toEqual({ subscription: null });
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');
  });

  it('should expire the unpaid subscription and the open checkout after a day, at the provider too', async () => {
    const user = await abandonedPremium();
    const fresh = await abandonedPremium();
    await db.query(
      `UPDATE subscriptions SET created_at = now() - interval '2 days' WHERE user_id = $1`,
      [user.id],
    );
    await db.query(
      `UPDATE checkout_sessions SET created_at = now() - interval '2 days' WHERE user_id = $1`,
      [user.id],
    );

    const result = await testApp.app.get(PendingPaymentExpiryJob).run();

    expect(result).toEqual({ subscriptions: 1, checkouts: 1 });
    await expect(statusesOf(user.id)).resolves.toEqual({
      subscriptions: ['canceled'],
      checkouts: ['expired'],
    });
    // A payment started an hour ago is still waiting.
    await expect(statusesOf(fresh.id)).resolves.toEqual({
      subscriptions: ['incomplete'],
      checkouts: ['open'],
    });
    const page = await user.on.get(`/api/payments/test-mode/checkout/${user.checkoutId}`);
    expect(page.body.status).toBe('expired');
    // Running again changes nothing.
    await expect(testApp.app.get(PendingPaymentExpiryJob).run()).resolves.toEqual({
      subscriptions: 0,
      checkouts: 0,
    });
  });
});
