import request from 'supertest';
import { PASSWORD, registerAndVerify } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TOO_MANY =
  /^Too many attempts for this email - please wait \d+ (minutes|seconds) and try again\.$/;

describe('sign-in throttling that a stranger cannot turn against the owner', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    // One proxy in front, so X-Forwarded-For stands for the caller's address.
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url, TRUST_PROXY_HOPS: '1' } });
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const login = (from: string, email: string, password: string) =>
    request(testApp.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', from)
      .send({ email, password });

  it('should refuse a guesser past 10 attempts from one address but let the owner in from another', async () => {
    const { email } = await registerAndVerify(testApp, inbox);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await login('203.0.113.7', email, 'Wrong-Passw0rd')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const refused = await login('203.0.113.7', email, PASSWORD).expect(429);
    expect(refused.body.detail).toMatch(TOO_MANY);

    const owner = await login('198.51.100.9', email, PASSWORD).expect(200);
    expect(owner.body.user.email).toBe(email);
  });

  it('should only slow down, never refuse, guesses for one account spread over many addresses', async () => {
    const { email } = await registerAndVerify(testApp, inbox);
    for (let address = 1; address <= 12; address++) {
      await login(`192.0.2.${address}`, email, 'Wrong-Passw0rd').expect(401);
    }
    // The 13th wrong guess is answered, later; the owner's password still works at once.
    const started = Date.now();
    await login('192.0.2.200', email, 'Wrong-Passw0rd').expect(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await login('192.0.2.201', email, PASSWORD).expect(200);
  });
});
