import request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TEXT = 'Our new dashboard helps your team save about four hours every single week.';

describe('validation answers name what was expected', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let token: string;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url } });
    token = (await onboardedUser(testApp, inbox)).token;
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const post = (path: string) => request(testApp.server).post(path).set(bearer(token));

  it.each([
    ['subject', 12345, 'subject must be text (a string), not a number'],
    ['subject', { a: 1 }, 'subject must be text (a string), not an object'],
    ['message', ['x'], 'message must be text (a string), not an array'],
  ])('should name the type when %s is %j', async (field, value, detail) => {
    const body = { subject: 'Export fails', message: 'The PDF export fails.', [field]: value };
    const response = await post('/api/support/tickets').send(body).expect(400);
    expect(response.body.detail).toBe(detail);
  });

  it('should keep a message that already names the type, and the rule messages for values of the right type', async () => {
    const wrongType = await post('/api/ai/enhance')
      .send({ text: TEXT, intensity: '7' })
      .expect(400);
    expect(wrongType.body.detail).toBe('Intensity must be a whole number from 1 to 10');
    const names = await post('/api/auth/complete-onboarding')
      .send({
        first_name: 12345,
        last_name: 'Lovelace',
        gdpr_consent: true,
        data_retention_consent: true,
      })
      .expect(400);
    expect(names.body.detail).toBe('first_name must be text (a string), not a number');
    const tooLong = await post('/api/support/tickets')
      .send({ subject: 'x'.repeat(201), message: 'm' })
      .expect(400);
    expect(tooLong.body.detail).toBe('The subject must be at most 200 characters long');
  });

  it('should say a missing field is required, not what a value of it could not be', async () => {
    const missing = await post('/api/auth/complete-onboarding')
      .send({ gdpr_consent: true, data_retention_consent: true })
      .expect(400);
    expect(missing.body.detail).toBe('First name and last name are required');
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'first_name',
      'last_name',
    ]);
    const nulled = await post('/api/auth/complete-onboarding')
      .send({
        first_name: null,
        last_name: 'Lovelace',
        gdpr_consent: true,
        data_retention_consent: true,
      })
      .expect(400);
    expect(nulled.body.detail).toBe('First name and last name are required');
  });

  it('should answer an array body with "a JSON object is expected"', async () => {
    const response = await post('/api/support/tickets')
      .send([{ subject: 'a' }])
      .expect(400);
    expect(response.body.detail).toBe('The request body must be a JSON object, not an array.');
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'should refuse the key %s like any unknown key',
    async (key) => {
      const raw = `{"subject":"Export fails","message":"It fails.","${key}":{"is_admin":true}}`;
      const response = await post('/api/support/tickets')
        .set('Content-Type', 'application/json')
        .send(raw)
        .expect(400);
      expect(response.body.detail).toBe(`Unknown field '${key}'`);
    },
  );

  it('should answer UTF-16 JSON with 415', async () => {
    const json = JSON.stringify({ subject: 'Export fails', message: 'It fails.' });
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]),
      Buffer.from(json, 'utf16le'),
    ]) {
      const response = await post('/api/support/tickets')
        .set('Content-Type', 'application/json')
        // The bytes as they are, not superagent's JSON rendering of a Buffer.
        .serialize((raw: unknown) => raw as string)
        .send(bytes)
        .expect(415);
      expect(response.body.detail).toBe('The request body must be UTF-8 encoded JSON.');
    }
  });

  it('should refuse a body sent with another content type instead of ignoring it', async () => {
    const response = await post('/api/support/tickets')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ subject: 'Export fails', message: 'It fails.' }))
      .expect(415);
    expect(response.body.detail).toBe(
      'The request body must be JSON, sent with Content-Type: application/json.',
    );
  });

  it('should refuse an empty locked term', async () => {
    for (const term of ['', '   ']) {
      const response = await post('/api/ai/enhance')
        .send({ text: TEXT, locked_terms: ['dashboard', term] })
        .expect(400);
      expect(response.body.detail).toBe('Locked terms must not be empty');
    }
  });
});
