import { bearer, PASSWORD, registerAndVerify, uniqueEmail } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { SmtpInbox } from '../support/smtp-inbox.js';

const STAFF = { email: 'staff@resonate.example', password: 'Staff-Passw0rd' };

describe('accounts', () => {
  const fixture = useTestApp({
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    PUBLIC_URL: 'http://resonate.test',
  });
  const { api } = fixture;

  describe('sign-up journey', () => {
    it('should register, mail a link, verify, sign in, onboard and answer /me', async () => {
      const email = uniqueEmail('journey');
      const registered = await api()
        .post('/api/auth/register')
        .send({
          email: email.toUpperCase(),
          password: PASSWORD,
          username: 'journey',
          subscription_tier: 'pro',
          terms_accepted: false,
          privacy_acknowledged: false,
        })
        .expect(201);
      expect(registered.body).toEqual({
        message: 'Registration successful! Please check your email to verify your account.',
        email,
      });

      const mail = await fixture.inbox.waitFor(email, /Verify your e-mail/);
      expect(mail.html).toContain('Verify my e-mail');
      const link = new URL(SmtpInbox.link(mail, '/api/auth/verify-email'));
      expect(link.origin).toBe('http://resonate.test');

      const verified = await api().get(`${link.pathname}${link.search}`).expect(302);
      const landing = new URL(verified.headers.location, 'http://resonate.test');
      expect(landing.pathname).toBe('/email-verified');
      expect(landing.searchParams.get('email')).toBe(email);
      // No bearer token in the address bar: a one-time code the page exchanges, once.
      expect(landing.searchParams.get('token')).toBeNull();
      const code = landing.searchParams.get('code')!;
      const exchanged = await api().post('/api/auth/exchange-code').send({ code }).expect(200);
      expect(exchanged.body).toMatchObject({ token_type: 'bearer', user: { email } });
      const linkToken = exchanged.body.access_token as string;
      const reused = await api().post('/api/auth/exchange-code').send({ code }).expect(400);
      expect(reused.body.detail).toBe(
        'This sign-in link is invalid or has expired. Please sign in.',
      );

      const notOnboarded = await api().get('/api/auth/me').set(bearer(linkToken)).expect(200);
      expect(notOnboarded.body).toMatchObject({
        email,
        is_verified: true,
        onboarding_completed: false,
        subscription_tier: 'free',
        intended_tier: 'pro',
        free_uses_remaining: 10,
      });

      const login = await api()
        .post('/api/auth/login')
        .send({ email, password: PASSWORD })
        .expect(200);
      expect(login.body.token_type).toBe('bearer');
      expect(login.body.user).toMatchObject({ email, username: 'journey' });

      const onboarding = await api()
        .post('/api/auth/complete-onboarding')
        .set(bearer(login.body.access_token))
        .send({
          first_name: ' Ada ',
          last_name: 'Lovelace',
          gdpr_consent: true,
          data_retention_consent: true,
          marketing_consent: true,
        })
        .expect(200);
      expect(onboarding.body.intended_tier).toBe('pro');
      expect(onboarding.body.user).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        onboarding_completed: true,
      });

      const me = await api().get('/api/auth/me').set(bearer(login.body.access_token)).expect(200);
      const user = await api()
        .get('/api/auth/user')
        .set(bearer(login.body.access_token))
        .expect(200);
      expect(user.body).toEqual(me.body);
      expect(Object.keys(me.body)).toEqual(
        expect.arrayContaining([
          'id',
          'email',
          'first_name',
          'last_name',
          'username',
          'created_at',
          'subscription_tier',
          'free_uses_remaining',
          'monthly_requests_used',
          'is_verified',
          'onboarding_completed',
          'is_premium',
          'is_admin',
          'terms_accepted',
        ]),
      );

      const consents = await fixture.db.query(
        'SELECT consent_type, granted, policy_version FROM consent_records WHERE user_id = $1 ORDER BY consent_type',
        [me.body.id],
      );
      expect(consents).toEqual([
        {
          consent_type: 'data_retention',
          granted: true,
          policy_version: 'privacy-policy@2026-11-25',
        },
        { consent_type: 'gdpr', granted: true, policy_version: 'privacy-policy@2026-11-25' },
        { consent_type: 'marketing', granted: true, policy_version: 'privacy-policy@2026-11-25' },
      ]);
    });

    it('should refuse a second use of the verification link', async () => {
      const email = uniqueEmail('twice');
      await api().post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
      const link = new URL(
        SmtpInbox.link(await fixture.inbox.waitFor(email, /Verify/), '/api/auth/verify-email'),
      );
      await api().get(`${link.pathname}${link.search}`).expect(302);
      const again = await api().get(`${link.pathname}${link.search}`).expect(302);
      expect(again.headers.location).toBe('/email-verified?status=invalid');
      const forged = await api().get('/api/auth/verify-email?token=forged').expect(302);
      expect(forged.headers.location).toBe('/email-verified?status=invalid');
    });

    it('should resend the verification mail with the same answer for unknown addresses', async () => {
      const email = uniqueEmail('resend');
      await api().post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
      await fixture.inbox.waitFor(email, /Verify/);
      const known = await api().post('/api/auth/resend-verification').send({ email }).expect(200);
      const unknown = await api()
        .post('/api/auth/resend-verification')
        .send({ email: uniqueEmail('nobody') })
        .expect(200);
      expect(known.body).toEqual(unknown.body);
      await fixture.inbox.waitFor(email, /Verify/);
    });
  });

  describe('validation', () => {
    it.each([
      [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
      [
        { email: uniqueEmail(), password: 'short1A' },
        'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter and a digit',
      ],
      [
        { email: uniqueEmail(), password: 'alllowercase1' },
        'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter and a digit',
      ],
      [
        { email: uniqueEmail(), password: 'NoDigitsHere' },
        'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter and a digit',
      ],
      [
        { email: uniqueEmail(), password: PASSWORD, subscription_tier: 'gold' },
        'subscription_tier must be free, pro or premium',
      ],
      [{ email: uniqueEmail(), password: PASSWORD, is_admin: true }, "Unknown field 'is_admin'"],
    ])('should refuse registration %j with its message', async (body, detail) => {
      const response = await api().post('/api/auth/register').send(body).expect(400);
      expect(response.body.detail).toBe(detail);
      expect(response.body.errors[0].messages).toContain(detail);
    });

    it('should answer a duplicate e-mail with 409 and no account detail', async () => {
      const email = uniqueEmail('dup');
      await api().post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
      const duplicate = await api()
        .post('/api/auth/register')
        .send({ email: ` ${email.toUpperCase()} `, password: PASSWORD })
        .expect(409);
      expect(duplicate.body.detail).toBe(
        'An account with this email already exists. Please sign in or reset your password.',
      );
    });

    it('should refuse sign-in before verification with a "verify your email" detail', async () => {
      const email = uniqueEmail('unverified');
      await api().post('/api/auth/register').send({ email, password: PASSWORD }).expect(201);
      const response = await api()
        .post('/api/auth/login')
        .send({ email, password: PASSWORD })
        .expect(403);
      expect(response.body.detail).toContain('verify your email');
    });

    it('should refuse a wrong password and an unknown e-mail alike', async () => {
      const { email } = await registerAndVerify(fixture.testApp, fixture.inbox);
      const wrong = await api()
        .post('/api/auth/login')
        .send({ email, password: 'Wrong-Passw0rd' })
        .expect(401);
      const unknown = await api()
        .post('/api/auth/login')
        .send({ email: uniqueEmail('ghost'), password: PASSWORD })
        .expect(401);
      expect(wrong.body.detail).toBe('Incorrect email or password.');
      expect(unknown.body.detail).toBe(wrong.body.detail);
    });

    it('should require names and both required consents at onboarding', async () => {
      const { token } = await registerAndVerify(fixture.testApp, fixture.inbox);
      const noNames = await api()
        .post('/api/auth/complete-onboarding')
        .set(bearer(token))
        .send({
          first_name: '  ',
          last_name: 'X',
          gdpr_consent: true,
          data_retention_consent: true,
          marketing_consent: false,
        })
        .expect(400);
      expect(noNames.body.detail).toBe('First name and last name are required');
      const noConsent = await api()
        .post('/api/auth/complete-onboarding')
        .set(bearer(token))
        .send({
          first_name: 'A',
          last_name: 'B',
          gdpr_consent: true,
          data_retention_consent: false,
          marketing_consent: false,
        })
        .expect(400);
      expect(noConsent.body.detail).toBe(
        'You must accept the required terms and privacy policy to continue',
      );
      const count = await fixture.db.query(
        'SELECT count(*)::int AS n FROM consent_records cr JOIN users u ON u.id = cr.user_id WHERE u.onboarding_completed = false AND cr.user_id IN (SELECT user_id FROM sessions)',
      );
      expect(count[0].n).toBe(0);
    });
  });

  describe('password reset', () => {
    it('should answer the same whether or not the account exists', async () => {
      const { email } = await registerAndVerify(fixture.testApp, fixture.inbox);
      const known = await api()
        .post('/api/auth/request-password-reset')
        .send({ email })
        .expect(200);
      const unknown = await api()
        .post('/api/auth/request-password-reset')
        .send({ email: uniqueEmail('nobody') })
        .expect(200);
      expect(known.body).toEqual({
        message: 'If an account with this email exists, a password reset link has been sent.',
      });
      expect(unknown.body).toEqual(known.body);
      await fixture.inbox.waitFor(email, /Reset your Resonate password/);
    });

    it('should reset with the mailed token once, end every session, and sign in with the new password', async () => {
      const { email, token: firstSession } = await registerAndVerify(
        fixture.testApp,
        fixture.inbox,
      );
      const second = await api()
        .post('/api/auth/login')
        .send({ email, password: PASSWORD })
        .expect(200);
      await api().post('/api/auth/request-password-reset').send({ email }).expect(200);
      const mail = await fixture.inbox.waitFor(email, /Reset your Resonate password/);
      const link = new URL(SmtpInbox.link(mail, '/reset-password'));
      const resetToken = link.searchParams.get('token')!;

      const tooShort = await api()
        .post('/api/auth/reset-password')
        .send({ token: resetToken, new_password: 'Ab1' })
        .expect(400);
      expect(tooShort.body.detail).toBe('Password must be at least 8 characters long');

      await api()
        .post('/api/auth/reset-password')
        .send({ token: resetToken, new_password: 'Brand-New-Passw0rd' })
        .expect(200);
      const reused = await api()
        .post('/api/auth/reset-password')
        .send({ token: resetToken, new_password: 'Another-Passw0rd' })
        .expect(400);
      expect(reused.body.detail).toBe(
        'This reset link is invalid or has expired. Please request a new one.',
      );

      await api().get('/api/auth/me').set(bearer(firstSession)).expect(401);
      await api().get('/api/auth/me').set(bearer(second.body.access_token)).expect(401);
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await api()
        .post('/api/auth/login')
        .send({ email, password: 'Brand-New-Passw0rd' })
        .expect(200);
    });
  });

  describe('sessions', () => {
    it('should end a session at logout', async () => {
      const { token } = await registerAndVerify(fixture.testApp, fixture.inbox);
      await api().get('/api/auth/me').set(bearer(token)).expect(200);
      await api().post('/api/auth/logout').set(bearer(token)).expect(200);
      const after = await api().get('/api/auth/me').set(bearer(token)).expect(401);
      expect(after.body.detail).toBe('Your session has ended. Please sign in again.');
    });

    it('should refuse a deactivated user at once and at the next sign-in', async () => {
      const { email, token } = await registerAndVerify(fixture.testApp, fixture.inbox);
      await fixture.db.query('UPDATE users SET is_active = false WHERE email = $1', [email]);
      await api().get('/api/auth/me').set(bearer(token)).expect(401);
      const login = await api()
        .post('/api/auth/login')
        .send({ email, password: PASSWORD })
        .expect(403);
      expect(login.body.detail).toContain('deactivated');
    });

    it('should refuse a token signed with another secret', async () => {
      const forged =
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJzaWQiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmF0dXJl';
      await api().get('/api/auth/me').set(bearer(forged)).expect(401);
    });
  });

  describe('throttling', () => {
    it('should limit sign-in attempts per e-mail address with 429', async () => {
      const email = uniqueEmail('throttle');
      const statuses: number[] = [];
      let detail = '';
      for (let attempt = 0; attempt < 12; attempt++) {
        const response = await api()
          .post('/api/auth/login')
          .send({ email, password: 'Wrong-Passw0rd' });
        statuses.push(response.status);
        if (response.status === 429) detail = response.body.detail;
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(detail).toMatch(
        /^Too many attempts for this email - please wait \d+ (minutes|seconds) and try again\.$/,
      );
    });

    it('should limit reset requests per e-mail address', async () => {
      const email = uniqueEmail('reset-throttle');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push(
          (await api().post('/api/auth/request-password-reset').send({ email })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('Google sign-in without credentials', () => {
    it('should say so to the SPA and send the browser back to the sign-in dialog', async () => {
      const providers = await api().get('/api/auth/providers').expect(200);
      expect(providers.body).toEqual({ google: false });
      const response = await api().get('/api/auth/google?tier=pro').expect(302);
      const location = new URL(response.headers.location, 'http://local');
      expect(location.pathname).toBe('/');
      expect(location.searchParams.get('login')).toBe('true');
      expect(location.searchParams.get('auth_error')).toContain(
        'Sign-in with Google is not available',
      );
    });
  });

  describe('staff', () => {
    it('should create the ADMIN_EMAIL account as a verified, onboarded admin', async () => {
      const login = await api().post('/api/auth/login').send(STAFF).expect(200);
      expect(login.body.user).toMatchObject({
        email: STAFF.email,
        is_admin: true,
        is_verified: true,
        onboarding_completed: true,
      });
    });
  });
});
