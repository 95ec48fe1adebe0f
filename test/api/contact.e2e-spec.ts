import request from 'supertest';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const COMPANY = {
  COMPANY_NAME: 'Resonate Labs GmbH',
  COMPANY_ADDRESS: 'Example Street 1, 10115 Berlin, Germany',
  COMPANY_EMAIL: 'hello@resonate.example',
};

describe('the public contact form and the company details', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: {
        SMTP_URL: inbox.url,
        SUPPORT_EMAIL: 'support@resonate.example',
        TRUST_PROXY_HOPS: '1',
        ...COMPANY,
      },
    });
    db = testApp.app.get(DataSource);
    // Forms opened now and sent after the 3 seconds a person needs at least.
    for (let form = 0; form < 20; form++) {
      const opened = await request(testApp.server).get('/api/contact/form').expect(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      forms.push(opened.body.form_token);
    }
    await sleep(3_100);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const forms: string[] = [];
  const form_token = () => forms.pop()!;
  let ip = 0;
  const send = (body: object) =>
    request(testApp.server)
      .post('/api/contact')
      .set('X-Forwarded-For', `198.51.100.${(ip += 1)}`)
      .send({
        name: 'Ada Lovelace',
        message: 'We are 12 writers.',
        form_token: form_token(),
        ...body,
      });
  const ticketsFrom = async (email: string) =>
    (await db.query('SELECT * FROM support_tickets WHERE user_email = $1', [email])) as {
      user_id: string | null;
      contact_name: string;
      subject: string;
    }[];

  it('should turn a message into a ticket and tell staff, with the company in the mail footer', async () => {
    const answer = await send({ email: 'Ada@Example.com', subject: 'Team plan' }).expect(201);
    expect(answer.body).toEqual({
      message: 'Thank you! We received your message and will answer at ada@example.com.',
    });
    const [ticket] = await ticketsFrom('ada@example.com');
    expect(ticket).toMatchObject({
      user_id: null,
      contact_name: 'Ada Lovelace',
      subject: 'Team plan',
    });
    const mail = await inbox.waitFor('support@resonate.example', /Team plan/);
    expect(mail.text).toContain('We are 12 writers.');
    expect(mail.text).toContain(COMPANY.COMPANY_ADDRESS);
    expect(mail.html).toContain('Resonate Labs GmbH');
  });

  it('should drop a message whose spam trap is filled, answering as if it were kept', async () => {
    await send({ email: 'bot@example.com', website: 'http://spam.example' }).expect(201);
    await expect(ticketsFrom('bot@example.com')).resolves.toEqual([]);
  });

  it('should refuse a form sent faster than a person can write', async () => {
    const opened = await request(testApp.server).get('/api/contact/form').expect(200);
    const answer = await send({
      email: 'fast@example.com',
      form_token: opened.body.form_token,
    }).expect(400);
    expect(answer.body.detail).toBe(
      'That was quick! Please check your message, then send it again.',
    );
    await expect(ticketsFrom('fast@example.com')).resolves.toEqual([]);
  });

  it('should say which field is missing, never a 500', async () => {
    const answer = await request(testApp.server).post('/api/contact').send({ email: 'x' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/Please enter your name/);
  });

  it('should limit messages per e-mail address', async () => {
    for (let i = 0; i < 3; i += 1) {
      await request(testApp.server)
        .post('/api/contact')
        .set('X-Forwarded-For', `203.0.113.${i + 10}`)
        .send({
          name: 'Eve',
          email: 'eve@example.com',
          message: `Message ${i}`,
          form_token: form_token(),
        })
        .expect(201);
    }
    const fourth = await request(testApp.server)
      .post('/api/contact')
      .set('X-Forwarded-For', '203.0.113.40')
      .send({ name: 'Eve', email: 'eve@example.com', message: 'Again', form_token: form_token() });
    expect(fourth.status).toBe(429);
    await expect(ticketsFrom('eve@example.com')).resolves.toHaveLength(3);
  });

  it('should limit messages per IP address', async () => {
    const from = (n: number) =>
      request(testApp.server)
        .post('/api/contact')
        .set('X-Forwarded-For', '192.0.2.77')
        .send({ name: 'Bot', email: `b${n}@example.com`, message: 'Hi', form_token: form_token() });
    for (let n = 0; n < 5; n += 1) await from(n).expect(201);
    await from(5).expect(429);
  });

  it('should name the company with its address and contact in the legal documents and the API', async () => {
    const company = await request(testApp.server).get('/api/company').expect(200);
    expect(company.body).toEqual({
      name: COMPANY.COMPANY_NAME,
      postal_address: COMPANY.COMPANY_ADDRESS,
      email: COMPANY.COMPANY_EMAIL,
    });
    for (const document of ['privacy-policy', 'terms-of-service', 'data-processing-agreement']) {
      const page = await request(testApp.server).get(`/api/legal/${document}`).expect(200);
      expect(page.text).toContain(COMPANY.COMPANY_NAME);
      expect(page.text).toContain(COMPANY.COMPANY_ADDRESS);
      expect(page.text).toContain(COMPANY.COMPANY_EMAIL);
      expect(page.text).not.toContain('{{');
    }
  });

  it('should tell the workspace how long a text may be', async () => {
    const limits = await request(testApp.server).get('/api/ai/limits').expect(200);
    expect(limits.body).toEqual({ min_input_chars: 10, max_input_chars: 20000 });
  });
});
