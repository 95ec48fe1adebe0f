import request from 'supertest';
import { SmtpInbox } from './smtp-inbox.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'Correct-Horse-9';
let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Registers through the API and follows the mailed link; returns the token the link signs in with. */
export async function registerAndVerify(
  testApp: TestApp,
  inbox: SmtpInbox,
  options: { email?: string; tier?: 'free' | 'pro' | 'premium' } = {},
): Promise<{ email: string; token: string }> {
  const email = options.email ?? uniqueEmail();
  await request(testApp.server)
    .post('/api/auth/register')
    .send({
      email,
      password: PASSWORD,
      subscription_tier: options.tier ?? 'free',
      terms_accepted: false,
      privacy_acknowledged: false,
    })
    .expect(201);
  const mail = await inbox.waitFor(email, /Verify your e-mail/);
  const link = new URL(SmtpInbox.link(mail, '/api/auth/verify-email'));
  const verified = await request(testApp.server).get(`${link.pathname}${link.search}`).expect(302);
  const token = await exchangeLandingCode(testApp, verified.headers.location);
  return { email, token };
}

/** What the SPA does where a sign-in redirect lands: exchanges its one-time code for a token. */
export async function exchangeLandingCode(testApp: TestApp, location: string): Promise<string> {
  const code = new URL(location, 'http://local').searchParams.get('code');
  if (!code) throw new Error(`The redirect carries no sign-in code: ${location}`);
  const exchanged = await request(testApp.server)
    .post('/api/auth/exchange-code')
    .send({ code })
    .expect(200);
  return exchanged.body.access_token as string;
}

export async function onboard(
  testApp: TestApp,
  token: string,
  names = { first_name: 'Ada', last_name: 'Lovelace' },
) {
  return request(testApp.server)
    .post('/api/auth/complete-onboarding')
    .set('Authorization', `Bearer ${token}`)
    .send({ ...names, gdpr_consent: true, data_retention_consent: true, marketing_consent: false })
    .expect(200);
}

/** A verified, onboarded user with a live session. */
export async function onboardedUser(
  testApp: TestApp,
  inbox: SmtpInbox,
  tier: 'free' | 'pro' | 'premium' = 'free',
) {
  const account = await registerAndVerify(testApp, inbox, { tier });
  await onboard(testApp, account.token);
  return account;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
