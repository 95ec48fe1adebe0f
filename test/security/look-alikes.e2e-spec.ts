import request from 'supertest';
import { bearer, PASSWORD, registerAndVerify, uniqueEmail } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const EMAIL_HIDDEN =
  'The email address contains invisible or direction-changing characters. Please type it again.';
const DUPLICATE =
  'An account with this email already exists. Please sign in or reset your password.';

describe('no account can pose as another with look-alike characters', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url } });
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const register = (email: string) =>
    request(testApp.server)
      .post('/api/auth/register')
      .send({ email, password: PASSWORD, terms_accepted: true });

  it.each([
    ['a trailing zero-width space', (email: string) => `${email}\u200B`],
    ['a zero-width joiner inside', (email: string) => email.replace('@', '\u200D@')],
    ['a right-to-left override', (email: string) => `\u202E${email}`],
    ['a byte-order mark inside', (email: string) => email.replace('@', '\uFEFF@')],
  ])('should refuse an e-mail with %s', async (_, disguise) => {
    const response = await register(disguise(uniqueEmail('hidden'))).expect(400);
    expect(response.body.detail).toBe(EMAIL_HIDDEN);
  });

  it('should take full-width letters for the address they imitate', async () => {
    const { email } = await registerAndVerify(testApp, inbox);
    const fullWidth = [...email]
      .map((char) => (/[a-z]/.test(char) ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char))
      .join('');
    expect(fullWidth).not.toBe(email);
    const refused = await register(fullWidth).expect(409);
    expect(refused.body.detail).toBe(DUPLICATE);
    const login = await request(testApp.server)
      .post('/api/auth/login')
      .send({ email: fullWidth, password: PASSWORD })
      .expect(200);
    expect(login.body.user.email).toBe(email);
  });

  it('should refuse names with direction-changing or only invisible characters', async () => {
    const { token } = await registerAndVerify(testApp, inbox);
    const onboard = (first_name: string) =>
      request(testApp.server).post('/api/auth/complete-onboarding').set(bearer(token)).send({
        first_name,
        last_name: 'Lovelace',
        gdpr_consent: true,
        data_retention_consent: true,
      });
    const bidi = await onboard('Ada\u202Eecalevol').expect(400);
    expect(bidi.body.detail).toBe(
      'Names must not contain invisible or direction-changing characters',
    );
    const invisible = await onboard('\u200D\u200C \u200D').expect(400);
    expect(invisible.body.detail).toBe('First name and last name are required');
    await onboard('Ａｄａ').expect(200);
  });

  it('should refuse ticket subjects with hidden characters or nothing visible', async () => {
    const { token } = await registerAndVerify(testApp, inbox);
    const ticket = (subject: string) =>
      request(testApp.server)
        .post('/api/support/tickets')
        .set(bearer(token))
        .send({ subject, message: 'Something went wrong with my export.' });
    const bidi = await ticket('Refund \u202Edetaeler').expect(400);
    expect(bidi.body.detail).toBe(
      'The subject must not contain invisible or direction-changing characters',
    );
    const empty = await ticket('\u200D\u200C\u200D').expect(400);
    expect(empty.body.detail).toBe('Please enter a subject');
  });
});
