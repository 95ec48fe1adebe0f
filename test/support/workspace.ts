import { bearer, onboardedUser } from './accounts.js';
import { useTestApp, type ApiApp } from './api-app.js';

// What the workspace suites (history, projects, analytics) share: the app, texts and messages.
export const STAFF = { email: 'staff.workspace@resonate.example', password: 'Staff-Passw0rd' };
export const PROJECTS_PREMIUM =
  'Projects are a Premium feature. Upgrade to Premium to save and organise your work.';
export const ANALYTICS_PREMIUM =
  'Advanced analytics are a Premium feature. Upgrade to Premium to see your trends.';
// Texts every tone changes (an unchanged result is neither charged nor kept in the history).
export const LONG_TEXT =
  'Hi team, I just wanted to say that the launch review is on Thursday at 3 pm. Maybe the new dashboard could help the support team. It saves around 4 hours every week.';
export const SHORT_TEXT =
  'Hi Sam, I just wanted to check whether you could maybe send the quarterly figures before Friday.';
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const SETTINGS = {
  emotion_tone: 'persuasive',
  persona_profile: 'sales',
  output_format: 'markdown',
  intensity: 8,
};

export interface WorkspaceApp extends ApiApp {
  /** An enhancement that must succeed (200). */
  enhance(
    token: string,
    body: Record<string, unknown>,
  ): ReturnType<ReturnType<ApiApp['api']>['post']>;
  /** A fresh onboarded account on the given plan. */
  userWithTier(tier: 'free' | 'pro' | 'premium'): ReturnType<typeof onboardedUser>;
}

/** useTestApp with a staff account, no per-minute limit in the way, and the workspace helpers. */
export function useWorkspaceApp(): WorkspaceApp {
  const fixture = useTestApp({
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    ENHANCE_USER_LIMIT_PER_MINUTE: '1000',
  }) as WorkspaceApp;
  fixture.enhance = (token, body) =>
    fixture.api().post('/api/ai/enhance').set(bearer(token)).send(body).expect(200);
  fixture.userWithTier = async (tier) => {
    const account = await onboardedUser(fixture.testApp, fixture.inbox);
    await fixture.db.query('UPDATE users SET subscription_tier = $2 WHERE email = $1', [
      account.email,
      tier,
    ]);
    return account;
  };
  return fixture;
}
