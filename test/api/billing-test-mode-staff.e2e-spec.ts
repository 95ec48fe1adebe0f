import request from 'supertest';
import { api, billingRows, planOf, staffToken } from '../support/billing.js';
import { useTestModeBilling } from '../support/test-mode-billing.js';

describe('billing in test mode: staff, refunds and personal data', () => {
  const fixture = useTestModeBilling();
  const { customer, checkoutPaid } = fixture;

  describe('staff', () => {
    let staff: string;
    beforeAll(async () => {
      staff = await staffToken(fixture.first);
    });

    async function subscriptionIdOf(userId: string) {
      const [row] = await fixture.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [
        userId,
      ]);
      return row.id as string;
    }

    it('should list subscriptions with the user e-mail, a page at a time, for staff only', async () => {
      // Three subscriptions of its own: the test does not lean on what other tests bought.
      const others = [await customer(), await customer()];
      for (const other of others) await checkoutPaid(other, 'premium');
      const user = await customer();
      await checkoutPaid(user, 'pro');
      const page = await api(fixture.first, staff)
        .get('/api/admin/payments/subscriptions?per_page=2&page=1')
        .expect(200);
      expect(page.body.data).toHaveLength(2);
      expect(page.body.total).toBeGreaterThanOrEqual(3);
      const mine = await api(fixture.first, staff)
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
      await api(fixture.first, staff)
        .get('/api/admin/payments/subscriptions?status=bogus')
        .expect(400);
      await user.on().get('/api/admin/payments/subscriptions').expect(403);
    });

    it('should refund Premium within 30 days as a money-back guarantee: plan ended', async () => {
      const user = await customer();
      await checkoutPaid(user, 'premium');
      const refunded = await api(fixture.first, staff)
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
      expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('free');
      const { subscriptions, payments } = await billingRows(fixture.db, user.id);
      expect(subscriptions[0].status).toBe('canceled');
      expect(payments[0]).toMatchObject({ status: 'refunded', amount_refunded_cents: 2500 });
      const [refund] = await fixture.db.query('SELECT * FROM refunds WHERE user_id = $1', [
        user.id,
      ]);
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
      await fixture.db.query(
        `UPDATE payments SET paid_at = now() - interval '40 days' WHERE user_id = $1`,
        [user.id],
      );
      const subscriptionId = await subscriptionIdOf(user.id);
      const partial = await api(fixture.first, staff)
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
      expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('premium');
      const tooMuch = await api(fixture.first, staff)
        .post('/api/admin/payments/refund', {
          subscription_id: subscriptionId,
          amount: 20.01,
          reason: 'x',
        })
        .expect(400);
      expect(tooMuch.body.detail).toBe(
        'The refund cannot be more than $20.00, what is left of the last payment.',
      );
      const rest = await api(fixture.first, staff)
        .post('/api/admin/payments/refund', {
          subscription_id: subscriptionId,
          amount: 20,
          reason: 'Rest',
        })
        .expect(201);
      expect(rest.body).toMatchObject({ downgraded: true, money_back_guarantee: false });
      expect((await planOf(fixture.db, user.email)).subscription_tier).toBe('free');
      await api(fixture.first, staff)
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
    const [subscription] = await fixture.db.query(
      'SELECT id FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    await user.on().get('/api/auth/me').expect(200);
    await request(fixture.first.server)
      .delete('/api/user/delete-account')
      .set({ Authorization: `Bearer ${user.token}` })
      .expect(200);
    const [kept] = await fixture.db.query(
      'SELECT user_id, status FROM subscriptions WHERE id = $1',
      [subscription.id],
    );
    expect(kept).toEqual({ user_id: null, status: 'canceled' });
    const payments = await fixture.db.query(
      'SELECT user_id FROM payments WHERE subscription_id = $1',
      [subscription.id],
    );
    expect(payments).toEqual([{ user_id: null }]);
    expect(
      await fixture.db.query('SELECT 1 FROM checkout_sessions WHERE user_id = $1', [user.id]),
    ).toEqual([]);
  });
});
