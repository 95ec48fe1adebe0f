import request from 'supertest';
import type { DataSource } from 'typeorm';
import { bearer } from './accounts.js';
import type { TestApp } from './test-app.js';

export const STAFF = { email: 'billing-staff@resonate.example', password: 'Staff-Passw0rd' };
export const PUBLIC_URL = 'http://resonate.test';

export async function staffToken(testApp: TestApp): Promise<string> {
  const login = await request(testApp.server).post('/api/auth/login').send(STAFF).expect(200);
  return login.body.access_token as string;
}

/** The user's plan fields as stored. */
export async function planOf(db: DataSource, email: string) {
  const [row] = await db.query(
    `SELECT id, subscription_tier, intended_tier, monthly_requests_used, usage_period_start,
            usage_period_end, provider_customer_id
       FROM users WHERE email = $1`,
    [email],
  );
  return row as {
    id: string;
    subscription_tier: string;
    intended_tier: string | null;
    monthly_requests_used: number;
    usage_period_start: Date | null;
    usage_period_end: Date | null;
    provider_customer_id: string | null;
  };
}

export async function billingRows(db: DataSource, userId: string) {
  const subscriptions = await db.query(
    'SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  const payments = await db.query('SELECT * FROM payments WHERE user_id = $1 ORDER BY created_at', [
    userId,
  ]);
  return { subscriptions, payments };
}

export const api = (testApp: TestApp, token: string) => ({
  get: (path: string) => request(testApp.server).get(path).set(bearer(token)),
  post: (path: string, body?: object) =>
    request(testApp.server)
      .post(path)
      .set(bearer(token))
      .send(body ?? {}),
});

/** Pays for `plan` through the test-mode checkout, as its "Pay (test)" button does. */
export async function payInTestMode(testApp: TestApp, token: string, plan: 'pro' | 'premium') {
  const session = await api(testApp, token)
    .post('/api/payments/create-checkout-session', { plan })
    .expect(201);
  await api(testApp, token)
    .post(`/api/payments/test-mode/checkout/${session.body.session_id}/complete`)
    .expect(200);
}

const DAY = 24 * 60 * 60 * 1000;

/** About one month after `from` (28 to 31 days). */
export function isAboutAMonthAfter(end: Date | string | null, from: number): boolean {
  if (!end) return false;
  const days = (new Date(end).getTime() - from) / DAY;
  return days > 27.9 && days < 31.1;
}

/** Variables for an app with the STAFF account (ADMIN_EMAIL/PASSWORD), e.g. for useTestApp. */
export const staffEnv = (extra: Record<string, string> = {}) => ({
  PUBLIC_URL,
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  ...extra,
});

/** The same, for an app that mails to `inbox`. */
export const staffAppEnv = (inbox: { url: string }, extra: Record<string, string> = {}) => ({
  SMTP_URL: inbox.url,
  ...staffEnv(extra),
});
