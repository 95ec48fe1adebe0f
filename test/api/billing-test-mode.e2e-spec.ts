import { billingRows, isAboutAMonthAfter, planOf, PUBLIC_URL } from '../support/billing.js';
import { useTestModeBilling } from '../support/test-mode-billing.js';

describe('billing in test mode (no Stripe keys), through the API, on two app instances', () => {
  const fixture = useTestModeBilling({ secondInstance: true });
  const { customer, subscribeWithCard, checkoutPaid } = fixture;

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
    await fixture.db.query('UPDATE users SET monthly_requests_used = 42 WHERE id = $1', [user.id]);
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
    expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('free');

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
    const { subscriptions, payments } = await billingRows(fixture.db, user.id);
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
    expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('free');
    const { payments } = await billingRows(fixture.db, user.id);
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
      [fixture.first, fixture.second, fixture.first].map((app) =>
        user.on(app).post('/api/payments/test-mode/pay', {
          payment_intent_id: created.payment_intent_id,
          outcome: 'succeeded',
        }),
      ),
    );
    expect(pays.map((response) => response.status)).toEqual([200, 200, 200]);
    const confirms = await Promise.all(
      [fixture.first, fixture.second, fixture.first, fixture.second].map((app) =>
        user
          .on(app)
          .post('/api/payments/confirm-payment', { payment_intent_id: created.payment_intent_id }),
      ),
    );
    expect(confirms.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const { subscriptions, payments } = await billingRows(fixture.db, user.id);
    expect(subscriptions).toHaveLength(1);
    expect(payments).toHaveLength(1);
    expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('pro');
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
    expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('free');

    const completions = await Promise.all(
      [fixture.first, fixture.second, fixture.first].map((app) =>
        user.on(app).post(`/api/payments/test-mode/checkout/${id}/complete`),
      ),
    );
    expect(completions.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(completions[0].body.redirect_url).toBe(page.body.success_url);
    const returns = await Promise.all(
      [fixture.first, fixture.second].map((app) =>
        user.on(app).post('/api/payments/process-upgrade-success', { plan_type: 'premium' }),
      ),
    );
    expect(returns.map((response) => response.body.ok)).toEqual([true, true]);
    const plan = await planOf(fixture.db, user.email);
    expect(plan).toMatchObject({ subscription_tier: 'premium', intended_tier: null });
    const { subscriptions, payments } = await billingRows(fixture.db, user.id);
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
    expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('free');
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
    expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('pro');
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
    const { subscriptions } = await billingRows(fixture.db, user.id);
    expect(
      subscriptions.map((row: { plan: string; status: string }) => [row.plan, row.status]),
    ).toEqual([
      ['pro', 'canceled'],
      ['premium', 'active'],
    ]);
    expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('premium');
  });
});
