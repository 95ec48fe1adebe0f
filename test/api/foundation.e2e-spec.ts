import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { configureWebApps, webApps } from '../../backend/src/common/http/spa-fallback.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SPA_ROUTES = [
  '/',
  '/email-verified',
  '/verify-email',
  '/onboarding',
  '/payment?plan=pro&source=onboarding&required=true',
  '/pro-to-premium-upgrade',
  '/upgrade-success',
  '/reset-password?token=abc',
  '/beta',
  '/simple-extension',
];

describe('foundation: serving, errors and health', () => {
  let testApp: TestApp;
  const webRoot = mkdtempSync(join(tmpdir(), 'resonate-web-'));
  const original = webApps();

  beforeAll(async () => {
    for (const [app, marker] of [
      ['frontend', 'customer-spa'],
      ['admin', 'staff-console'],
    ]) {
      mkdirSync(join(webRoot, app, 'assets'), { recursive: true });
      writeFileSync(
        join(webRoot, app, 'index.html'),
        `<!doctype html><title>Resonate</title><body>${marker}</body>`,
      );
      writeFileSync(join(webRoot, app, 'assets', 'app.js'), `console.log('${marker}')`);
    }
    configureWebApps({
      frontendDist: join(webRoot, 'frontend'),
      adminDist: join(webRoot, 'admin'),
    });
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
    configureWebApps(original);
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('should report the database and queues healthy', async () => {
    const response = await request(testApp.server).get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.details.database.status).toBe('up');
    expect(response.body.details.queues.status).toBe('up');
    expect(response.body.details.redis.status).toBe('up');
    expect(response.body.details.model_provider).toEqual({
      status: 'up',
      state: 'not configured',
      engine: 'builtin',
    });
    await request(testApp.server).get('/api/health/live').expect(200, { status: 'ok' });
    await request(testApp.server).get('/api/health/ready').expect(200);
  });

  it.each(SPA_ROUTES)('should serve the SPA for %s', async (path) => {
    const response = await request(testApp.server).get(path).expect(200);
    expect(response.text).toContain('customer-spa');
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('should serve the console at /admin and its client routes', async () => {
    for (const path of ['/admin', '/admin/', '/admin/users/42']) {
      const response = await request(testApp.server).get(path).expect(200);
      expect(response.text).toContain('staff-console');
    }
    const asset = await request(testApp.server).get('/admin/assets/app.js').expect(200);
    expect(asset.text).toContain('staff-console');
  });

  it('should serve static assets and 404 a missing one without the SPA', async () => {
    await request(testApp.server).get('/assets/app.js').expect(200);
    const missing = await request(testApp.server).get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('customer-spa');
  });

  it('should answer unknown API paths with a JSON 404, never the SPA', async () => {
    for (const path of ['/api/nope', '/api', '/api/auth/does-not-exist']) {
      const response = await request(testApp.server).get(path).expect(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).toMatchObject({ status: 404 });
      expect(response.body.detail).toContain('no API route');
      expect(response.body.correlation_id).toBe(response.headers['x-correlation-id']);
    }
    await request(testApp.server).post('/api/nope').send({}).expect(404);
  });

  it('should give every response a correlation id, reusing a safe incoming one', async () => {
    const fresh = await request(testApp.server).get('/api/health/live');
    expect(fresh.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const reused = await request(testApp.server)
      .get('/api/health/live')
      .set('X-Correlation-Id', 'trace-123');
    expect(reused.headers['x-correlation-id']).toBe('trace-123');
    const unsafe = await request(testApp.server)
      .get('/api/health/live')
      .set('X-Correlation-Id', '<script>alert(1)</script>');
    expect(unsafe.headers['x-correlation-id']).not.toContain('<');
  });

  it('should publish Swagger UI and the OpenAPI document', async () => {
    const ui = await request(testApp.server).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger');
    const doc = await request(testApp.server).get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/health']).toBeDefined();
    expect(doc.body.components.securitySchemes.bearer).toBeDefined();
  });

  it('should refuse malformed, oversized and deeply nested JSON with clear 4xx answers', async () => {
    const malformed = await request(testApp.server)
      .post('/api/nope')
      .set('Content-Type', 'application/json')
      .send('{"text": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('The request body is not valid JSON.');

    const huge = await request(testApp.server)
      .post('/api/nope')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toContain('too large');

    const nested = await request(testApp.server)
      .post('/api/nope')
      .set('Content-Type', 'application/json')
      .send('['.repeat(5000) + ']'.repeat(5000));
    expect(nested.status).toBe(400);
    expect(nested.body.detail).toContain('nested too deeply');
  });

  it.each([
    ['privacy-policy', 'Privacy Policy'],
    ['terms-of-service', 'Terms of Service'],
    ['acceptable-use-policy', 'Acceptable Use Policy'],
    ['data-processing-agreement', 'Data Processing Agreement'],
  ])('should serve the legal document %s as a page', async (name, title) => {
    const response = await request(testApp.server).get(`/api/legal/${name}`).expect(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain(`<h1>${title}</h1>`);
    expect(response.text).toMatch(/Version \d{4}-\d{2}-\d{2}/);
  });

  it('should answer an unknown legal document with a JSON 404', async () => {
    const response = await request(testApp.server).get('/api/legal/constructor').expect(404);
    expect(response.body.detail).toBe('There is no such legal document.');
  });

  it('should send security headers', async () => {
    const response = await request(testApp.server).get('/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
