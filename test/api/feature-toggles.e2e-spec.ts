import request from 'supertest';
import type { DataSource } from 'typeorm';
import { DataSource as TypeOrmDataSource } from 'typeorm';
import { FEATURE_NAMES } from '../../backend/src/modules/feature-toggles/feature-names.js';
import { bearer, onboardedUser, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { staffAppEnv, staffToken } from '../support/billing.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DISABLED = 'This feature is currently disabled.';

/** Polls until `check` passes, for at most a second: the promise every instance keeps. */
async function withinASecond(check: () => Promise<void>): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > 1000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('feature toggles: switched by staff, followed by every instance within a second', () => {
  let first: TestApp;
  let second: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;
  let staff: string;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    first = await startTestApp({
      env: staffAppEnv(inbox, {
        GOOGLE_CLIENT_ID: 'test-client',
        GOOGLE_CLIENT_SECRET: 'test-secret',
      }),
    });
    second = await startTestApp({ shareWith: first });
    db = first.app.get(TypeOrmDataSource);
    staff = await staffToken(first);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await inbox?.stop();
  });

  const toggle = (feature_name: string, is_enabled: boolean) =>
    request(first.server)
      .put('/api/admin/settings/feature-toggles')
      .set(bearer(staff))
      .send({ feature_name, is_enabled })
      .expect(200);

  const features = async (app: TestApp) =>
    (await request(app.server).get('/api/features').expect(200)).body.features as Record<
      string,
      boolean
    >;

  it('should seed every named feature, enabled, and list them publicly', async () => {
    expect(await features(second)).toEqual(
      Object.fromEntries(FEATURE_NAMES.map((name) => [name, true])),
    );
    const list = await request(first.server)
      .get('/api/admin/settings/feature-toggles')
      .set(bearer(staff))
      .expect(200);
    expect(list.body.total).toBe(FEATURE_NAMES.length);
    expect(list.body.feature_toggles[0]).toEqual({
      id: expect.any(String),
      feature_name: expect.any(String),
      is_enabled: true,
      description: expect.any(String),
      updated_by: null,
      updated_at: expect.any(String),
    });
  });

  it.each(FEATURE_NAMES)(
    'should switch %s off and on again on the other instance',
    async (name) => {
      await toggle(name, false);
      await withinASecond(async () => expect((await features(second))[name]).toBe(false));
      await toggle(name, true);
      await withinASecond(async () => expect((await features(second))[name]).toBe(true));
    },
  );

  it('should refuse registrations on every instance while registration is off', async () => {
    const register = (app: TestApp) =>
      request(app.server)
        .post('/api/auth/register')
        .send({
          email: uniqueEmail('toggle'),
          password: PASSWORD,
          subscription_tier: 'free',
          terms_accepted: false,
          privacy_acknowledged: false,
        });
    await toggle('registration', false);
    await withinASecond(async () => {
      const refused = await register(second);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(DISABLED);
    });
    await toggle('registration', true);
    await withinASecond(async () => expect((await register(second)).status).toBe(201));
  });

  it('should refuse Google sign-in while it is off', async () => {
    await toggle('google_sign_in', false);
    await withinASecond(async () => {
      const refused = await request(second.server).get('/api/auth/google?tier=free');
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(DISABLED);
    });
    await toggle('google_sign_in', true);
    await withinASecond(async () =>
      expect((await request(second.server).get('/api/auth/google?tier=free')).status).toBe(302),
    );
  });

  it('should refuse DOCX and PDF exports while they are off, and leave the other formats', async () => {
    const { token } = await onboardedUser(first, inbox);
    const exportAs = (format: string) =>
      request(second.server)
        .post('/api/exports')
        .set(bearer(token))
        .send({ format, input: 'Hello there, team.', output: 'Hello there, dear team.' });
    for (const [name, format] of [
      ['export_docx', 'docx'],
      ['export_pdf', 'pdf'],
    ] as const) {
      await toggle(name, false);
      await withinASecond(async () => {
        const refused = await exportAs(format);
        expect(refused.status).toBe(403);
        expect(refused.body.detail).toBe(DISABLED);
      });
      expect((await exportAs('txt')).status).toBe(200);
      await toggle(name, true);
      // Back on: the Premium rule answers again for this free user.
      await withinASecond(async () =>
        expect((await exportAs(format)).body.detail).toMatch(/Premium/),
      );
    }
  });

  it('should refuse the heat map, template and songwriting beta routes while their tab is off, and serve them again when on', async () => {
    const { token } = await onboardedUser(first, inbox);
    const routes = [
      ['beta_heat_maps', 'post', '/api/beta/content-heatmap', { text: 'I am so glad. Thank you.' }],
      ['beta_templates', 'get', '/api/beta/templates', undefined],
      ['beta_songwriting', 'post', '/api/beta/lyrical-analysis', { lyrics: '' }],
    ] as const;
    const call = ([, method, path, body]: (typeof routes)[number]) =>
      request(second.server)[method](path).set(bearer(token)).send(body);
    for (const route of routes) {
      await toggle(route[0], false);
      await withinASecond(async () => {
        const refused = await call(route);
        expect({ feature: route[0], status: refused.status, detail: refused.body.detail }).toEqual({
          feature: route[0],
          status: 403,
          detail: DISABLED,
        });
      });
      await toggle(route[0], true);
      // Back on: the route itself answers (the empty lyrics get the validation's 400).
      await withinASecond(async () =>
        expect({ feature: route[0], status: (await call(route)).status }).toEqual({
          feature: route[0],
          status: route[0] === 'beta_songwriting' ? 400 : 200,
        }),
      );
    }
  });

  it('should record who changed a toggle, from where, before and after', async () => {
    await toggle('beta_ai_chat', false);
    await toggle('beta_ai_chat', true);
    const rows = await db.query(
      `SELECT actor_id, ip_address, details FROM audit_events
        WHERE action = 'feature_toggle.update' AND details->>'target_id' = 'beta_ai_chat'
        ORDER BY created_at`,
    );
    expect(rows.slice(-2).map((row: { details: unknown }) => row.details)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ is_enabled: true }),
        after: expect.objectContaining({ is_enabled: false }),
      }),
      expect.objectContaining({
        before: expect.objectContaining({ is_enabled: false }),
        after: expect.objectContaining({ is_enabled: true }),
      }),
    ]);
    expect(rows[0].actor_id).toEqual(expect.any(String));
    expect(rows[0].ip_address).toEqual(expect.any(String));
  });

  it('should refuse an unknown feature name with a clear message', async () => {
    const refused = await request(first.server)
      .put('/api/admin/settings/feature-toggles')
      .set(bearer(staff))
      .send({ feature_name: 'teleport', is_enabled: false })
      .expect(400);
    expect(refused.body.detail).toMatch(/feature_name must be one of/);
  });
});
