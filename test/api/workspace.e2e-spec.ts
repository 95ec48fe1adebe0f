import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, onboardedUser } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const STAFF = { email: 'staff.workspace@resonate.example', password: 'Staff-Passw0rd' };
const PROJECTS_PREMIUM =
  'Projects are a Premium feature. Upgrade to Premium to save and organise your work.';
const ANALYTICS_PREMIUM =
  'Advanced analytics are a Premium feature. Upgrade to Premium to see your trends.';
// Texts every tone changes (an unchanged result is neither charged nor kept in the history).
const LONG_TEXT =
  'Hi team, I just wanted to say that the launch review is on Thursday at 3 pm. Maybe the new dashboard could help the support team. It saves around 4 hours every week.';
const SHORT_TEXT =
  'Hi Sam, I just wanted to check whether you could maybe send the quarterly figures before Friday.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SETTINGS = {
  emotion_tone: 'persuasive',
  persona_profile: 'sales',
  output_format: 'markdown',
  intensity: 8,
};

describe('workspace: history, projects and analytics', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: {
        SMTP_URL: inbox.url,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
        ENHANCE_USER_LIMIT_PER_MINUTE: '1000',
      },
    });
    db = testApp.app.get(DataSource);
  }, 60000);

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const api = () => request(testApp.server);
  const enhance = (token: string, body: Record<string, unknown>) =>
    api().post('/api/ai/enhance').set(bearer(token)).send(body).expect(200);

  async function userWithTier(tier: 'free' | 'pro' | 'premium') {
    const account = await onboardedUser(testApp, inbox);
    await db.query('UPDATE users SET subscription_tier = $2 WHERE email = $1', [
      account.email,
      tier,
    ]);
    return account;
  }

  describe('history', () => {
    it('should list entries newest first with 100-character previews and a total', async () => {
      const { token } = await userWithTier('free');
      const first = await enhance(token, { text: LONG_TEXT, emotion_tone: 'calm' });
      const second = await enhance(token, { text: SHORT_TEXT });
      const { body } = await api().get('/api/history').set(bearer(token)).expect(200);
      expect(body.total).toBe(2);
      expect(body.items.map((item: { id: string }) => item.id)).toEqual([
        second.body.history_id,
        first.body.history_id,
      ]);
      const older = body.items[1];
      expect(Array.from(older.input_preview as string)).toHaveLength(100);
      expect(older.input_preview).toBe(`${LONG_TEXT.slice(0, 99)}…`);
      expect(older.input).toBeUndefined();
      expect(older).toMatchObject({
        settings: { emotion_tone: 'calm', intensity: 5 },
        quality_score: first.body.quality_score,
        input_quality_score: first.body.input_quality_score,
        word_count: first.body.word_count,
        model_used: first.body.model_used,
      });
      expect(body.items[0].input_preview).toBe(SHORT_TEXT);

      const page = await api().get('/api/history?limit=1&offset=1').set(bearer(token)).expect(200);
      expect(page.body).toMatchObject({ total: 2, items: [{ id: first.body.history_id }] });
    });

    it('should never show or delete another account’s entry, and say so the same way as for a missing one', async () => {
      const owner = await userWithTier('free');
      const other = await userWithTier('free');
      const { body } = await enhance(owner.token, { text: LONG_TEXT });
      for (const id of [body.history_id, UNKNOWN_ID]) {
        const read = await api().get(`/api/history/${id}`).set(bearer(other.token)).expect(404);
        expect(read.body.detail).toBe('History entry not found');
        const removed = await api()
          .delete(`/api/history/${id}`)
          .set(bearer(other.token))
          .expect(404);
        expect(removed.body.detail).toBe('History entry not found');
      }
      await api().get(`/api/history/${body.history_id}`).set(bearer(owner.token)).expect(200);
    });

    it('should refuse an id that is not a UUID with a clear 400', async () => {
      const { token } = await userWithTier('free');
      const response = await api().get('/api/history/not-an-id').set(bearer(token)).expect(400);
      expect(response.body.detail).toBe('That is not a valid history entry id.');
      const page = await api().get('/api/history?limit=500').set(bearer(token)).expect(400);
      expect(page.body.detail).toBe('limit must be a whole number from 1 to 100');
    });

    it('should delete one entry, then clear the rest', async () => {
      const { token } = await userWithTier('premium');
      const ids: string[] = [];
      for (let index = 0; index < 3; index++) {
        ids.push((await enhance(token, { text: `${LONG_TEXT} ${index}` })).body.history_id);
      }
      const deleted = await api().delete(`/api/history/${ids[0]}`).set(bearer(token)).expect(200);
      expect(deleted.body).toEqual({ message: 'History entry deleted.' });
      await api().get(`/api/history/${ids[0]}`).set(bearer(token)).expect(404);
      const cleared = await api().delete('/api/history').set(bearer(token)).expect(200);
      expect(cleared.body).toEqual({
        message: 'Your history is cleared (2 entries deleted).',
        deleted: 2,
      });
      const list = await api().get('/api/history').set(bearer(token)).expect(200);
      expect(list.body).toEqual({ items: [], total: 0 });
    });

    it('should keep only the newest 100 entries', async () => {
      const { email, token } = await userWithTier('premium');
      const [{ id: userId }] = await db.query('SELECT id FROM users WHERE email = $1', [email]);
      // 100 older entries, one a minute, written straight into the table.
      await db.query(
        `INSERT INTO enhancement_history (user_id, input, output, settings, word_count, input_word_count,
           quality_score, quality_breakdown, input_quality_score, model_used, processing_time, created_at)
         SELECT $1, 'old input ' || i, 'old output ' || i, $2::jsonb, 3, 3, 7, '{}'::jsonb, 5, 'seed', 0.01,
           now() - make_interval(mins => 200 - i)
         FROM generate_series(1, 100) AS i`,
        [
          userId,
          JSON.stringify({
            ...SETTINGS,
            use_case: null,
            target_word_count: null,
            locked_terms: [],
          }),
        ],
      );
      const newest = await enhance(token, { text: LONG_TEXT });
      const { body } = await api().get('/api/history').set(bearer(token)).expect(200);
      expect(body.total).toBe(100);
      expect(body.items).toHaveLength(100);
      expect(body.items[0].id).toBe(newest.body.history_id);
      expect(body.items[99].input_preview).toBe('old input 2');
      const [{ n }] = await db.query(
        "SELECT count(*)::int AS n FROM enhancement_history WHERE user_id = $1 AND input = 'old input 1'",
        [userId],
      );
      expect(n).toBe(0);
    });
  });

  describe('projects', () => {
    const project = { input: LONG_TEXT, output: `${LONG_TEXT} Better.`, settings: SETTINGS };

    it('should refuse Free and Pro accounts on every projects route with the Premium message', async () => {
      for (const tier of ['free', 'pro'] as const) {
        const { token } = await userWithTier(tier);
        const calls = [
          api().post('/api/projects').send(project),
          api().get('/api/projects'),
          api().get(`/api/projects/${UNKNOWN_ID}`),
          api().patch(`/api/projects/${UNKNOWN_ID}`).send({ name: 'x' }),
          api().delete(`/api/projects/${UNKNOWN_ID}`),
        ];
        for (const call of calls) {
          const response = await call.set(bearer(token)).expect(403);
          expect(response.body.detail).toBe(PROJECTS_PREMIUM);
        }
      }
    });

    it('should save, list with 150-character previews, read, rename and delete for Premium', async () => {
      const { token } = await userWithTier('premium');
      const created = await api()
        .post('/api/projects')
        .set(bearer(token))
        .send({ ...project, quality_score: 8.7 })
        .expect(201);
      const today = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date());
      expect(created.body).toMatchObject({
        name: `Project ${today}`,
        notes: '',
        input: project.input,
        output: project.output,
        quality_score: 8.7,
        settings: { ...SETTINGS, use_case: null, target_word_count: null, locked_terms: [] },
      });
      expect(created.body.name).toMatch(/^Project [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

      const named = await api()
        .post('/api/projects')
        .set(bearer(token))
        .send({ ...project, name: '  Launch mail  ', notes: 'For the spring launch' })
        .expect(201);
      expect(named.body).toMatchObject({ name: 'Launch mail', notes: 'For the spring launch' });

      const list = await api().get('/api/projects').set(bearer(token)).expect(200);
      expect(list.body.total).toBe(2);
      expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([
        named.body.id,
        created.body.id,
      ]);
      const item = list.body.items[1];
      expect(Array.from(item.output_preview as string)).toHaveLength(150);
      expect(item.output_preview).toBe(`${project.output.slice(0, 149)}…`);
      expect(item.input_preview).toBe(`${LONG_TEXT.slice(0, 149)}…`);
      expect(item.output).toBeUndefined();

      const renamed = await api()
        .patch(`/api/projects/${created.body.id}`)
        .set(bearer(token))
        .send({ name: 'Newsletter', notes: 'Check the numbers' })
        .expect(200);
      expect(renamed.body).toMatchObject({ name: 'Newsletter', notes: 'Check the numbers' });
      const read = await api()
        .get(`/api/projects/${created.body.id}`)
        .set(bearer(token))
        .expect(200);
      expect(read.body).toMatchObject({ name: 'Newsletter', input: LONG_TEXT });

      await api().delete(`/api/projects/${created.body.id}`).set(bearer(token)).expect(200);
      const gone = await api()
        .get(`/api/projects/${created.body.id}`)
        .set(bearer(token))
        .expect(404);
      expect(gone.body.detail).toBe('Project not found');
    });

    it('should let staff use projects, and keep each account’s projects to itself', async () => {
      const login = await api().post('/api/auth/login').send(STAFF).expect(200);
      const staffToken = login.body.access_token as string;
      const created = await api()
        .post('/api/projects')
        .set(bearer(staffToken))
        .send(project)
        .expect(201);
      const { token } = await userWithTier('premium');
      for (const call of [
        api().get(`/api/projects/${created.body.id}`),
        api().patch(`/api/projects/${created.body.id}`).send({ name: 'mine now' }),
        api().delete(`/api/projects/${created.body.id}`),
      ]) {
        const response = await call.set(bearer(token)).expect(404);
        expect(response.body.detail).toBe('Project not found');
      }
    });

    it('should check names, notes, texts and settings', async () => {
      const { token } = await userWithTier('premium');
      const cases: [Record<string, unknown>, string][] = [
        [
          { ...project, name: 'x'.repeat(121) },
          'The project name must be at most 120 characters long',
        ],
        [{ ...project, name: '   ' }, 'Please enter a project name'],
        [{ ...project, notes: 'x'.repeat(5001) }, 'Notes must be at most 5,000 characters long'],
        [{ ...project, input: '' }, 'Please include the original text'],
        [{ output: project.output, settings: SETTINGS }, 'Please include the original text'],
        [{ ...project, output: 42 }, 'Please include the enhanced text'],
        [{ input: LONG_TEXT, output: LONG_TEXT }, 'Please include the settings used'],
        [
          { ...project, settings: { ...SETTINGS, intensity: 12 } },
          'Intensity must be a whole number from 1 to 10',
        ],
        [{ ...project, settings: { ...SETTINGS, mood: 'x' } }, "Unknown field 'settings.mood'"],
        [
          { ...project, output: 'x'.repeat(40_001) },
          'The enhanced text must be at most 40,000 characters long.',
        ],
      ];
      for (const [body, detail] of cases) {
        const response = await api().post('/api/projects').set(bearer(token)).send(body);
        expect({ status: response.status, detail: response.body.detail }).toEqual({
          status: 400,
          detail,
        });
      }
      const created = await api()
        .post('/api/projects')
        .set(bearer(token))
        .send(project)
        .expect(201);
      const rename = await api()
        .patch(`/api/projects/${created.body.id}`)
        .set(bearer(token))
        .send({ name: '' })
        .expect(400);
      expect(rename.body.detail).toBe('Please enter a project name');
      const badId = await api().get('/api/projects/123').set(bearer(token)).expect(400);
      expect(badId.body.detail).toBe('That is not a valid project id.');
    });
  });

  describe('analytics', () => {
    it('should refuse Free and Pro accounts with the Premium message', async () => {
      for (const tier of ['free', 'pro'] as const) {
        const { token } = await userWithTier(tier);
        const response = await api().get('/api/analytics').set(bearer(token)).expect(403);
        expect(response.body.detail).toBe(ANALYTICS_PREMIUM);
      }
    });

    it('should report exactly what was enhanced: totals, days, tone and format mix, best improvements', async () => {
      const { token } = await userWithTier('premium');
      const runs = [
        { text: LONG_TEXT, emotion_tone: 'confident', output_format: 'plain' },
        {
          text: 'we might maybe try to kind of fix the thing soon i guess',
          emotion_tone: 'confident',
          output_format: 'html',
        },
        {
          text: 'Hi Sam, I just wanted to check whether you could maybe read the attached report.',
          emotion_tone: 'friendly',
          output_format: 'markdown',
        },
        {
          text: 'I think the update was probably deployed by the platform team.',
          emotion_tone: 'confident',
          output_format: 'plain',
        },
      ];
      const results = [];
      for (const run of runs) results.push((await enhance(token, run)).body);

      const { body } = await api().get('/api/analytics?range=7d').set(bearer(token)).expect(200);
      const mean = (values: number[]) =>
        values.reduce((sum, value) => sum + value, 0) / values.length;
      const before = mean(results.map((result) => result.input_quality_score));
      const after = mean(results.map((result) => result.quality_score));
      const today = new Date().toISOString().slice(0, 10);
      const words = results.reduce((sum, result) => sum + result.analysis.input.word_count, 0);

      expect(body.range).toBe('7d');
      expect(body.to).toBe(today);
      expect(body.from).toBe(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
      expect(body.totals.enhancements).toBe(4);
      expect(body.totals.words_processed).toBe(words);
      // Averages are rounded to 2 decimals.
      expect(Math.abs(body.totals.average_quality_before - before)).toBeLessThanOrEqual(0.0051);
      expect(Math.abs(body.totals.average_quality_after - after)).toBeLessThanOrEqual(0.0051);
      expect(Math.abs(body.totals.average_improvement - (after - before))).toBeLessThanOrEqual(
        0.0101,
      );

      expect(body.per_day).toHaveLength(7);
      expect(body.per_day[6]).toEqual({ date: today, enhancements: 4, words });
      expect(
        body.per_day.slice(0, 6).every((day: { enhancements: number }) => day.enhancements === 0),
      ).toBe(true);
      expect(body.tone_mix).toEqual([
        { tone: 'confident', count: 3 },
        { tone: 'friendly', count: 1 },
      ]);
      expect(body.format_mix).toEqual([
        { format: 'plain', count: 2 },
        { format: 'html', count: 1 },
        { format: 'markdown', count: 1 },
      ]);

      // As the server ranks them: scores stored as PostgreSQL `real`, ties newest first.
      const improved = results
        .map((result, order) => ({
          id: result.history_id,
          order,
          gain: Math.fround(result.quality_score) - Math.fround(result.input_quality_score),
        }))
        .filter((result) => result.gain > 0)
        .sort((a, b) => b.gain - a.gain || b.order - a.order);
      expect(body.best_improved.map((entry: { history_id: string }) => entry.history_id)).toEqual(
        improved.slice(0, 5).map((entry) => entry.id),
      );
      for (const entry of body.best_improved) {
        const result = results.find((candidate) => candidate.history_id === entry.history_id);
        expect(entry.quality_before).toBeCloseTo(result.input_quality_score, 1);
        expect(entry.quality_after).toBeCloseTo(result.quality_score, 1);
        expect(entry.improvement).toBeCloseTo(result.quality_score - result.input_quality_score, 1);
        expect(entry.input_preview.length).toBeLessThanOrEqual(100);
      }

      // Totals count every enhancement, even after the texts are cleared from the history.
      await api().delete('/api/history').set(bearer(token)).expect(200);
      const later = await api().get('/api/analytics').set(bearer(token)).expect(200);
      expect(later.body.range).toBe('30d');
      expect(later.body.per_day).toHaveLength(30);
      expect(later.body.totals.enhancements).toBe(4);
      expect(later.body.best_improved).toEqual([]);
    });

    it('should answer an account with no enhancements with zeros and empty lists', async () => {
      const { token } = await userWithTier('premium');
      const { body } = await api().get('/api/analytics?range=90d').set(bearer(token)).expect(200);
      expect(body.totals).toEqual({
        enhancements: 0,
        words_processed: 0,
        average_quality_before: null,
        average_quality_after: null,
        average_improvement: null,
      });
      expect(body.per_day).toHaveLength(90);
      expect(body.tone_mix).toEqual([]);
      expect(body.format_mix).toEqual([]);
      expect(body.best_improved).toEqual([]);
    });

    it('should refuse an unknown range', async () => {
      const { token } = await userWithTier('premium');
      const response = await api().get('/api/analytics?range=1y').set(bearer(token)).expect(400);
      expect(response.body.detail).toBe('range must be one of 7d, 30d, 90d, 365d');
    });
  });

  describe('personal data', () => {
    it('should export and erase history, projects and usage counts with the account', async () => {
      const { email, token } = await userWithTier('premium');
      const enhanced = await enhance(token, { text: LONG_TEXT });
      await api()
        .post('/api/projects')
        .set(bearer(token))
        .send({ input: LONG_TEXT, output: 'Saved', settings: SETTINGS, name: 'Kept' })
        .expect(201);
      const exported = await api().get('/api/user/export-data').set(bearer(token)).expect(200);
      const data = JSON.parse(exported.text);
      expect(data.history).toEqual([
        expect.objectContaining({ id: enhanced.body.history_id, input: LONG_TEXT }),
      ]);
      expect(data.projects).toEqual([expect.objectContaining({ name: 'Kept', output: 'Saved' })]);
      expect(data.daily_usage).toEqual([expect.objectContaining({ enhancements: 1 })]);

      const [{ id }] = await db.query('SELECT id FROM users WHERE email = $1', [email]);
      await api().delete('/api/user/delete-account').set(bearer(token)).expect(200);
      for (const table of ['enhancement_history', 'projects', 'enhancement_daily_usage']) {
        const [{ n }] = await db.query(
          `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
          [id],
        );
        expect({ table, n }).toEqual({ table, n: 0 });
      }
    });
  });
});
