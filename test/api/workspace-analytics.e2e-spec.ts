import { bearer } from '../support/accounts.js';
import { ANALYTICS_PREMIUM, LONG_TEXT, SETTINGS, useWorkspaceApp } from '../support/workspace.js';

describe('workspace: analytics and personal data', () => {
  const fixture = useWorkspaceApp();
  const { api, enhance, userWithTier } = fixture;

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

      const [{ id }] = await fixture.db.query('SELECT id FROM users WHERE email = $1', [email]);
      await api().delete('/api/user/delete-account').set(bearer(token)).expect(200);
      for (const table of ['enhancement_history', 'projects', 'enhancement_daily_usage']) {
        const [{ n }] = await fixture.db.query(
          `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
          [id],
        );
        expect({ table, n }).toEqual({ table, n: 0 });
      }
    });
  });
});
