import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { api, payInTestMode, planOf, STAFF, staffEnv, staffToken } from '../support/billing.js';
import { apiRoutes, routeName } from '../support/openapi-routes.js';

describe('admin API: staff console on real data', () => {
  const site = useTestApp(staffEnv());
  let staff: string;
  let staffId: string;

  beforeAll(async () => {
    staff = await staffToken(site.testApp);
    staffId = (await planOf(site.db, STAFF.email)).id;
  });

  const asStaff = () => api(site.testApp, staff);
  const put = (path: string, body: object, token = staff) =>
    site.api().put(path).set(bearer(token)).send(body);

  async function customer(tier: 'free' | 'pro' | 'premium' = 'free') {
    const account = await onboardedUser(site.testApp, site.inbox, tier);
    return { ...account, id: (await planOf(site.db, account.email)).id };
  }

  async function lastAudit(action: string, targetId: string) {
    const [row] = await site.db.query(
      `SELECT actor_id, ip_address, details FROM audit_events
        WHERE action = $1 AND details->>'target_id' = $2 ORDER BY created_at DESC LIMIT 1`,
      [action, targetId],
    );
    return row as { actor_id: string; ip_address: string; details: Record<string, unknown> };
  }

  it('should answer 401 to anonymous, 403 to customers and 200 to staff on every admin read', async () => {
    const { token } = await customer();
    const routes = (await apiRoutes(site.testApp)).filter((route) =>
      route.path.startsWith('/api/admin/'),
    );
    expect(routes.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'GET /api/admin/users',
        'PUT /api/admin/users/{id}',
        'GET /api/admin/support/tickets',
        'PUT /api/admin/support/tickets/{id}',
        'GET /api/admin/payments/subscriptions',
        'POST /api/admin/payments/refund',
        'GET /api/admin/system/health',
        'GET /api/admin/settings/feature-toggles',
        'PUT /api/admin/settings/feature-toggles',
      ]),
    );
    for (const route of routes) {
      const call = () => site.api()[route.method](route.url);
      const body = route.hasBody ? {} : undefined;
      const anonymous = await call().send(body);
      const customerCall = await call().set(bearer(token)).send(body);
      expect({
        route: routeName(route),
        anonymous: anonymous.status,
        customer: customerCall.status,
      }).toEqual({ route: routeName(route), anonymous: 401, customer: 403 });
      if (route.method === 'get' && !route.path.includes('{')) {
        const staffCall = await call().set(bearer(staff));
        expect({ route: routeName(route), status: staffCall.status }).toEqual({
          route: routeName(route),
          status: 200,
        });
      }
    }
  });

  it('should find users by e-mail and filter, a page at a time with the total', async () => {
    const pro = await customer('pro');
    const found = await asStaff()
      .get(`/api/admin/users?search=${encodeURIComponent(pro.email)}`)
      .expect(200);
    expect(found.body).toEqual({
      total: 1,
      data: [
        expect.objectContaining({
          id: pro.id,
          email: pro.email,
          is_active: true,
          is_premium: false,
          total_requests: 0,
          created_at: expect.any(String),
        }),
      ],
    });
    const admins = await asStaff().get('/api/admin/users?filter_type=admin').expect(200);
    expect(admins.body.data.map((row: { email: string }) => row.email)).toEqual([STAFF.email]);
    const page = await asStaff()
      .get('/api/admin/users?per_page=1&sort=email&order=asc')
      .expect(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
    const refused = await asStaff().get('/api/admin/users?filter_type=everyone').expect(400);
    expect(refused.body.detail).toMatch(/filter_type must be one of/);
  });

  it("should show a user's plan, usage, sessions, consents, tickets and payments", async () => {
    const user = await customer();
    await api(site.testApp, user.token)
      .post('/api/support/tickets', { subject: 'Where is my invoice?', message: 'Please help.' })
      .expect(201);
    const detail = await asStaff().get(`/api/admin/users/${user.id}`).expect(200);
    expect(detail.body).toMatchObject({
      id: user.id,
      subscription_tier: 'free',
      usage: { free_uses_remaining: 10, enhancements_this_period: 0 },
      history_count: 0,
      tickets: [{ subject: 'Where is my invoice?', status: 'open' }],
      payments: [],
    });
    expect(detail.body.sessions.some((session: { active: boolean }) => session.active)).toBe(true);
    expect(detail.body.consents.map((c: { consent_type: string }) => c.consent_type)).toEqual(
      expect.arrayContaining(['gdpr', 'data_retention']),
    );
    await asStaff().get('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('should deactivate a user: their live token answers 401 at once, audited with before/after', async () => {
    const user = await customer();
    await api(site.testApp, user.token).get('/api/auth/me').expect(200);
    const changed = await put(`/api/admin/users/${user.id}`, { is_active: false }).expect(200);
    expect(changed.body.is_active).toBe(false);
    expect(changed.body.sessions.every((session: { active: boolean }) => !session.active)).toBe(
      true,
    );
    await api(site.testApp, user.token).get('/api/auth/me').expect(401);
    const audit = await lastAudit('admin.user.update', user.id);
    expect(audit).toEqual({
      actor_id: staffId,
      ip_address: expect.any(String),
      details: expect.objectContaining({
        target_type: 'user',
        before: { is_active: true, is_premium: false, is_admin: false },
        after: { is_active: false, is_premium: false, is_admin: false },
        sessions_revoked: expect.any(Number),
      }),
    });
    await put(`/api/admin/users/${user.id}`, { is_active: true, is_premium: true }).expect(200);
    expect((await planOf(site.db, user.email)).subscription_tier).toBe('premium');
  });

  it('should not let staff deactivate or demote themselves', async () => {
    for (const body of [{ is_active: false }, { is_admin: false }]) {
      const refused = await put(`/api/admin/users/${staffId}`, body).expect(403);
      expect(refused.body.detail).toBe(
        'You cannot deactivate your own account or remove your own staff access.',
      );
    }
    await asStaff().get('/api/auth/me').expect(200);
    await put(`/api/admin/users/${staffId}`, {}).expect(400);
  });

  it('should answer a ticket: the reply is in the thread, mailed to the user, and audited', async () => {
    const user = await customer();
    const created = await api(site.testApp, user.token)
      .post('/api/support/tickets', { subject: 'Export fails', message: 'PDF export fails.' })
      .expect(201);
    const list = await asStaff().get('/api/admin/support/tickets?status=open').expect(200);
    expect(list.body.data.map((t: { id: string }) => t.id)).toContain(created.body.id);
    const replied = await asStaff()
      .post(`/api/admin/support/tickets/${created.body.id}/replies`, {
        message: 'We fixed it: please try again.',
      })
      .expect(201);
    expect(replied.body).toMatchObject({
      status: 'in_progress',
      message: 'PDF export fails.',
      replies: [{ message: 'We fixed it: please try again.', staff_email: STAFF.email }],
    });
    const mail = await site.inbox.waitFor(user.email, /Re: Export fails/);
    expect(mail.text).toContain('We fixed it: please try again.');
    const updated = await put(`/api/admin/support/tickets/${created.body.id}`, {
      status: 'resolved',
      priority: 'high',
    }).expect(200);
    expect(updated.body).toMatchObject({ status: 'resolved', priority: 'high' });
    expect((await lastAudit('admin.ticket.update', created.body.id)).details).toMatchObject({
      before: { status: 'in_progress', priority: 'medium' },
      after: { status: 'resolved', priority: 'high' },
    });
    const bad = await put(`/api/admin/support/tickets/${created.body.id}`, { status: 'lost' });
    expect(bad.status).toBe(400);
  });

  it('should refund once when the same refund is sent twice at the same time', async () => {
    const user = await customer();
    await payInTestMode(site.testApp, user.token, 'premium');
    const [subscription] = await site.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [
      user.id,
    ]);
    const refund = {
      subscription_id: subscription.id,
      amount: 5,
      reason: 'Goodwill',
      idempotency_key: `refund-${user.id}`,
    };
    const answers = await Promise.all([
      asStaff().post('/api/admin/payments/refund', refund),
      asStaff().post('/api/admin/payments/refund', refund),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const again = await asStaff().post('/api/admin/payments/refund', refund).expect(409);
    expect(again.body.detail).toBe('This refund has already been made.');
    const refunds = await site.db.query('SELECT amount_cents FROM refunds WHERE user_id = $1', [
      user.id,
    ]);
    expect(refunds).toEqual([{ amount_cents: 500 }]);
    const [payment] = await site.db.query(
      'SELECT amount_refunded_cents FROM payments WHERE user_id = $1',
      [user.id],
    );
    expect(payment.amount_refunded_cents).toBe(500);
    const audit = await lastAudit('billing.refund', subscription.id);
    expect(audit).toMatchObject({
      actor_id: staffId,
      ip_address: expect.any(String),
      details: { before: { amount_refunded_cents: 0 }, after: { amount_refunded_cents: 500 } },
    });
  });

  it('should remember every refund key of a payment, and keep the ledger equal to the refund rows', async () => {
    const user = await customer();
    await payInTestMode(site.testApp, user.token, 'pro');
    const [subscription] = await site.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [
      user.id,
    ]);
    const refund = (key: string, amount = 1) =>
      asStaff().post('/api/admin/payments/refund', {
        subscription_id: subscription.id,
        amount,
        reason: 'Goodwill',
        idempotency_key: key,
      });
    const ledger = async () => {
      const [payment] = await site.db.query(
        'SELECT amount_refunded_cents FROM payments WHERE user_id = $1',
        [user.id],
      );
      const [rows] = await site.db.query(
        'SELECT coalesce(sum(amount_cents), 0)::int AS total FROM refunds WHERE user_id = $1',
        [user.id],
      );
      return { recorded: payment.amount_refunded_cents, refunded: rows.total };
    };
    const ka = `ka-${user.id}`;
    await refund(ka).expect(201);
    await refund(`kb-${user.id}`).expect(201);
    const repeated = await refund(ka).expect(409);
    expect(repeated.body.detail).toBe('This refund has already been made.');
    const otherBody = await refund(ka, 2).expect(409);
    expect(otherBody.body.detail).toBe(
      'This idempotency key was already used for a refund of $1.00 on this payment.',
    );
    expect(await ledger()).toEqual({ recorded: 200, refunded: 200 });

    // Many keys at once, some repeated: each key refunds once and the ledger still adds up.
    const keys = Array.from({ length: 12 }, (_, index) => `par-${index % 6}-${user.id}`);
    const answers = await Promise.all(keys.map((key) => refund(key)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(6);
    expect(answers.every((answer) => [201, 409].includes(answer.status))).toBe(true);
    expect(await ledger()).toEqual({ recorded: 800, refunded: 800 });
  });

  it('should report each dependency as healthy, warning or critical with its response time', async () => {
    const health = await asStaff().get('/api/admin/system/health').expect(200);
    expect(health.body.health_checks.map((check: { service: string }) => check.service)).toEqual([
      'database',
      'redis',
      'queues',
      'mail',
      'payments',
      'model_provider',
    ]);
    for (const check of health.body.health_checks) {
      expect(check).toEqual({
        service: expect.any(String),
        status: expect.stringMatching(/^(healthy|warning|critical)$/),
        message: expect.any(String),
        response_time: expect.any(Number),
      });
    }
    expect(health.body.health_checks[0].status).toBe('healthy');
    expect(health.body.queues).toEqual(
      expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }),
    );
  });

  it('should count the dashboard and analytics from stored rows, with 30 days for the charts', async () => {
    const before = await asStaff().get('/api/admin/dashboard').expect(200);
    const user = await customer();
    await api(site.testApp, user.token)
      .post('/api/ai/enhance', {
        text: 'Hi Sam, I just wanted to check whether you could maybe send the quarterly figures before Friday.',
        emotion_tone: 'calm',
      })
      .expect(200);
    const analytics = await asStaff().get('/api/admin/analytics').expect(200);
    expect(analytics.body.by_tone).toEqual(
      expect.arrayContaining([
        {
          name: 'calm',
          enhancements: 1,
          quality_before: expect.any(Number),
          quality_after: expect.any(Number),
        },
      ]),
    );
    const after = await asStaff().get('/api/admin/dashboard').expect(200);
    expect(after.body.total_users).toBe(before.body.total_users + 1);
    expect(after.body.new_users_today).toBe(before.body.new_users_today + 1);
    expect(after.body.requests_today).toBe(before.body.requests_today + 1);
    expect(after.body.success_rate).toBe(100);
    expect(after.body.days).toHaveLength(30);
    expect(after.body.days.at(-1)).toEqual(
      expect.objectContaining({
        day: new Date().toISOString().slice(0, 10),
        sign_ups: expect.any(Number),
      }),
    );
    expect(after.body.monthly_revenue).toBeGreaterThan(0);
  });

  it('should show settings with the variable that changes each, and consents for compliance', async () => {
    const settings = await asStaff().get('/api/admin/settings').expect(200);
    expect(settings.body.settings).toEqual(
      expect.arrayContaining([
        {
          key: 'free_enhancements',
          label: expect.any(String),
          value: '10',
          variable: 'FREE_ENHANCEMENTS',
        },
        { key: 'premium_price', label: expect.any(String), value: '25', variable: 'PREMIUM_PRICE' },
      ]),
    );
    const user = await customer();
    const consents = await asStaff()
      .get(
        `/api/admin/compliance/consents?search=${encodeURIComponent(user.email)}&consent_type=gdpr`,
      )
      .expect(200);
    expect(consents.body).toEqual({
      total: 1,
      data: [
        expect.objectContaining({ user_email: user.email, consent_type: 'gdpr', granted: true }),
      ],
    });
    const exported = await asStaff()
      .get(`/api/admin/compliance/users/${user.id}/export`)
      .expect(200);
    expect(exported.body.data.account).toEqual(expect.objectContaining({ email: user.email }));
    const log = await asStaff()
      .get(`/api/admin/audit-log?action=account.data_exported&target_id=${user.id}`)
      .expect(200);
    expect(log.body.data[0]).toMatchObject({
      actor_email: STAFF.email,
      target_id: user.id,
      details: { requested_by: 'staff' },
    });
  });

  it('should show staff the beta feedback a user sent, and refuse it to customers', async () => {
    const user = await customer();
    const sent = await api(site.testApp, user.token)
      .post('/api/beta/feedback', {
        message: 'The heat map legend helped a lot.',
        tab: 'heat-maps',
      })
      .expect(201);
    const list = await asStaff()
      .get(
        `/api/admin/feedback?search=${encodeURIComponent(user.email)}&sort=created_at&order=desc`,
      )
      .expect(200);
    const row = {
      id: sent.body.id,
      user_id: user.id,
      email: user.email,
      message: 'The heat map legend helped a lot.',
      tab: 'heat-maps',
      created_at: sent.body.created_at,
    };
    expect(list.body).toEqual({ total: 1, data: [row] });
    const page = await asStaff().get('/api/admin/feedback?tab=heat-maps&per_page=1').expect(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    expect((await asStaff().get(`/api/admin/feedback/${sent.body.id}`).expect(200)).body).toEqual(
      row,
    );
    const refused = await api(site.testApp, user.token).get('/api/admin/feedback').expect(403);
    expect(refused.body.detail).toEqual(expect.any(String));
    await api(site.testApp, user.token).get(`/api/admin/feedback/${sent.body.id}`).expect(403);
    await asStaff().get('/api/admin/feedback?sort=message').expect(400);
  });
});
