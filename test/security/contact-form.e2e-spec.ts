import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const RELOAD = 'Please reload the page and send the form again.';

describe('the public contact form: the same text rules as tickets, and a timing the server measures', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;
  const forms: string[] = [];

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url, TRUST_PROXY_HOPS: '1' } });
    db = testApp.app.get(DataSource);
    for (let form = 0; form < 12; form++) {
      forms.push(
        (await request(testApp.server).get('/api/contact/form').expect(200)).body.form_token,
      );
    }
    await sleep(3_100);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  let ip = 0;
  const send = (body: object) =>
    request(testApp.server)
      .post('/api/contact')
      .set('X-Forwarded-For', `192.0.2.${(ip += 1)}`)
      .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello there.', ...body });
  const ticketsFrom = async (email: string) =>
    ((await db.query('SELECT id FROM support_tickets WHERE user_email = $1', [email])) as unknown[])
      .length;

  it.each([
    [
      'name',
      'Ada\u202Eevil',
      'Your name must not contain invisible or direction-changing characters',
    ],
    ['name', '\u0301', 'Please enter your name'],
    [
      'subject',
      'Refund\u200B',
      'The subject must not contain invisible or direction-changing characters',
    ],
    ['email', 'ada\u200B@example.com', 'Please enter a valid email address'],
  ])('should refuse %s %j as the ticket form does', async (field, value, detail) => {
    const answer = await send({ [field]: value, form_token: forms.pop() }).expect(400);
    expect(answer.body.detail).toBe(detail);
  });

  it('should no longer take the time the form was open from the client', async () => {
    await send({ email: 'claims@example.com', elapsed_ms: 60_000 }).expect(400);
    await expect(ticketsFrom('claims@example.com')).resolves.toBe(0);
  });

  it('should refuse a missing, forged or altered token', async () => {
    const [issued, nonce, signature] = forms.pop()!.split('.');
    // A token that claims to be an hour old, signed with a key a client could guess.
    const old = (Date.now() - 3_600_000).toString(36);
    const guessed = createHmac('sha256', 'secret').update(`${old}.${nonce}`).digest('base64url');
    for (const token of [
      undefined,
      '',
      'abc',
      `${old}.${nonce}.${signature}`,
      `${old}.${nonce}.${guessed}`,
    ]) {
      const answer = await send({ email: 'forger@example.com', form_token: token }).expect(400);
      expect(answer.body.detail).toBe(RELOAD);
    }
    expect(issued).toBeTruthy();
    await expect(ticketsFrom('forger@example.com')).resolves.toBe(0);
  });

  it('should refuse a form sent sooner than 3 seconds after it was opened', async () => {
    const fresh = (await request(testApp.server).get('/api/contact/form').expect(200)).body
      .form_token;
    const answer = await send({ email: 'quick@example.com', form_token: fresh }).expect(400);
    expect(answer.body.detail).toBe(
      'That was quick! Please check your message, then send it again.',
    );
  });

  it('should take each form once, and keep one that was refused for a fixable reason', async () => {
    const token = forms.pop()!;
    await send({ email: 'once@example.com', name: '', form_token: token }).expect(400);
    await send({ email: 'once@example.com', form_token: token }).expect(201);
    const again = await send({ email: 'once@example.com', form_token: token }).expect(400);
    expect(again.body.detail).toBe(
      'This form was sent already. Please reload the page to write another message.',
    );
    await expect(ticketsFrom('once@example.com')).resolves.toBe(1);
  });
});
