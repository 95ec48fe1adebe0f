import request from 'supertest';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { contractDocument } from '../../backend/src/contract/openapi-document.js';
import { bearer, onboardedUser, PASSWORD, registerAndVerify } from '../support/accounts.js';
import { apiRoutes, routeName } from '../support/openapi-routes.js';
import {
  undocumentedFields,
  type OpenApiDocument,
  type Operation,
} from '../support/openapi-schema.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const STAFF = { email: 'staff.contract@resonate.example', password: 'Staff-Passw0rd' };
const TEXT =
  'Our quarterly newsletter is here. We shipped the new reporting dashboard and fixed the export bug that affected 12% of accounts.';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

describe('OpenAPI contract: the document the front ends are typed from is complete', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let document: OpenApiDocument;
  /** Routes driven by the happy-path test, as `GET /api/plans`. */
  const driven = new Set<string>();

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: { SMTP_URL: inbox.url, ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
    });
    document = (await request(testApp.server).get('/api/docs-json').expect(200)).body;
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  /**
   * Calls a route and checks its answer against the documented response of that status: the
   * status must be documented, and every field of the JSON body must be in its schema.
   */
  async function call(
    method: Method,
    path: string,
    options: {
      token?: string;
      body?: object;
      params?: Record<string, string>;
      query?: string;
    } = {},
  ) {
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => options.params![name]);
    let pending = request(testApp.server)[method](`${url}${options.query ?? ''}`);
    if (options.token) pending = pending.set(bearer(options.token));
    const response = await pending.send(options.body);
    const route = `${method.toUpperCase()} ${path}`;
    driven.add(route);
    if (response.status >= 400) {
      throw new Error(`${route} answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
    const operation: Operation = document.paths[path][method];
    const documented = operation.responses?.[String(response.status)];
    expect({ route, status: response.status, documented: Boolean(documented) }).toEqual({
      route,
      status: response.status,
      documented: true,
    });
    if (response.type === 'application/json') {
      const schema = documented!.content?.['application/json']?.schema;
      expect({ route, schema: Boolean(schema) }).toEqual({ route, schema: true });
      expect({ route, undocumented: undocumentedFields(document, schema!, response.body) }).toEqual(
        { route, undocumented: [] },
      );
    }
    return response;
  }

  it('should serve the document `npm run generate:api` builds without a database', async () => {
    expect(await contractDocument()).toEqual(document);
  });

  it('should document a success answer and the error shape for every route', async () => {
    for (const route of await apiRoutes(testApp)) {
      const responses = document.paths[route.path][route.method].responses ?? {};
      const success = Object.keys(responses).filter((status) => /^[23]\d\d$/.test(status));
      expect({ route: routeName(route), success: success.length > 0 }).toEqual({
        route: routeName(route),
        success: true,
      });
      const error = responses.default?.content?.['application/json']?.schema?.$ref;
      expect({ route: routeName(route), error }).toEqual({
        route: routeName(route),
        error: '#/components/schemas/ErrorBody',
      });
    }
  });

  it('should notice a field, nested or not, that the documented schema lacks', () => {
    const entry = { $ref: '#/components/schemas/HistoryListDto' };
    const item = { id: 'x', settings: { emotion_tone: 'calm', tone: 'calm' } };
    expect(undocumentedFields(document, entry, { items: [item], total: 1, page: 2 })).toEqual([
      '$.items[0].settings.tone',
      '$.page',
    ]);
  });

  it('should answer only documented fields on the main routes of every area', async () => {
    await call('get', '/api/plans');
    await call('get', '/api/auth/providers');
    await call('get', '/api/health');
    await call('get', '/api/health/live');
    await call('get', '/api/health/ready');

    const fresh = await registerAndVerify(testApp, inbox);
    await call('post', '/api/auth/complete-onboarding', {
      token: fresh.token,
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        gdpr_consent: true,
        data_retention_consent: true,
        marketing_consent: false,
      },
    });
    await call('post', '/api/auth/register', {
      body: {
        email: `contract.${Date.now()}@example.com`,
        password: PASSWORD,
        subscription_tier: 'free',
        terms_accepted: false,
        privacy_acknowledged: false,
      },
    });
    await call('post', '/api/auth/resend-verification', { body: { email: fresh.email } });
    await call('post', '/api/auth/request-password-reset', { body: { email: fresh.email } });

    const { email, token } = await onboardedUser(testApp, inbox);
    await testApp.app
      .get(DataSource)
      .query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [email]);
    await call('post', '/api/auth/login', { body: { email, password: PASSWORD } });
    await call('get', '/api/auth/me', { token });
    await call('get', '/api/auth/user', { token });

    const enhanced = await call('post', '/api/ai/enhance', {
      token,
      body: { text: TEXT, emotion_tone: 'confident', intensity: 6, use_case: 'email' },
    });
    const history = { id: enhanced.body.history_id as string };
    await call('get', '/api/history', { token });
    await call('get', '/api/history/{id}', { token, params: history });
    const project = await call('post', '/api/projects', {
      token,
      body: {
        name: 'Newsletter',
        input: TEXT,
        output: enhanced.body.enhanced_text,
        settings: { emotion_tone: 'confident' },
      },
    });
    const saved = { id: project.body.id as string };
    await call('get', '/api/projects', { token });
    await call('get', '/api/projects/{id}', { token, params: saved });
    await call('patch', '/api/projects/{id}', { token, params: saved, body: { notes: 'Sent' } });
    await call('get', '/api/analytics', { token, query: '?range=7d' });
    await call('post', '/api/exports', {
      token,
      body: { format: 'md', history_id: history.id },
    });
    await call('delete', '/api/projects/{id}', { token, params: saved });
    await call('delete', '/api/history/{id}', { token, params: history });
    await call('delete', '/api/history', { token });

    await call('post', '/api/support/tickets', {
      token,
      body: { subject: 'Invoice address', message: 'Please add our VAT number to invoices.' },
    });
    await call('get', '/api/support/tickets', { token });
    await call('get', '/api/payments/subscription', { token });
    await call('get', '/api/user/export-data', { token });

    const pro = await onboardedUser(testApp, inbox);
    const session = await call('post', '/api/payments/create-checkout-session', {
      token: pro.token,
      body: { plan: 'pro' },
    });
    const checkout = { session_id: session.body.session_id as string };
    await call('get', '/api/payments/test-mode/checkout/{session_id}', {
      token: pro.token,
      params: checkout,
    });
    await call('post', '/api/payments/test-mode/checkout/{session_id}/complete', {
      token: pro.token,
      params: checkout,
    });
    await call('post', '/api/payments/process-upgrade-success', {
      token: pro.token,
      body: { plan_type: 'pro', session_id: checkout.session_id },
    });

    await call('get', '/api/features');
    await call('get', '/api/company');
    await call('get', '/api/ai/limits');
    await call('get', '/api/ai/capabilities');
    const form = await call('get', '/api/contact/form');
    await sleep(3_100); // the least time a person needs to fill the form in
    await call('post', '/api/contact', {
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'A plan for our team?',
        form_token: form.body.form_token,
      },
    });

    await call('get', '/api/beta/catalog', { token });
    await call('get', '/api/beta/templates', { token });
    const template = await call('post', '/api/beta/templates', {
      token,
      body: { name: 'Launch', description: 'Launch e-mail', tags: ['launch'] },
    });
    const own = { id: template.body.id as string };
    await call('put', '/api/beta/templates/{id}', {
      token,
      params: own,
      body: { name: 'Launch 2' },
    });
    await call('post', '/api/beta/templates/{id}/duplicate', { token, params: own });
    await call('delete', '/api/beta/templates/{id}', { token, params: own });
    await call('post', '/api/beta/feedback', {
      token,
      body: { message: 'Nice', tab: 'templates' },
    });
    await call('post', '/api/beta/ai-chat', {
      token,
      body: {
        message: 'Use the product launch template and make it more urgent',
        context: { originalText: TEXT },
      },
    });

    await call('get', '/api/beta/songwriting/options', { token });
    const lyrics =
      'I walk the line tonight\nThe city lights are bright\nI hold my heart so tight\nAnd sing into the night';
    await call('post', '/api/beta/lyrical-analysis', { token, body: { lyrics } });
    const song = await call('post', '/api/beta/songs', { token, body: { title: 'Night', lyrics } });
    const songId = { id: song.body.id as string };
    await call('get', '/api/beta/songs', { token });
    await call('get', '/api/beta/songs/{id}', { token, params: songId });
    await call('put', '/api/beta/songs/{id}', { token, params: songId, body: { lyrics } });
    await call('delete', '/api/beta/songs/{id}', { token, params: songId });

    const staff = await call('post', '/api/auth/login', { body: STAFF });
    const staffToken = staff.body.access_token as string;
    await call('get', '/api/admin/payments/subscriptions', { token: staffToken });
    await call('get', '/api/admin/dashboard', { token: staffToken });
    await call('get', '/api/admin/system/health', { token: staffToken });
    await call('get', '/api/admin/analytics', { token: staffToken });
    await call('get', '/api/admin/settings', { token: staffToken });
    await call('get', '/api/admin/users', { token: staffToken });
    await call('get', '/api/admin/support/tickets', { token: staffToken });
    await call('get', '/api/admin/settings/feature-toggles', { token: staffToken });
    await call('get', '/api/admin/audit-log', { token: staffToken });
    await call('get', '/api/admin/compliance/consents', { token: staffToken });

    await call('post', '/api/auth/logout', { token });
    await call('delete', '/api/user/delete-account', { token: pro.token });
    expect(driven.size).toBeGreaterThanOrEqual(30);
  });
});
