import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, exchangeLandingCode, PASSWORD, registerAndVerify } from '../support/accounts.js';
import { OidcServer, signInThroughProvider } from '../support/oidc-server.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { freePort } from '../support/free-port.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('Continue with Google (against a real OpenID Connect server)', () => {
  let testApp: TestApp;
  let oidc: OidcServer;
  let inbox: SmtpInbox;
  let appUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    oidc = await new OidcServer().start(
      'resonate-web',
      'client-secret',
      `${appUrl}/api/auth/google/callback`,
    );
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: {
        PUBLIC_URL: appUrl,
        SMTP_URL: inbox.url,
        GOOGLE_CLIENT_ID: 'resonate-web',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        GOOGLE_AUTH_URL: `${oidc.issuer}/auth`,
        GOOGLE_TOKEN_URL: `${oidc.issuer}/token`,
        GOOGLE_USERINFO_URL: `${oidc.issuer}/me`,
      },
    });
    await testApp.app.listen(port, '127.0.0.1');
  });

  afterAll(async () => {
    await testApp?.close();
    await oidc?.stop();
    await inbox?.stop();
  });

  it('should offer Google', async () => {
    await request(testApp.server).get('/api/auth/providers').expect(200, { google: true });
  });

  it('should create a verified account for a new person, keep the chosen tier, and still require onboarding', async () => {
    oidc.accounts.set('g-new', {
      id: 'g-new',
      email: 'New.Person@Example.com',
      email_verified: true,
      given_name: 'New',
      family_name: 'Person',
    });
    const landing = await signInThroughProvider(`${appUrl}/api/auth/google?tier=premium`, 'g-new');
    expect(landing.pathname).toBe('/');
    expect(landing.searchParams.get('token')).toBeNull();
    const token = await exchangeLandingCode(testApp, landing.href);
    const me = await request(testApp.server).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body).toMatchObject({
      email: 'new.person@example.com',
      first_name: 'New',
      last_name: 'Person',
      is_verified: true,
      onboarding_completed: false,
      subscription_tier: 'free',
      intended_tier: 'premium',
      has_password: false,
    });
  });

  it('should sign an existing e-mail into that same account', async () => {
    const { email } = await registerAndVerify(testApp, inbox);
    const before = await request(testApp.server)
      .post('/api/auth/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    oidc.accounts.set('g-existing', {
      id: 'g-existing',
      email,
      email_verified: true,
      given_name: 'Ex',
      family_name: 'Isting',
    });
    const landing = await signInThroughProvider(`${appUrl}/api/auth/google`, 'g-existing');
    const me = await request(testApp.server)
      .get('/api/auth/me')
      .set(bearer(await exchangeLandingCode(testApp, landing.href)))
      .expect(200);
    expect(me.body.id).toBe(before.body.user.id);
    const count = await testApp.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
    expect(count[0].n).toBe(1);
    // And again: now found by its Google id.
    const again = await signInThroughProvider(`${appUrl}/api/auth/google`, 'g-existing');
    const meAgain = await request(testApp.server)
      .get('/api/auth/me')
      .set(bearer(await exchangeLandingCode(testApp, again.href)))
      .expect(200);
    expect(meAgain.body.id).toBe(before.body.user.id);
  });

  it('should refuse an address Google has not verified', async () => {
    oidc.accounts.set('g-unverified', {
      id: 'g-unverified',
      email: 'unverified@example.com',
      email_verified: false,
      given_name: 'U',
      family_name: 'V',
    });
    const landing = await signInThroughProvider(`${appUrl}/api/auth/google`, 'g-unverified');
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.searchParams.get('auth_error')).toContain('not verified');
  });

  it('should refuse a callback with a forged state', async () => {
    const response = await request(testApp.server)
      .get('/api/auth/google/callback?code=abc&state=forged.state')
      .expect(302);
    expect(response.headers.location).toContain('auth_error=');
    expect(response.headers.location).not.toContain('token=');
  });
});
