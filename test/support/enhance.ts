import { DataSource } from 'typeorm';
import { bearer } from './accounts.js';
import { useTestApp, type ApiApp } from './api-app.js';

// What the POST /api/ai/enhance suites share: the app, a text to rewrite and the spec's messages.
export const STAFF = { email: 'staff.enhance@resonate.example', password: 'Staff-Passw0rd' };
export const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week.';
export const FREE_LIMIT = 'Free usage limit reached. Please upgrade to Pro or Premium.';
export const PRO_LIMIT = 'Monthly token usage of 500 exceeded, click for more options';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export interface AccountRow {
  id: string;
  subscription_tier: string;
  free_uses_remaining: number;
  monthly_requests_used: number;
  total_requests: number;
  /** Null for an account without a billing period (read them on Pro accounts). */
  usage_period_start: Date;
  usage_period_end: Date;
  history: number;
}

export interface EnhanceApp extends ApiApp {
  enhance(
    token: string,
    body: Record<string, unknown>,
  ): ReturnType<ReturnType<ApiApp['api']>['post']>;
  /** The account's plan, counters and number of history entries. */
  account(email: string): Promise<AccountRow>;
  setPlan(email: string, sql: string, params?: unknown[]): Promise<unknown>;
}

/** useTestApp with a staff account, no per-minute limit in the way, and the enhance helpers. */
export function useEnhanceApp(): EnhanceApp {
  const fixture = useTestApp({
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    ENHANCE_USER_LIMIT_PER_MINUTE: '1000',
  }) as EnhanceApp;
  afterEach(() => jest.restoreAllMocks());
  fixture.enhance = (token, body) =>
    fixture.api().post('/api/ai/enhance').set(bearer(token)).send(body);
  fixture.account = async (email) => {
    const db: DataSource = fixture.db;
    const [row] = await db.query(
      `SELECT id, subscription_tier, free_uses_remaining, monthly_requests_used, total_requests,
        usage_period_start, usage_period_end FROM users WHERE email = $1`,
      [email],
    );
    const [{ n }] = await db.query(
      'SELECT count(*)::int AS n FROM enhancement_history WHERE user_id = $1',
      [row.id],
    );
    return { ...row, history: n as number };
  };
  fixture.setPlan = (email, sql, params = []) =>
    fixture.db.query(`UPDATE users SET ${sql} WHERE email = $1`, [email, ...params]);
  return fixture;
}
