import request from 'supertest';
import { PASSWORD, registerAndVerify, uniqueEmail } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.23';
const HOME = '198.51.100.31';
const OFFICE = '198.51.100.32';

describe('neither a stranger nor ordinary use locks the owner out', () => {
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

  const post = (path: string, from: string, body: object) =>
    request(testApp.server).post(path).set('X-Forwarded-For', from).send(body);

  it("should let the owner ask for a reset link after a stranger used up the stranger's allowance for her address", async () => {
    const { email } = await registerAndVerify(testApp, inbox);
    for (let attempt = 0; attempt < 3; attempt++) {
      await post('/api/auth/request-password-reset', STRANGER, { email }).expect(200);
    }
    await post('/api/auth/request-password-reset', STRANGER, { email }).expect(429);
    await post('/api/auth/request-password-reset', OWNER, { email }).expect(200);
  });

  it("should let the owner ask for a new verification link after a stranger's three requests", async () => {
    const email = uniqueEmail('unverified');
    await post('/api/auth/register', OWNER, {
      email,
      password: PASSWORD,
      terms_accepted: true,
    }).expect(201);
    for (let attempt = 0; attempt < 3; attempt++) {
      await post('/api/auth/resend-verification', STRANGER, { email }).expect(200);
    }
    await post('/api/auth/resend-verification', STRANGER, { email }).expect(429);
    await post('/api/auth/resend-verification', OWNER, { email }).expect(200);
  });

  it('should never lock an account that signs in successfully, however often', async () => {
    const { email } = await registerAndVerify(testApp, inbox);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt++) {
      statuses.push((await post('/api/auth/login', HOME, { email, password: PASSWORD })).status);
    }
    expect(statuses).toEqual(Array(14).fill(200));
  });

  it('should count only the wrong passwords: successes between them do not bring the lock nearer', async () => {
    const { email } = await registerAndVerify(testApp, inbox);
    const statuses: number[] = [];
    // 20 sign-ins from OFFICE in all: LOGIN_IP_LIMIT_PER_MINUTE (20) lets each through.
    for (let round = 0; round < 9; round++) {
      statuses.push((await post('/api/auth/login', OFFICE, { email, password: 'Wrong-1' })).status);
      statuses.push((await post('/api/auth/login', OFFICE, { email, password: PASSWORD })).status);
    }
    expect(statuses).toEqual(Array(9).fill([401, 200]).flat());
    // The tenth wrong password from there locks that address out of the account, and only it.
    await post('/api/auth/login', OFFICE, { email, password: 'Wrong-1' }).expect(401);
    const refused = await post('/api/auth/login', OFFICE, { email, password: PASSWORD }).expect(
      429,
    );
    expect(refused.body.detail).toMatch(/^Too many attempts for this email - please wait/);
    await post('/api/auth/login', HOME, { email, password: PASSWORD }).expect(200);
  });
});
