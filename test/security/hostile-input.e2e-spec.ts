import request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const STAFF = { email: 'staff.hostile@resonate.example', password: 'Staff-Passw0rd' };
const LONE_SURROGATES = ['ada\uD800@example.com', 'ada@exa\uDFFFmple.com', '\uDBFF'];
const SURROGATE_DETAIL =
  'The request contains an unpaired UTF-16 surrogate (\\uD800-\\uDFFF), which is not valid text. Remove it and try again.';
const NUL_IN_ADDRESS =
  'The address contains a NUL character (%00), which cannot be stored. Remove it and try again.';

describe('hostile characters answer 400, never 500', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let staffToken: string;
  let userToken: string;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: { SMTP_URL: inbox.url, ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
    });
    const staff = await request(testApp.server).post('/api/auth/login').send(STAFF).expect(200);
    staffToken = staff.body.access_token;
    userToken = (await onboardedUser(testApp, inbox)).token;
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const api = () => request(testApp.server);

  describe.each([
    ['/api/auth/login', (email: string) => ({ email, password: 'Whatever-123' })],
    [
      '/api/auth/register',
      (email: string) => ({ email, password: 'Correct-Horse-9', terms_accepted: true }),
    ],
    ['/api/auth/resend-verification', (email: string) => ({ email })],
    ['/api/auth/request-password-reset', (email: string) => ({ email })],
  ])('%s', (path, body) => {
    it.each(LONE_SURROGATES)('should refuse the e-mail %j with 400', async (email) => {
      const response = await api().post(path).send(body(email)).expect(400);
      expect(response.body.detail).toBe(SURROGATE_DETAIL);
    });
  });

  it('should refuse a NUL in a query string with 400 (admin search)', async () => {
    const response = await api()
      .get('/api/admin/payments/subscriptions?q=%00')
      .set(bearer(staffToken))
      .expect(400);
    expect(response.body.detail).toBe(NUL_IN_ADDRESS);
  });

  it.each(['/api/history/%00', '/api/projects/abc%00def', '/api/history?page=1%00'])(
    'should refuse a NUL in %s with 400',
    async (path) => {
      const response = await api().get(path).set(bearer(userToken)).expect(400);
      expect(response.body.detail).toBe(NUL_IN_ADDRESS);
    },
  );

  it('should refuse a NUL in a body with 400', async () => {
    const response = await api()
      .post('/api/ai/enhance')
      .set(bearer(userToken))
      .send({ text: 'A perfectly fine text\u0000 with a NUL inside it.' })
      .expect(400);
    expect(response.body.detail).toMatch(/NUL character/);
  });

  it('should refuse a lone surrogate anywhere in a body, keys included', async () => {
    const response = await api()
      .post('/api/ai/enhance')
      .set(bearer(userToken))
      .send({ text: 'Some text that is long enough \uD83D to enhance.' })
      .expect(400);
    expect(response.body.detail).toBe(SURROGATE_DETAIL);
    await api()
      .post('/api/ai/enhance')
      .set(bearer(userToken))
      .send({ ['\uDC00']: 1 })
      .expect(400);
  });

  it('should still accept paired surrogates (emoji)', async () => {
    await api()
      .post('/api/ai/enhance')
      .set(bearer(userToken))
      .send({ text: 'Our launch is next week 🚀 and we are ready for it.' })
      .expect(200);
  });

  it('should answer an oversize body with 413 and a deeply nested one with 400', async () => {
    const oversize = await api()
      .post('/api/ai/enhance')
      .set(bearer(userToken))
      .send({ text: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(oversize.body.detail).toBe('The request body is too large. The limit is 1MB.');
    let deep: unknown = 'bottom';
    for (let level = 0; level < 40; level++) deep = { level: deep };
    const nested = await api()
      .post('/api/ai/enhance')
      .set(bearer(userToken))
      .send({ text: 'A text that is long enough.', deep })
      .expect(400);
    expect(nested.body.detail).toBe('The JSON body is nested too deeply (more than 32 levels).');
  });
});
