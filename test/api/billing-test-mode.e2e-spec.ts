import request from 'supertest';
import { DataSource } from 'typeorm';
import { onboardedUser } from '../support/accounts.js';
import {
  api,
  billingRows,
  isAboutAMonthAfter,
  planOf,
  PUBLIC_URL,
  STAFF,
  staffToken,
} from '../support/billing.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60000);

describe('billing in test mode (no Stripe keys), through the API, on two app instances', () => {
  let first: TestApp;
  let second: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    first = await startTestApp({
      env: {
        SMTP_URL: inbox.url,
        PUBLIC_URL,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
      },
    });
    second = await startTestApp({ shareWith: first });
    db = first.app.get(DataSource);
  }, 90000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await inbox?.stop();
  });

  async function customer(tier: 'free' | 'pro' | 'premium' = 'free') {
    const account = await onboardedUser(first, inbox, tier);
    const user = await planOf(db, account.email);
    return { ...account, id: user.id, on: (app = first) => api(app, account.token) };
  }

  async function subscribeWithCard(user: Awaited<ReturnType<typeof customer>>, plan = 'pro') {
    const created = await user.on().post('/api/payments/create-subscription', { plan_type: plan });
    expect(created.status).toBe(201);
    return created.body as {
      payment_intent_id: string;
      client_secret: string;
      subscription_id: string;
    };
  }

  async function checkoutPaid(user: Awaited<ReturnType<typeof customer>>, plan = 'premium') {
    const session = await user
      .on()
      .post('/api/payments/create-checkout-session', { plan })
      .expect(201);
    await user
      .on()
      .post(`/api/payments/test-mode/checkout/${session.body.session_id}/complete`)
      .expect(200);
    await user
      .on()
      .post('/api/payments/process-upgrade-success', {
        plan_type: plan,
        session_id: session.body.session_id,
      })
      .expect(200);
    return session.body.session_id as string;
  }

  it('should say test mode on the plan catalogue, with no publishable key', async () => {
    const user = await customer();
    const plans = await user.on().get('/api/plans').expect(200);
    expect(plans.body).toMatchObject({ payment_mode: 'test', publishable_key: null });
    expect(plans.body.plans.find((plan: { id: string }) => plan.id === 'pro').price_monthly).toBe(
      9.99,
    );
  });

  it('should upgrade a free user to Pro after a test payment, with a fresh usage period', async () => {
    const user = await customer('pro');
    await db.query('UPDATE users SET monthly_requests_used = 42 WHERE id = $1', [user.id]);
    const created = await subscribeWithCard(user);
    expect(created).toMatchObject({
      payment_mode: 'test',
      payment_intent_id: expect.stringMatching(/^pi_test_/),
      client_secret: expect.stringContaining('_secret_'),
    });
    // Until it is paid, the subscription is not the user's plan (an abandoned payment never shows).
    const pending = await user.on().get('/api/payments/subscription').expect(200);
    expect(pending.body.subscription).toBeNull();

    const early = await user
      .on()
      .post('/api/payments/confirm-payment', { payment_intent_id: created.payment_intent_id })
      .expect(402);
    expect(early.body.detail).toBe(
      'The payment has not succeeded (status: requires_payment_method).',
    );
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');

    const paidAt = Date.now();
    await user
      .on()
      .post('/api/payments/test-mode/pay', {
        payment_intent_id: created.payment_intent_id,
        outcome: 'succeeded',
      })
      .expect(200, { status: 'succeeded' });
    const confirmed = await user
      .on()
      .post('/api/payments/confirm-payment', { payment_intent_id: created.payment_intent_id })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      message: 'Pro subscription activated successfully!',
      plan: 'pro',
      user: { subscription_tier: 'pro', intended_tier: null, monthly_requests_used: 0 },
    });
    expect(isAboutAMonthAfter(confirmed.body.user.usage_period_end, paidAt)).toBe(true);
    const current = await user.on().get('/api/payments/subscription').expect(200);
    expect(current.body.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      provider: 'test',
      current_period_end: confirmed.body.user.usage_period_end,
    });
    const { subscriptions, payments } = await billingRows(db, user.id);
    expect(subscriptions).toHaveLength(1);
    expect(payments).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 999, currency: 'usd' }),
    ]);
  });

  it('should answer a declined payment with 402 naming the status and keep the user on Free', async () => {
    const user = await customer();
    const created = await subscribeWithCard(user, 'premium');
    await user
      .on()
      .post('/api/payments/test-mode/pay', {
        payment_intent_id: created.payment_intent_id,
        outcome: 'failed',
      })
      .expect(200, { status: 'requires_payment_method' });
    const refused = await user
      .on()
      .post('/api/payments/confirm-payment', { payment_intent_id: created.payment_intent_id })
      .expect(402);
    expect(refused.body.detail).toContain('requires_payment_method');
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');
    const { payments } = await billingRows(db, user.id);
    expect(payments).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('should refuse to confirm someone else’s payment', async () => {
    const owner = await customer();
    const other = await customer();
    const created = await subscribeWithCard(owner);
    await other
      .on()
      .post('/api/payments/confirm-payment', { payment_intent_id: created.payment_intent_id })
      .expect(404);
    await other
      .on()
      .post('/api/payments/test-mode/pay', {
        payment_intent_id: created.payment_intent_id,
        outcome: 'succeeded',
      })
      .expect(404);
  });

  it('should make one subscription and one payment of concurrent payments and confirmations on two instances', async () => {
    const user = await customer();
    const created = await subscribeWithCard(user);
    const pays = await Promise.all(
      [first, second, first].map((app) =>
        user.on(app).post('/api/payments/test-mode/pay', {
          payment_intent_id: created.payment_intent_id,
          outcome: 'succeeded',
        }),
      ),
    );
    expect(pays.map((response) => response.status)).toEqual([200, 200, 200]);
    const confirms = await Promise.all(
      [first, second, first, second].map((app) =>
        user
          .on(app)
          .post('/api/payments/confirm-payment', { payment_intent_id: created.payment_intent_id }),
      ),
    );
    expect(confirms.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const { subscriptions, payments } = await billingRows(db, user.id);
    expect(subscriptions).toHaveLength(1);
    expect(payments).toHaveLength(1);
    expect((await planOf(db, user.email)).subscription_tier).toBe('pro');
  });

  it('should upgrade to Premium through checkout only once the session is paid, once for concurrent completions', async () => {
    const user = await customer('premium');
    const session = await user
      .on()
      .post('/api/payments/create-checkout-session', { plan: 'premium' })
      .expect(201);
    const id = session.body.session_id as string;
    expect(session.body.checkout_url).toBe(`${PUBLIC_URL}/test-checkout?session_id=${id}`);
    const page = await user.on().get(`/api/payments/test-mode/checkout/${id}`).expect(200);
    expect(page.body).toEqual({
      session_id: id,
      plan: 'premium',
      amount: 25,
      currency: 'usd',
      status: 'open',
      success_url: `${PUBLIC_URL}/?upgrade=success&plan=premium&session_id=${id}`,
      cancel_url: `${PUBLIC_URL}/?upgrade=cancelled`,
    });
    // The return URL alone upgrades nobody.
    const unpaid = await user
      .on()
      .post('/api/payments/process-upgrade-success', { plan_type: 'premium', session_id: id })
      .expect(200);
    expect(unpaid.body).toMatchObject({ ok: false, plan: 'premium' });
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');

    const completions = await Promise.all(
      [first, second, first].map((app) =>
        user.on(app).post(`/api/payments/test-mode/checkout/${id}/complete`),
      ),
    );
    expect(completions.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(completions[0].body.redirect_url).toBe(page.body.success_url);
    const returns = await Promise.all(
      [first, second].map((app) =>
        user.on(app).post('/api/payments/process-upgrade-success', { plan_type: 'premium' }),
      ),
    );
    expect(returns.map((response) => response.body.ok)).toEqual([true, true]);
    const plan = await planOf(db, user.email);
    expect(plan).toMatchObject({ subscription_tier: 'premium', intended_tier: null });
    const { subscriptions, payments } = await billingRows(db, user.id);
    expect(subscriptions).toEqual([expect.objectContaining({ plan: 'premium', status: 'active' })]);
    expect(payments).toEqual([
      expect.objectContaining({ amount_cents: 2500, status: 'succeeded' }),
    ]);
  });

  it('should only return to this site from checkout', async () => {
    const user = await customer();
    const refused = await user
      .on()
      .post('/api/payments/create-checkout-session', {
        plan: 'pro',
        success_url: 'https://evil.example/paid',
      })
      .expect(400);
    expect(refused.body.detail).toBe(`success_url must be an address on ${PUBLIC_URL}`);
    await user
      .on()
      .post('/api/payments/create-checkout-session', { plan: 'pro', cancel_url: '/relative' })
      .expect(400);
    const own = await user
      .on()
      .post('/api/payments/create-checkout-session', {
        plan: 'pro',
        success_url: `${PUBLIC_URL}/beta?paid={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/beta`,
      })
      .expect(201);
    const page = await user
      .on()
      .get(`/api/payments/test-mode/checkout/${own.body.session_id}`)
      .expect(200);
    expect(page.body.success_url).toBe(`${PUBLIC_URL}/beta?paid=${own.body.session_id}`);
  });

  it('should leave a cancelled checkout unpaid', async () => {
    const user = await customer();
    const session = await user
      .on()
      .post('/api/payments/create-checkout-session', { plan: 'pro' })
      .expect(201);
    const id = session.body.session_id;
    const cancelled = await user
      .on()
      .post(`/api/payments/test-mode/checkout/${id}/cancel`)
      .expect(200);
    expect(cancelled.body.redirect_url).toBe(`${PUBLIC_URL}/?upgrade=cancelled`);
    await user.on().post(`/api/payments/test-mode/checkout/${id}/complete`).expect(409);
    const result = await user
      .on()
      .post('/api/payments/process-upgrade-success', { plan_type: 'pro' })
      .expect(200);
    expect(result.body.ok).toBe(false);
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');
  });

  it('should open the billing portal for paying users only', async () => {
    const free = await customer();
    const refused = await free.on().post('/api/payments/create-billing-portal-session').expect(403);
    expect(refused.body.detail).toBe('Billing portal is only available for Pro and Premium users.');
    const paying = await customer();
    await checkoutPaid(paying, 'pro');
    const portal = await paying
      .on()
      .post('/api/payments/create-billing-portal-session')
      .expect(200);
    expect(portal.body).toEqual({ portal_url: `${PUBLIC_URL}/test-billing-portal` });
  });

  it('should cancel at the period end, keeping the plan until then', async () => {
    const user = await customer();
    await checkoutPaid(user, 'pro');
    const cancelled = await user.on().post('/api/payments/cancel-subscription').expect(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    await user.on().post('/api/payments/cancel-subscription').expect(200);
    expect((await planOf(db, user.email)).subscription_tier).toBe('pro');
    const none = await (
      await customer()
    )
      .on()
      .post('/api/payments/cancel-subscription')
      .expect(404);
    expect(none.body.detail).toBe('You have no active subscription to cancel.');
  });

  it('should refuse a plan the user already holds and end Pro when moving to Premium', async () => {
    const user = await customer();
    await checkoutPaid(user, 'pro');
    const twice = await user
      .on()
      .post('/api/payments/create-subscription', { plan_type: 'pro' })
      .expect(409);
    expect(twice.body.detail).toBe('You already have an active Pro subscription.');
    await checkoutPaid(user, 'premium');
    const { subscriptions } = await billingRows(db, user.id);
    expect(
      subscriptions.map((row: { plan: string; status: string }) => [row.plan, row.status]),
    ).toEqual([
      ['pro', 'canceled'],
      ['premium', 'active'],
    ]);
    expect((await planOf(db, user.email)).subscription_tier).toBe('premium');
  });

  describe('staff', () => {
    let staff: string;
    beforeAll(async () => {
      staff = await staffToken(first);
    });

    async function subscriptionIdOf(userId: string) {
      const [row] = await db.query('SELECT id FROM subscriptions WHERE user_id = $1', [userId]);
      return row.id as string;
    }

    it('should list subscriptions with the user e-mail, a page at a time, for staff only', async () => {
      const user = await customer();
      await checkoutPaid(user, 'pro');
      const page = await api(first, staff)
        .get('/api/admin/payments/subscriptions?per_page=2&page=1')
        .expect(200);
      expect(page.body.data).toHaveLength(2);
      expect(page.body.total).toBeGreaterThanOrEqual(3);
      const mine = await api(first, staff)
        .get(
          `/api/admin/payments/subscriptions?q=${encodeURIComponent(user.email)}&sort=amount&order=asc`,
        )
        .expect(200);
      expect(mine.body).toEqual({
        total: 1,
        data: [
          expect.objectContaining({
            user_email: user.email,
            status: 'active',
            amount: 9.99,
            currency: 'usd',
            provider_subscription_id: expect.stringMatching(/^sub_test_/),
            current_period_end: expect.any(String),
          }),
        ],
      });
      await api(first, staff).get('/api/admin/payments/subscriptions?status=bogus').expect(400);
      await user.on().get('/api/admin/payments/subscriptions').expect(403);
    });

    it('should refund Premium within 30 days as a money-back guarantee: plan ended', async () => {
      const user = await customer();
      await checkoutPaid(user, 'premium');
      const refunded = await api(first, staff)
        .post('/api/admin/payments/refund', {
          subscription_id: await subscriptionIdOf(user.id),
          amount: 25,
          reason: 'Money-back guarantee',
        })
        .expect(201);
      expect(refunded.body).toEqual({
        refund: {
          id: expect.any(String),
          amount: 25,
          currency: 'usd',
          status: 'succeeded',
          reason: 'Money-back guarantee',
        },
        downgraded: true,
        money_back_guarantee: true,
      });
      expect((await planOf(db, user.email)).subscription_tier).toBe('free');
      const { subscriptions, payments } = await billingRows(db, user.id);
      expect(subscriptions[0].status).toBe('canceled');
      expect(payments[0]).toMatchObject({ status: 'refunded', amount_refunded_cents: 2500 });
      const [refund] = await db.query('SELECT * FROM refunds WHERE user_id = $1', [user.id]);
      expect(refund).toMatchObject({
        amount_cents: 2500,
        money_back_guarantee: true,
        reason: 'Money-back guarantee',
      });
      expect(refund.staff_user_id).toEqual(expect.any(String));
    });

    it('should refund after 30 days without the guarantee: a partial refund keeps the plan', async () => {
      const user = await customer();
      await checkoutPaid(user, 'premium');
      await db.query(
        `UPDATE payments SET paid_at = now() - interval '40 days' WHERE user_id = $1`,
        [user.id],
      );
      const subscriptionId = await subscriptionIdOf(user.id);
      const partial = await api(first, staff)
        .post('/api/admin/payments/refund', {
          subscription_id: subscriptionId,
          amount: 5,
          reason: 'Goodwill',
        })
        .expect(201);
      expect(partial.body).toMatchObject({
        downgraded: false,
        money_back_guarantee: false,
        refund: { amount: 5 },
      });
      expect((await planOf(db, user.email)).subscription_tier).toBe('premium');
      const tooMuch = await api(first, staff)
        .post('/api/admin/payments/refund', {
          subscription_id: subscriptionId,
          amount: 20.01,
          reason: 'x',
        })
        .expect(400);
      expect(tooMuch.body.detail).toBe(
        'The refund cannot be more than $20.00, what is left of the last payment.',
      );
      const rest = await api(first, staff)
        .post('/api/admin/payments/refund', {
          subscription_id: subscriptionId,
          amount: 20,
          reason: 'Rest',
        })
        .expect(201);
      expect(rest.body).toMatchObject({ downgraded: true, money_back_guarantee: false });
      expect((await planOf(db, user.email)).subscription_tier).toBe('free');
      await api(first, staff)
        .post('/api/admin/payments/refund', {
          subscription_id: subscriptionId,
          amount: 1,
          reason: 'x',
        })
        .expect(400);
      await user
        .on()
        .post('/api/admin/payments/refund', {
          subscription_id: subscriptionId,
          amount: 1,
          reason: 'x',
        })
        .expect(403);
    });
  });

  it('should export billing records and, on deletion, end the plan and keep money rows anonymised', async () => {
    const user = await customer();
    await checkoutPaid(user, 'premium');
    const exported = await user.on().get('/api/user/export-data').expect(200);
    const data = JSON.parse(exported.text);
    expect(data.billing.subscriptions).toEqual([
      expect.objectContaining({ plan: 'premium', status: 'active' }),
    ]);
    expect(data.billing.payments).toEqual([expect.objectContaining({ amount_cents: 2500 })]);
    const [subscription] = await db.query('SELECT id FROM subscriptions WHERE user_id = $1', [
      user.id,
    ]);
    await user.on().get('/api/auth/me').expect(200);
    await request(first.server)
      .delete('/api/user/delete-account')
      .set({ Authorization: `Bearer ${user.token}` })
      .expect(200);
    const [kept] = await db.query('SELECT user_id, status FROM subscriptions WHERE id = $1', [
      subscription.id,
    ]);
    expect(kept).toEqual({ user_id: null, status: 'canceled' });
    const payments = await db.query('SELECT user_id FROM payments WHERE subscription_id = $1', [
      subscription.id,
    ]);
    expect(payments).toEqual([{ user_id: null }]);
    expect(await db.query('SELECT 1 FROM checkout_sessions WHERE user_id = $1', [user.id])).toEqual(
      [],
    );
  });
});
