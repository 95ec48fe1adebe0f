import { PersonalDataRegistry } from '../../backend/src/modules/users/personal-data/personal-data.registry.js';
import { bearer, onboard, PASSWORD, registerAndVerify } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';

const STAFF = { email: 'staff@resonate.example', password: 'Staff-Passw0rd' };

describe('accounts: support and personal data', () => {
  const fixture = useTestApp({
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    PUBLIC_URL: 'http://resonate.test',
  });
  const { api } = fixture;

  describe('support tickets', () => {
    it('should file a Help Center ticket and tell staff by e-mail', async () => {
      const { token, email } = await registerAndVerify(fixture.testApp, fixture.inbox);
      const ticket = await api()
        .post('/api/support/tickets')
        .set(bearer(token))
        .send({
          subject: 'Export fails',
          message: 'The <b>PDF</b> export stops at 90%.',
          category: 'technical',
        })
        .expect(201);
      expect(ticket.body).toMatchObject({
        subject: 'Export fails',
        status: 'open',
        category: 'technical',
        user_email: email,
      });
      const mail = await fixture.inbox.waitFor(STAFF.email, /\[Support\] Export fails/);
      expect(mail.text).toContain('The <b>PDF</b> export stops at 90%.');
      expect(mail.html).toContain('&lt;b&gt;PDF&lt;/b&gt;');
      const empty = await api()
        .post('/api/support/tickets')
        .set(bearer(token))
        .send({ subject: 'x', message: ' ' })
        .expect(400);
      expect(empty.body.detail).toBe('Please describe how we can help');
    });
  });

  describe('your data', () => {
    async function personalTables(): Promise<string[]> {
      const rows: { table_name: string }[] = await fixture.db.query(
        `SELECT DISTINCT table_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'user_id'`,
      );
      return [...rows.map((row) => row.table_name), 'users'].sort();
    }

    it('should cover every table holding user rows in the export and deletion registry', async () => {
      const covered = fixture.testApp.app.get(PersonalDataRegistry).coveredTables().sort();
      expect(covered).toEqual(await personalTables());
    });

    it('should export everything held about the user as a dated JSON file', async () => {
      const { token, email } = await registerAndVerify(fixture.testApp, fixture.inbox);
      await onboard(fixture.testApp, token);
      await api()
        .post('/api/support/tickets')
        .set(bearer(token))
        .send({ subject: 'Hello', message: 'Question' })
        .expect(201);
      const response = await api().get('/api/user/export-data').set(bearer(token)).expect(200);
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="resonate-data-\d{4}-\d{2}-\d{2}\.json"/,
      );
      const data = JSON.parse(response.text);
      expect(data.account).toMatchObject({ email, first_name: 'Ada' });
      expect(data.account.password_hash).toBeUndefined();
      expect(data.consents).toHaveLength(3);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.support_tickets).toEqual([expect.objectContaining({ subject: 'Hello' })]);
      const registry = fixture.testApp.app.get(PersonalDataRegistry);
      for (const contributor of registry.all()) expect(data).toHaveProperty(contributor.section);
    });

    it('should delete every personal row, end the session and keep an audit record without personal data', async () => {
      const { token, email } = await registerAndVerify(fixture.testApp, fixture.inbox);
      await onboard(fixture.testApp, token);
      const me = await api().get('/api/auth/me').set(bearer(token)).expect(200);
      await api()
        .post('/api/support/tickets')
        .set(bearer(token))
        .send({ subject: 'Bye', message: 'Leaving' })
        .expect(201);
      await api().post('/api/auth/request-password-reset').send({ email }).expect(200);
      await fixture.inbox.waitFor(email, /Reset/);

      await api().delete('/api/user/delete-account').set(bearer(token)).expect(200);
      await api().get('/api/auth/me').set(bearer(token)).expect(401);
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);

      for (const table of await personalTables()) {
        const column = table === 'users' ? 'id' : 'user_id';
        const rows = await fixture.db.query(
          `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
          [me.body.id],
        );
        expect({ table, rows: rows[0].n }).toEqual({ table, rows: 0 });
      }
      const audit = await fixture.db.query(
        "SELECT details::text AS details FROM audit_events WHERE action = 'account.deleted' ORDER BY created_at DESC LIMIT 1",
      );
      expect(audit[0].details).not.toContain(email);
      expect(audit[0].details).not.toContain(me.body.id);
      expect(JSON.parse(audit[0].details).rows_removed.consents).toBe(3);
    });
  });
});
