import { bearer } from '../support/accounts.js';
import {
  LONG_TEXT,
  PROJECTS_PREMIUM,
  SETTINGS,
  SHORT_TEXT,
  STAFF,
  UNKNOWN_ID,
  useWorkspaceApp,
} from '../support/workspace.js';

describe('workspace: history and projects', () => {
  const fixture = useWorkspaceApp();
  const { api, enhance, userWithTier } = fixture;

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
      const [{ id: userId }] = await fixture.db.query('SELECT id FROM users WHERE email = $1', [
        email,
      ]);
      // 100 older entries, one a minute, written straight into the table.
      await fixture.db.query(
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
      const [{ n }] = await fixture.db.query(
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
});
