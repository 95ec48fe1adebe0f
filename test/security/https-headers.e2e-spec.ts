import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('HSTS and upgrade-insecure-requests only over HTTPS', () => {
  let behindProxy: TestApp;
  let direct: TestApp;

  beforeAll(async () => {
    behindProxy = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    direct = await startTestApp();
  });

  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  it('should send neither over plain HTTP', async () => {
    const response = await request(behindProxy.server).get('/api/health/live').expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('should send both when the trusted proxy says the request came over HTTPS', async () => {
    const response = await request(behindProxy.server)
      .get('/api/health/live')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(response.headers['strict-transport-security']).toMatch(
      /^max-age=\d+; includeSubDomains$/,
    );
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('should ignore X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await request(direct.server)
      .get('/api/health/live')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
