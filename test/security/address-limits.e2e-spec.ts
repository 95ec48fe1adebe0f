import request from 'supertest';
import { bearer, onboardedUser, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('per-address limits count only what they exist for', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url, AUTH_IP_LIMIT_PER_HOUR: '3' } });
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const api = () => request(testApp.server);

  it('should not count sign-ups refused with 400', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await api().post('/api/auth/register').send({ email: 'not-an-email' }).expect(400);
    }
    await api()
      .post('/api/auth/register')
      .send({ email: uniqueEmail('counted'), password: PASSWORD, terms_accepted: true })
      .expect(201);
  });

  it('should not count tickets refused with 400', async () => {
    const { token } = await onboardedUser(testApp, inbox);
    for (let attempt = 0; attempt < 11; attempt++) {
      await api().post('/api/support/tickets').set(bearer(token)).send({ subject: '' }).expect(400);
    }
    await api()
      .post('/api/support/tickets')
      .set(bearer(token))
      .send({ subject: 'Export fails', message: 'The PDF export fails.' })
      .expect(201);
  });

  it('should count only wrong verification links, and answer a browser over the limit with a page', async () => {
    const wrong = (accept: string) =>
      api().get('/api/auth/verify-email?token=not-a-real-token').set('Accept', accept);
    for (let click = 0; click < 3; click++) {
      const response = await wrong('application/json').expect(302);
      expect(response.headers.location).toBe('/email-verified?status=invalid');
    }
    const page = await wrong('text/html,application/xhtml+xml,*/*;q=0.8').expect(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<h1>Please wait a moment</h1>');
    expect(page.text).toMatch(/Too many requests - please wait \d+ minutes and try again\./);
    const json = await wrong('application/json').expect(429);
    expect(json.body.detail).toMatch(/^Too many requests/);
  });
});
