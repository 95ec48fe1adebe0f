import request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { apiRoutes, routeName, type ApiRoute } from '../support/openapi-routes.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Routes whose documented body is not JSON (signed raw bytes). */
const RAW_BODY_ROUTES = ['POST /api/payments/webhook'];

const manyKeys = (count: number) => {
  const body: Record<string, number> = {};
  for (let index = 0; index < count; index++) body[`k${index}`] = 1;
  return body;
};

describe('one request cannot occupy an instance, and JSON routes take only JSON', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let token: string;
  let routes: ApiRoute[];

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url } });
    routes = (await apiRoutes(testApp)).filter(
      (route) => route.hasBody && !RAW_BODY_ROUTES.includes(routeName(route)),
    );
    token = (await onboardedUser(testApp, inbox)).token;
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const send = (route: Pick<ApiRoute, 'method' | 'url'>) =>
    request(testApp.server)[route.method](route.url).set(bearer(token));

  it('should find the JSON routes to try, the public forms among them', () => {
    const names = routes.map(routeName);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/contact',
        'POST /api/auth/request-password-reset',
        'POST /api/beta/feedback',
      ]),
    );
  });

  it.each(['/api/auth/login', '/api/auth/register', '/api/contact'])(
    'should refuse 40,000 keys sent to %s at once, with a short answer naming the limit',
    async (url) => {
      const response = await request(testApp.server)
        .post(url)
        .send({ email: 'ada@example.com', ...manyKeys(40_000) })
        .expect(413);
      expect(response.body.detail).toBe('The request has an object with more than 200 fields.');
      expect(response.text.length).toBeLessThan(400);
    },
  );

  it('should refuse a many-key body with a small 4xx on every JSON route', async () => {
    const failures: string[] = [];
    const body = manyKeys(20_000);
    for (const route of routes) {
      const response = await send(route).send(body);
      if (response.status !== 413 || response.text.length > 400) {
        failures.push(`${routeName(route)} ${response.status} ${response.text.length} bytes`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('should keep an error body small when many fields are wrong', async () => {
    const response = await request(testApp.server)
      .post('/api/auth/login')
      .send(manyKeys(199))
      .expect(400);
    expect(response.body.errors.length).toBeLessThanOrEqual(20);
    expect(response.text.length).toBeLessThan(3_000);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'email=ada%40example.com&password=Whatever-123'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ],
    ['text/plain', '{"email":"ada@example.com","password":"Whatever-123"}'],
  ])('should answer %s with 415 on every JSON route', async (contentType, payload) => {
    const failures: string[] = [];
    for (const route of routes) {
      const response = await send(route).set('Content-Type', contentType).send(payload);
      if (
        response.status !== 415 ||
        response.body.detail !==
          'The request body must be JSON, sent with Content-Type: application/json.'
      ) {
        failures.push(`${routeName(route)} ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('should limit data exports per account, with 429 and Retry-After', async () => {
    for (let export_ = 0; export_ < 10; export_++) {
      await request(testApp.server).get('/api/user/export-data').set(bearer(token)).expect(200);
    }
    const refused = await request(testApp.server)
      .get('/api/user/export-data')
      .set(bearer(token))
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^You have exported your data 10 times in the last hour/);
  });

  it('should still take the webhook raw body as the route documents', async () => {
    const response = await request(testApp.server)
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('a=1');
    expect(response.status).not.toBe(415);
  });
});
