import { DataSource } from 'typeorm';
import { onboardedUser } from './accounts.js';
import { api, planOf, PUBLIC_URL, STAFF } from './billing.js';
import { SmtpInbox } from './smtp-inbox.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface TestModeCustomer extends Awaited<ReturnType<typeof onboardedUser>> {
  id: string;
  /** The customer's API on an instance (the first by default). */
  on(app?: TestApp): ReturnType<typeof api>;
}

export interface TestModeBilling {
  first: TestApp;
  /** A second instance on the same database and Redis, when asked for. */
  second: TestApp;
  inbox: SmtpInbox;
  db: DataSource;
  customer(tier?: 'free' | 'pro' | 'premium'): Promise<TestModeCustomer>;
  /** Starts a Pro (or Premium) subscription with the test card; answers its payment's ids. */
  subscribeWithCard(
    user: TestModeCustomer,
    plan?: string,
  ): Promise<{ payment_intent_id: string; client_secret: string; subscription_id: string }>;
  /** Pays a checkout session and returns from it; answers the session id. */
  checkoutPaid(user: TestModeCustomer, plan?: string): Promise<string>;
}

/** Jest hooks for the test-mode billing suites (no Stripe keys): the app, staff, and customers. */
export function useTestModeBilling({ secondInstance = false } = {}): TestModeBilling {
  const fixture = {} as TestModeBilling;
  beforeAll(async () => {
    fixture.inbox = await new SmtpInbox().start();
    fixture.first = await startTestApp({
      env: {
        SMTP_URL: fixture.inbox.url,
        PUBLIC_URL,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
      },
    });
    if (secondInstance) fixture.second = await startTestApp({ shareWith: fixture.first });
    fixture.db = fixture.first.app.get(DataSource);
  });
  afterAll(async () => {
    await fixture.second?.close();
    await fixture.first?.close();
    await fixture.inbox?.stop();
  });

  fixture.customer = async (tier = 'free') => {
    const account = await onboardedUser(fixture.first, fixture.inbox, tier);
    const user = await planOf(fixture.db, account.email);
    return { ...account, id: user.id, on: (app = fixture.first) => api(app, account.token) };
  };
  fixture.subscribeWithCard = async (user, plan = 'pro') => {
    const created = await user.on().post('/api/payments/create-subscription', { plan_type: plan });
    expect(created.status).toBe(201);
    return created.body;
  };
  fixture.checkoutPaid = async (user, plan = 'premium') => {
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
  };
  return fixture;
}
