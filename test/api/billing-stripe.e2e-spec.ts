import request from 'supertest';
import { DataSource } from 'typeorm';
import { onboardedUser } from '../support/accounts.js';
import { api, billingRows, planOf, PUBLIC_URL, STAFF, staffToken } from '../support/billing.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { StripeServer } from '../support/stripe-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_local_test_secret';

describe('billing in Stripe mode: the Stripe adapter against a local Stripe, signed webhooks', () => {
  let first: TestApp;
  let second: TestApp;
  let inbox: SmtpInbox;
  let stripe: StripeServer;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    stripe = await new StripeServer(
      { price_pro: 999, price_premium: 2500 },
      WEBHOOK_SECRET,
    ).start();
    first = await startTestApp({
      env: {
        SMTP_URL: inbox.url,
        PUBLIC_URL,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
        ...stripe.appEnv(),
      },
    });
    second = await startTestApp({ shareWith: first });
    db = first.app.get(DataSource);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await stripe?.stop();
    await inbox?.stop();
  });

  async function customer() {
    const account = await onboardedUser(first, inbox);
    const user = await planOf(db, account.email);
    return { ...account, id: user.id, on: (app = first) => api(app, account.token) };
  }

  const deliver = (delivery: { payload: string; signature: string }, app = first) =>
    request(app.server)
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', delivery.signature)
      .send(delivery.payload);

  /** A Pro user through the embedded form: create, pay at Stripe, confirm. */
  async function proUser() {
    const user = await customer();
    const created = await user
      .on()
      .post('/api/payments/create-subscription', { plan_type: 'pro' })
      .expect(201);
    stripe.pay(created.body.payment_intent_id);
    await user
      .on()
      .post('/api/payments/confirm-payment', { payment_intent_id: created.body.payment_intent_id })
      .expect(200);
    const [row] = await db.query(
      'SELECT provider_subscription_id FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    return {
      ...user,
      subscriptionId: row.provider_subscription_id as string,
      paymentIntentId: created.body.payment_intent_id as string,
    };
  }

  it('should say Stripe mode with the publishable key, and close the test-mode routes', async () => {
    const user = await customer();
    const plans = await user.on().get('/api/plans').expect(200);
    expect(plans.body).toMatchObject({ payment_mode: 'stripe', publishable_key: 'pk_test_local' });
    const closed = await user
      .on()
      .post('/api/payments/test-mode/pay', { payment_intent_id: 'pi_x', outcome: 'succeeded' })
      .expect(404);
    expect(closed.body.detail).toContain('Stripe');
    await user.on().get('/api/payments/test-mode/checkout/cs_test_x').expect(404);
  });

  it('should create an incomplete Stripe subscription and upgrade only when Stripe says the payment succeeded', async () => {
    const user = await customer();
    const created = await user
      .on()
      .post('/api/payments/create-subscription', { plan_type: 'pro' })
      .expect(201);
    const call = stripe.requests.find(
      (entry) => entry.method === 'POST' && entry.path === '/v1/subscriptions',
    );
    expect(call?.body).toMatchObject({
      items: [{ price: 'price_pro' }],
      payment_behavior: 'default_incomplete',
      metadata: { user_id: user.id, plan: 'pro' },
      expand: expect.arrayContaining(['latest_invoice.confirmation_secret']),
    });
    expect(created.body).toMatchObject({
      payment_mode: 'stripe',
      client_secret: expect.stringMatching(/^pi_.*_secret_/),
    });
    const early = await user
      .on()
      .post('/api/payments/confirm-payment', { payment_intent_id: created.body.payment_intent_id })
      .expect(402);
    expect(early.body.detail).toBe(
      'The payment has not succeeded (status: requires_payment_method).',
    );

    stripe.pay(created.body.payment_intent_id);
    const confirms = await Promise.all(
      [first, second, first].map((app) =>
        user.on(app).post('/api/payments/confirm-payment', {
          payment_intent_id: created.body.payment_intent_id,
        }),
      ),
    );
    expect(confirms.map((response) => response.status)).toEqual([200, 200, 200]);
    const plan = await planOf(db, user.email);
    expect(plan).toMatchObject({ subscription_tier: 'pro', monthly_requests_used: 0 });
    const subscription = stripe.subscriptions.get(
      stripe.invoices.get(stripe.paymentIntents.get(created.body.payment_intent_id)!.invoice)!
        .parent.subscription_details.subscription,
    )!;
    // The paid period is the subscription line's period, not the invoice's collection dates.
    expect(new Date(plan.usage_period_end!).getTime() / 1000).toBe(
      subscription.items.data[0].current_period_end,
    );
    const { subscriptions, payments } = await billingRows(db, user.id);
    expect(subscriptions).toEqual([
      expect.objectContaining({ status: 'active', provider: 'stripe', amount_cents: 999 }),
    ]);
    expect(payments).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        provider_payment_intent_id: created.body.payment_intent_id,
      }),
    ]);
  });

  it('should refuse a webhook with a bad signature and change nothing', async () => {
    const user = await proUser();
    await db.query('UPDATE users SET monthly_requests_used = 9 WHERE id = $1', [user.id]);
    const invoice = stripe.renew(user.subscriptionId);
    const forged = stripe.event('invoice.paid', invoiceView(invoice), { secret: 'whsec_wrong' });
    const refused = await deliver(forged).expect(400);
    expect(refused.body.detail).toBe('The webhook signature is not valid.');
    const tampered = stripe.event('invoice.paid', invoiceView(invoice));
    await deliver({ ...tampered, payload: tampered.payload.replace('"paid"', '"open"') }).expect(
      400,
    );
    await request(first.server).post('/api/payments/webhook').send({ id: 'evt_1' }).expect(400);
    expect((await planOf(db, user.email)).monthly_requests_used).toBe(9);
    expect(await db.query('SELECT 1 FROM billing_events WHERE id = $1', [forged.id])).toEqual([]);
  });

  it('should apply the same invoice.paid five times as one: one payment, one usage reset', async () => {
    const user = await proUser();
    const before = await planOf(db, user.email);
    await db.query('UPDATE users SET monthly_requests_used = 480 WHERE id = $1', [user.id]);
    const invoice = stripe.renew(user.subscriptionId);
    const delivery = stripe.event('invoice.paid', invoiceView(invoice));
    await deliver(delivery).expect(200, { received: true });
    const after = await planOf(db, user.email);
    expect(after.monthly_requests_used).toBe(0);
    expect(new Date(after.usage_period_start!).getTime()).toBe(
      new Date(before.usage_period_end!).getTime(),
    );
    await db.query('UPDATE users SET monthly_requests_used = 7 WHERE id = $1', [user.id]);
    const again = await Promise.all(
      [first, second, first, second].map((app) => deliver(delivery, app)),
    );
    expect(again.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await planOf(db, user.email)).monthly_requests_used).toBe(7);
    expect(
      await db.query('SELECT count(*)::int AS n FROM payments WHERE provider_invoice_id = $1', [
        invoice.id,
      ]),
    ).toEqual([{ n: 1 }]);
    expect(
      await db.query('SELECT count(*)::int AS n FROM billing_events WHERE id = $1', [delivery.id]),
    ).toEqual([{ n: 1 }]);
  });

  it('should end in the right state when subscription.updated arrives before subscription.created', async () => {
    const user = await customer();
    const session = await user
      .on()
      .post('/api/payments/create-checkout-session', { plan: 'premium' })
      .expect(201);
    expect(session.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const subscription = stripe.completeCheckout(session.body.session_id);
    const createdAt = Math.floor(Date.now() / 1000) - 10;
    const created = stripe.event('customer.subscription.created', subscription, {
      created: createdAt,
    });
    stripe.update(subscription.id, { cancel_at_period_end: true });
    const updated = stripe.event('customer.subscription.updated', subscription, {
      created: createdAt + 5,
    });
    await deliver(updated).expect(200);
    await deliver(created).expect(200);
    const [row] = await db.query(
      'SELECT status, cancel_at_period_end, plan FROM subscriptions WHERE provider_subscription_id = $1',
      [subscription.id],
    );
    expect(row).toEqual({ status: 'active', cancel_at_period_end: true, plan: 'premium' });
    expect((await planOf(db, user.email)).subscription_tier).toBe('premium');

    // Deleted, then a stale update: the subscription stays ended and the user on Free.
    stripe.update(subscription.id, { status: 'canceled', canceled_at: createdAt + 20 });
    await deliver(
      stripe.event('customer.subscription.deleted', subscription, { created: createdAt + 20 }),
    ).expect(200);
    await deliver(
      stripe.event(
        'customer.subscription.updated',
        { ...subscription, status: 'active' },
        { created: createdAt + 6 },
      ),
    ).expect(200);
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');
  });

  it('should upgrade from checkout.session.completed alone, and the return call then agrees', async () => {
    const user = await customer();
    const session = await user
      .on()
      .post('/api/payments/create-checkout-session', { plan: 'pro' })
      .expect(201);
    const unpaid = await user
      .on()
      .post('/api/payments/process-upgrade-success', {
        plan_type: 'pro',
        session_id: session.body.session_id,
      })
      .expect(200);
    expect(unpaid.body.ok).toBe(false);
    stripe.completeCheckout(session.body.session_id);
    await deliver(
      stripe.event('checkout.session.completed', stripe.sessions.get(session.body.session_id)),
    ).expect(200);
    expect((await planOf(db, user.email)).subscription_tier).toBe('pro');
    const paid = await user
      .on()
      .post('/api/payments/process-upgrade-success', {
        plan_type: 'pro',
        session_id: session.body.session_id,
      })
      .expect(200);
    expect(paid.body).toMatchObject({ ok: true, plan: 'pro' });
    const { subscriptions, payments } = await billingRows(db, user.id);
    expect([subscriptions.length, payments.length]).toEqual([1, 1]);
  });

  it('should end a running Pro subscription at Stripe when Premium bought by checkout arrives by webhook alone', async () => {
    const user = await proUser();
    const session = await user
      .on()
      .post('/api/payments/create-checkout-session', { plan: 'premium' })
      .expect(201);
    stripe.completeCheckout(session.body.session_id);
    // The buyer never comes back to the site: only Stripe's webhook tells us.
    const delivery = stripe.event(
      'checkout.session.completed',
      stripe.sessions.get(session.body.session_id),
    );
    await deliver(delivery).expect(200);
    await deliver(delivery, second).expect(200);

    expect((await planOf(db, user.email)).subscription_tier).toBe('premium');
    expect(stripe.subscriptions.get(user.subscriptionId)!.status).toBe('canceled');
    const rows: { plan: string; status: string }[] = await db.query(
      'SELECT plan, status FROM subscriptions WHERE user_id = $1 ORDER BY plan',
      [user.id],
    );
    expect(rows).toEqual([
      { plan: 'premium', status: 'active' },
      { plan: 'pro', status: 'canceled' },
    ]);
  });

  it('should keep the plan while a renewal payment fails, and end it when Stripe deletes the subscription', async () => {
    const user = await proUser();
    const invoice = stripe.renew(user.subscriptionId, 'failed');
    await deliver(stripe.event('invoice.payment_failed', invoiceView(invoice))).expect(200);
    const [row] = await db.query('SELECT status FROM subscriptions WHERE user_id = $1', [user.id]);
    expect(row.status).toBe('past_due');
    expect((await planOf(db, user.email)).subscription_tier).toBe('pro');
    const ended = stripe.update(user.subscriptionId, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000),
    });
    await deliver(stripe.event('customer.subscription.deleted', ended)).expect(200);
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');
  });

  it('should record a refund made in the Stripe dashboard from charge.refunded', async () => {
    const user = await proUser();
    const charge = stripe.refundInDashboard(user.paymentIntentId, 300);
    await deliver(stripe.event('charge.refunded', charge)).expect(200);
    const [payment] = await db.query(
      'SELECT status, amount_refunded_cents FROM payments WHERE user_id = $1',
      [user.id],
    );
    expect(payment).toEqual({ status: 'partially_refunded', amount_refunded_cents: 300 });
    const refunds = await db.query(
      'SELECT amount_cents, staff_user_id FROM refunds WHERE user_id = $1',
      [user.id],
    );
    expect(refunds).toEqual([{ amount_cents: 300, staff_user_id: null }]);
  });

  it('should refund through Stripe for staff, cancel the subscription there and downgrade', async () => {
    const user = await proUser();
    const staff = await staffToken(first);
    const [local] = await db.query('SELECT id FROM subscriptions WHERE user_id = $1', [user.id]);
    const refunded = await api(first, staff)
      .post('/api/admin/payments/refund', {
        subscription_id: local.id,
        amount: 9.99,
        reason: 'Charged by mistake',
      })
      .expect(201);
    expect(refunded.body).toMatchObject({
      downgraded: true,
      money_back_guarantee: false,
      refund: { amount: 9.99 },
    });
    const call = stripe.requests.find(
      (entry) =>
        entry.path === '/v1/refunds' &&
        entry.method === 'POST' &&
        entry.body.payment_intent === user.paymentIntentId,
    );
    expect(call?.body).toMatchObject({ amount: '999', metadata: { reason: 'Charged by mistake' } });
    expect(stripe.subscriptions.get(user.subscriptionId)!.status).toBe('canceled');
    expect((await planOf(db, user.email)).subscription_tier).toBe('free');
  });

  it('should cancel at period end and open the portal through Stripe', async () => {
    const user = await proUser();
    const portal = await user.on().post('/api/payments/create-billing-portal-session').expect(200);
    expect(portal.body.portal_url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const cancelled = await user.on().post('/api/payments/cancel-subscription').expect(200);
    expect(cancelled.body.subscription).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
      provider: 'stripe',
    });
    expect(stripe.subscriptions.get(user.subscriptionId)!.cancel_at_period_end).toBe(true);
  });

  it('should cancel the Stripe subscription and delete the customer when the account is deleted', async () => {
    const user = await proUser();
    const { provider_customer_id: customerId } = await planOf(db, user.email);
    await request(first.server)
      .delete('/api/user/delete-account')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);
    expect(stripe.subscriptions.get(user.subscriptionId)!.status).toBe('canceled');
    expect(stripe.customers.has(customerId!)).toBe(false);
  });
});

/** An invoice as a webhook carries it (no expanded fields). */
function invoiceView(invoice: { payment_intent: string }) {
  const { payment_intent: _hidden, ...view } = invoice;
  return view;
}
