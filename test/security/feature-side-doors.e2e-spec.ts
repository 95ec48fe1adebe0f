import request from 'supertest';
import {
  FEATURE_DISABLED,
  FEATURE_NAMES,
  type FeatureName,
} from '../../backend/src/modules/feature-toggles/feature-names.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { staffAppEnv, staffToken } from '../support/billing.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A switched-off feature has no side door: every route of it answers 403 'This feature is
// currently disabled.', whatever the body, and the command chat offers none of its commands.

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm if that works.';
const ID = '00000000-0000-4000-8000-000000000000';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface FeatureRoute {
  method: (typeof METHODS)[number];
  url: string;
  body: object;
  /** The features that must all be off for the route to close (a route two features share). */
  features: FeatureName[];
}

/**
 * Routes that belong to a feature only for some requests (a field of the body picks it); the
 * others are read from the OpenAPI document's `x-feature` (set by @RequireFeature).
 */
const BY_REQUEST: FeatureRoute[] = [
  {
    method: 'post',
    url: '/api/ai/enhance',
    body: { text: TEXT, enhancement_type: 'beta_enhanced' },
    features: ['beta_enhanced_form'],
  },
  { method: 'post', url: '/api/beta/chat', body: { message: TEXT }, features: ['beta_ai_chat'] },
  {
    method: 'post',
    url: '/api/beta/chat',
    body: { message: 'Make it calmer', mode: 'enhance', current_text: TEXT },
    features: ['beta_enterprise_workspace'],
  },
  {
    method: 'post',
    url: '/api/exports',
    body: { format: 'docx', input: TEXT, output: TEXT },
    features: ['export_docx'],
  },
  {
    method: 'post',
    url: '/api/exports',
    body: { format: 'pdf', input: TEXT, output: TEXT },
    features: ['export_pdf'],
  },
];

describe('feature toggles: every route and chat command of a switched-off feature is closed', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let staff: string;
  let routes: FeatureRoute[];

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: staffAppEnv(inbox, {
        GOOGLE_CLIENT_ID: 'test-client',
        GOOGLE_CLIENT_SECRET: 'test-secret',
        ENHANCE_USER_LIMIT_PER_MINUTE: '100000',
        BETA_CHAT_USER_LIMIT_PER_MINUTE: '100000',
        BETA_COMMAND_CHAT_USER_LIMIT_PER_MINUTE: '100000',
      }),
    });
    staff = await staffToken(testApp);
    const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
    routes = [...BY_REQUEST];
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(
      document.paths,
    )) {
      for (const method of METHODS) {
        const feature = item[method]?.['x-feature'];
        if (typeof feature !== 'string') continue;
        const url = path.replace(/\{[^}]+\}/g, ID);
        // Conditional routes are listed above with the bodies that pick their feature.
        if (BY_REQUEST.some((route) => route.url === url && route.method === method)) continue;
        routes.push({
          method,
          url,
          body: {},
          features: feature.split(' | ') as FeatureName[],
        });
      }
    }
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const toggle = (feature_name: FeatureName, is_enabled: boolean) =>
    request(testApp.server)
      .put('/api/admin/settings/feature-toggles')
      .set(bearer(staff))
      .send({ feature_name, is_enabled })
      .expect(200);

  const send = (route: FeatureRoute, token: string) => {
    const call = request(testApp.server)[route.method](route.url);
    return call.set(bearer(token)).send(route.body as Record<string, unknown>);
  };

  it('knows at least one route of every feature, including the side doors the probe found', () => {
    const named = (feature: FeatureName) =>
      routes.filter((route) => route.features.includes(feature)).map((route) => route.url);
    for (const feature of FEATURE_NAMES)
      expect({ feature, known: named(feature).length > 0 }).toEqual({ feature, known: true });
    expect(named('beta_ai_chat')).toEqual(
      expect.arrayContaining([
        '/api/beta/chat/conversations',
        `/api/beta/chat/conversations/${ID}`,
      ]),
    );
    expect(named('beta_enhanced_workspace')).toContain('/api/beta/enhanced-generation');
    expect(named('beta_enterprise_workspace')).toContain('/api/beta/enhanced-generation');
  });

  it.each(FEATURE_NAMES)(
    '%s off: each of its routes answers 403, and answers again once on',
    async (feature) => {
      const { token } = await onboardedUser(testApp, inbox);
      const mine = routes.filter((route) => route.features.includes(feature));
      // A shared route closes when all of its features are off.
      const alsoOff = [...new Set(mine.flatMap((route) => route.features))];
      for (const name of alsoOff) await toggle(name, false);
      try {
        for (const route of mine) {
          const response = await send(route, token);
          expect({
            route: `${route.method} ${route.url}`,
            status: response.status,
            detail: response.body?.detail,
          }).toEqual({
            route: `${route.method} ${route.url}`,
            status: 403,
            detail: FEATURE_DISABLED,
          });
        }
      } finally {
        for (const name of alsoOff) await toggle(name, true);
      }
      for (const route of mine) {
        const response = await send(route, token);
        expect(response.body?.detail).not.toBe(FEATURE_DISABLED);
      }
    },
  );

  it('the command chat offers no command of a switched-off feature', async () => {
    const { token } = await onboardedUser(testApp, inbox);
    const say = async (message: string) =>
      (
        await request(testApp.server)
          .post('/api/beta/ai-chat')
          .set(bearer(token))
          .send({ message, context: { originalText: TEXT, enhancedText: TEXT } })
          .expect(200)
      ).body as { message: string; commands: { type: string; arguments: { panel?: string } }[] };

    expect((await say('Use the product launch template')).commands[0]?.type).toBe('apply_template');
    await toggle('beta_templates', false);
    try {
      const templates = await say('Use the product launch template');
      expect(templates.commands.map((command) => command.type)).not.toContain('apply_template');
      const panel = await say('show the templates panel');
      expect(panel.commands).toEqual([]);
      expect(panel.message).toMatch(/switched off/);
    } finally {
      await toggle('beta_templates', true);
    }
    await toggle('beta_heat_maps', false);
    try {
      const analysis = await say('analyse clarity');
      expect(analysis.commands.map((command) => command.type)).not.toContain('analyze_content');
      expect((await say('show the analysis panel')).commands).toEqual([]);
    } finally {
      await toggle('beta_heat_maps', true);
    }
  });
});
