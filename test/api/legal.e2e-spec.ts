import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, registerAndVerify } from '../support/accounts.js';
import { STAFF, staffToken } from '../support/billing.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DOCUMENTS = [
  'privacy-policy',
  'terms-of-service',
  'acceptable-use-policy',
  'data-processing-agreement',
];
const page = async (app: TestApp, document: string) =>
  (await request(app.server).get(`/api/legal/${document}`).expect(200)).text;

describe('the legal documents tell the truth about this installation', () => {
  describe('with no payment, mail or model provider configured', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp({
        env: {
          SESSION_TTL_DAYS: '14',
          HISTORY_LIMIT: '50',
          LOG_RETENTION_DAYS: '7',
          ADMIN_EMAIL: STAFF.email,
          ADMIN_PASSWORD: STAFF.password,
        },
      });
    });
    afterAll(() => testApp?.close());

    it('should list the four documents with their versions and consent references', async () => {
      const answer = await request(testApp.server).get('/api/legal').expect(200);
      expect(answer.body.documents.map((document: { id: string }) => document.id)).toEqual(
        DOCUMENTS,
      );
      for (const document of answer.body.documents) {
        expect(document.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(document.consent_reference).toBe(`${document.id}@${document.version}`);
        const html = await page(testApp, document.id);
        expect(html).toContain(`Version ${document.version}`);
      }
    });

    it('should say that no payment, mail or AI provider receives data, and quote the configured periods', async () => {
      const privacy = await page(testApp, 'privacy-policy');
      expect(privacy).toContain('This installation runs in test mode: no card is taken');
      expect(privacy).toContain('no mail provider receives your address');
      expect(privacy).toContain('are not sent to any AI provider');
      expect(privacy).not.toContain('Stripe, Inc.');
      expect(privacy).toContain('your newest 50 enhancements');
      expect(privacy).toContain('Sessions: 14 days from sign-in');
      expect(privacy).toContain('Request logs: at most 7 days');
      expect(privacy).toContain('Download my data');
      const terms = await page(testApp, 'terms-of-service');
      expect(terms).toContain('10 enhancements in total');
      expect(terms).toContain('500 enhancements per billing month');
      expect(terms).toContain('30-day money-back guarantee');
      expect(terms).not.toMatch(/\{\{[A-Z_]+\}\}/);
    });

    it('should say plainly that the operator has not filled in its details, and tell staff which to set', async () => {
      const privacy = await page(testApp, 'privacy-policy');
      expect(privacy).not.toContain('run by Resonate');
      expect(privacy).toContain('run by the operator of this installation');
      expect(privacy).toContain('has not yet filled in its company details');
      const settings = await request(testApp.server)
        .get('/api/admin/settings')
        .set(bearer(await staffToken(testApp)))
        .expect(200);
      expect(settings.body.company_details_missing).toEqual([
        'COMPANY_NAME',
        'COMPANY_ADDRESS',
        'COMPANY_EMAIL',
      ]);
    });

    it.each(DOCUMENTS)(
      'should serve %s as HTML with a print stylesheet and links to the others',
      async (document) => {
        const answer = await request(testApp.server).get(`/api/legal/${document}`).expect(200);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.text).toContain('@media print');
        for (const other of DOCUMENTS.filter((name) => name !== document)) {
          expect(answer.text).toContain(`href="/api/legal/${other}"`);
        }
      },
    );
  });

  describe('with Stripe, an SMTP server and a model provider configured', () => {
    let testApp: TestApp;
    let inbox: SmtpInbox;
    let db: DataSource;
    beforeAll(async () => {
      inbox = await new SmtpInbox().start();
      testApp = await startTestApp({
        env: {
          SMTP_URL: inbox.url,
          STRIPE_SECRET_KEY: 'sk_test_legal',
          STRIPE_PRICE_PRO: 'price_pro',
          STRIPE_PRICE_PREMIUM: 'price_premium',
          STRIPE_WEBHOOK_SECRET: 'whsec_legal',
          OPENAI_API_KEY: 'sk-legal',
          OPENAI_BASE_URL: 'https://models.example.net/v1',
          AI_MODEL: 'example-model-8b',
          HOSTING_PROVIDER: 'Example Cloud GmbH, Frankfurt',
          COMPANY_NAME: 'Example Copy Ltd',
          COMPANY_ADDRESS: '1 Example Street, London',
          COMPANY_EMAIL: 'legal@copy.example',
        },
      });
      db = testApp.app.get(DataSource);
    });
    afterAll(async () => {
      await testApp?.close();
      await inbox?.stop();
    });

    it('should name each configured processor', async () => {
      const smtpHost = new URL(inbox.url).hostname;
      for (const document of ['privacy-policy', 'data-processing-agreement']) {
        const html = await page(testApp, document);
        expect(html).toContain('Stripe, Inc.');
        expect(html).toContain(`the mail server at ${smtpHost}`);
        expect(html).toContain('example-model-8b at models.example.net');
        expect(html).toContain('Example Cloud GmbH, Frankfurt');
        expect(html).not.toContain('test mode');
        expect(html).toContain('Example Copy Ltd');
        expect(html).toContain('1 Example Street, London');
        expect(html).not.toContain('has not yet filled in');
      }
    });

    it('should record each consent with the version of the document it was given under', async () => {
      const { token } = await registerAndVerify(testApp, inbox);
      const me = await request(testApp.server)
        .post('/api/auth/complete-onboarding')
        .set(bearer(token))
        .send({
          first_name: 'Ada',
          last_name: 'Lovelace',
          gdpr_consent: true,
          data_retention_consent: true,
          marketing_consent: false,
          terms_accepted: true,
          privacy_accepted: true,
        })
        .expect(200);
      const { documents } = (await request(testApp.server).get('/api/legal').expect(200)).body as {
        documents: { id: string; consent_reference: string }[];
      };
      const reference = (id: string) =>
        documents.find((document) => document.id === id)!.consent_reference;
      const rows = await db.query(
        'SELECT consent_type, granted, policy_version FROM consent_records WHERE user_id = $1 ORDER BY consent_type',
        [me.body.user.id],
      );
      expect(rows).toEqual([
        {
          consent_type: 'data_retention',
          granted: true,
          policy_version: reference('privacy-policy'),
        },
        { consent_type: 'gdpr', granted: true, policy_version: reference('privacy-policy') },
        { consent_type: 'marketing', granted: false, policy_version: reference('privacy-policy') },
        { consent_type: 'privacy', granted: true, policy_version: reference('privacy-policy') },
        { consent_type: 'terms', granted: true, policy_version: reference('terms-of-service') },
      ]);
    });
  });
});
