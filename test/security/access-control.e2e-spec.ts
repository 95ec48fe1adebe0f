import { createHmac } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, onboardedUser, PASSWORD } from '../support/accounts.js';
import { apiRoutes, routeName, type ApiRoute } from '../support/openapi-routes.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { REWRITABLE_TEXT } from '../../backend/src/modules/ai/testing/rewritable-texts.js';

const STAFF = { email: 'staff.access@resonate.example', password: 'Staff-Passw0rd' };
const TEXT = REWRITABLE_TEXT;
const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('access control: roles, owned resources and tokens', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let routes: ApiRoute[];
  let staffToken: string;
  let alice: { email: string; token: string };
  let bob: { email: string; token: string };

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: { SMTP_URL: inbox.url, ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
    });
    routes = await apiRoutes(testApp);
    staffToken = (await request(testApp.server).post('/api/auth/login').send(STAFF).expect(200))
      .body.access_token;
    alice = await onboardedUser(testApp, inbox, 'premium');
    bob = await onboardedUser(testApp, inbox, 'premium');
    const db = testApp.app.get(DataSource);
    await db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email IN ($1, $2)`, [
      alice.email,
      bob.email,
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const api = () => request(testApp.server);
  const call = (route: ApiRoute, token: string) =>
    api()[route.method](route.url).set(bearer(token)).send({});

  it('should answer 403 to a customer on every staff route, and never 401/403 to staff', async () => {
    const staffRoutes = routes.filter((route) => route.path.startsWith('/api/admin'));
    expect(staffRoutes.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      staffRoutes.map(async (route) => ({
        route: routeName(route),
        customer: (await call(route, alice.token)).status,
        staff: (await call(route, staffToken)).status,
      })),
    );
    for (const answer of answers) {
      expect({ route: answer.route, customer: answer.customer }).toEqual({
        route: answer.route,
        customer: 403,
      });
      expect([401, 403, 500]).not.toContain(answer.staff);
    }
  });

  it("should never show, change or delete another person's history entries and projects", async () => {
    const enhanced = await api()
      .post('/api/ai/enhance')
      .set(bearer(alice.token))
      .send({ text: TEXT })
      .expect(200);
    const project = await api()
      .post('/api/projects')
      .set(bearer(alice.token))
      .send({ input: TEXT, output: enhanced.body.enhanced_text, settings: {} })
      .expect(201);
    const historyId = enhanced.body.history_id as string;
    const projectId = project.body.id as string;

    for (const probe of [
      api().get(`/api/history/${historyId}`),
      api().delete(`/api/history/${historyId}`),
      api().get(`/api/projects/${projectId}`),
      api().patch(`/api/projects/${projectId}`).send({ name: 'Taken over' }),
      api().delete(`/api/projects/${projectId}`),
    ]) {
      await probe.set(bearer(bob.token)).expect(404);
    }
    const bobsHistory = await api().get('/api/history').set(bearer(bob.token)).expect(200);
    expect(JSON.stringify(bobsHistory.body)).not.toContain(historyId);
    // Still Alice's, unchanged.
    await api().get(`/api/history/${historyId}`).set(bearer(alice.token)).expect(200);
    const kept = await api().get(`/api/projects/${projectId}`).set(bearer(alice.token)).expect(200);
    expect(kept.body.name).not.toBe('Taken over');
  });

  describe('tokens', () => {
    it('should refuse tampered, unsigned and re-signed tokens', async () => {
      const [header, payload, signature] = alice.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        sub: string;
        sid: string;
      };
      const bobClaims = JSON.parse(
        Buffer.from(bob.token.split('.')[1], 'base64url').toString(),
      ) as { sub: string };
      const forgeries = [
        `${header}.${base64url({ ...claims, sub: bobClaims.sub })}.${signature}`,
        `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        `${base64url({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
        `${header}.${payload}.${createHmac('sha256', 'guessed-secret').update(`${header}.${payload}`).digest('base64url')}`,
        `${header}.${payload}`,
        `${header}.${payload}.${signature}x`,
      ];
      for (const forged of forgeries) {
        await api().get('/api/auth/me').set(bearer(forged)).expect(401);
      }
    });

    it('should end a token at logout and every token at a password reset', async () => {
      const first = await api()
        .post('/api/auth/login')
        .send({ email: bob.email, password: PASSWORD })
        .expect(200);
      const second = await api()
        .post('/api/auth/login')
        .send({ email: bob.email, password: PASSWORD })
        .expect(200);
      await api().post('/api/auth/logout').set(bearer(first.body.access_token)).expect(200);
      await api().get('/api/auth/me').set(bearer(first.body.access_token)).expect(401);
      await api().get('/api/auth/me').set(bearer(second.body.access_token)).expect(200);

      await api().post('/api/auth/request-password-reset').send({ email: bob.email }).expect(200);
      const mail = await inbox.waitFor(bob.email, /reset/i);
      const token = new URL(SmtpInbox.link(mail, '/reset-password')).searchParams.get('token');
      await api()
        .post('/api/auth/reset-password')
        .send({ token, new_password: 'Another-Passw0rd' })
        .expect(200);
      await api().get('/api/auth/me').set(bearer(second.body.access_token)).expect(401);
      await api().get('/api/auth/me').set(bearer(bob.token)).expect(401);
      // The mailed link works once.
      await api()
        .post('/api/auth/reset-password')
        .send({ token, new_password: 'Yet-Another-Passw0rd1' })
        .expect(400);
    });
  });
});
