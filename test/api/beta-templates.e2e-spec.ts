import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('beta studio API: templates and feedback', () => {
  const fixture = useTestApp();
  const { api } = fixture;
  const user = () => onboardedUser(fixture.testApp, fixture.inbox);

  describe('templates', () => {
    it('should list the 20 built-ins to everyone, read-only, with intensities 4 to 9 and the spec’s tags', async () => {
      const { token } = await user();
      const { body } = await api().get('/api/beta/templates').set(bearer(token)).expect(200);
      const builtIns = body.templates.filter(
        (template: { is_default: boolean }) => template.is_default,
      );
      expect(builtIns).toHaveLength(20);
      const categories = new Set(
        builtIns.map((template: { category: string }) => template.category),
      );
      expect([...categories].sort()).toEqual([
        'business',
        'creative',
        'crisis',
        'email',
        'marketing',
        'personal-brand',
        'social',
        'technical',
      ]);
      const { body: catalog } = await api().get('/api/beta/catalog').set(bearer(token));
      const specTags: string[] = catalog.template_tags;
      for (const template of builtIns) {
        for (const tag of template.tags) expect(specTags).toContain(tag);
        expect(template.intensity).toBeGreaterThanOrEqual(4);
        expect(template.intensity).toBeLessThanOrEqual(9);
      }
      const edit = await api()
        .put('/api/beta/templates/builtin-product-launch')
        .set(bearer(token))
        .send({ name: 'Mine now' })
        .expect(403);
      expect(edit.body.detail).toMatch(/^Built-in templates cannot be changed/);
      await api()
        .delete('/api/beta/templates/builtin-product-launch')
        .set(bearer(token))
        .expect(403);
    });

    it('should create, edit, duplicate and delete a template of one’s own, trimming tags and keeping HTML as text', async () => {
      const { token } = await user();
      const created = await api()
        .post('/api/beta/templates')
        .set(bearer(token))
        .send({ name: `  ${HOSTILE}  `, description: HOSTILE, tags: [' Sales ', '', 'Casual '] })
        .expect(201);
      expect(created.body).toMatchObject({
        name: HOSTILE,
        description: HOSTILE,
        emotion_tone: 'balanced',
        intensity: 5,
        use_case: 'general',
        output_format: 'plain',
        tags: ['Sales', 'Casual'],
        is_default: false,
      });
      expect(created.headers['content-type']).toMatch(/application\/json/);
      const id = created.body.id;
      const edited = await api()
        .put(`/api/beta/templates/${id}`)
        .set(bearer(token))
        .send({
          name: 'Launch e-mail',
          emotion_tone: 'urgent',
          intensity: 8,
          use_case: 'email',
          output_format: 'markdown',
          tags: ['Marketing'],
        })
        .expect(200);
      expect(edited.body).toMatchObject({
        id,
        name: 'Launch e-mail',
        emotion_tone: 'urgent',
        intensity: 8,
      });
      const copy = await api()
        .post(`/api/beta/templates/${id}/duplicate`)
        .set(bearer(token))
        .expect(201);
      expect(copy.body).toMatchObject({ name: 'Launch e-mail (copy)', emotion_tone: 'urgent' });
      const builtInCopy = await api()
        .post('/api/beta/templates/builtin-incident-notice/duplicate')
        .set(bearer(token))
        .expect(201);
      expect(builtInCopy.body).toMatchObject({
        name: 'Incident Notice (copy)',
        emotion_tone: 'calm',
        is_default: false,
      });

      const { body } = await api().get('/api/beta/templates').set(bearer(token)).expect(200);
      expect(
        body.templates.filter((template: { is_default: boolean }) => !template.is_default),
      ).toHaveLength(3);

      await api().delete(`/api/beta/templates/${id}`).set(bearer(token)).expect(200);
      await api().delete(`/api/beta/templates/${id}`).set(bearer(token)).expect(404);
    });

    it('should refuse a nameless template and keep one person’s templates from another', async () => {
      const owner = await user();
      const other = await user();
      const nameless = await api()
        .post('/api/beta/templates')
        .set(bearer(owner.token))
        .send({ name: '   ', intensity: 5 })
        .expect(400);
      expect(nameless.body.detail).toBe('Template name is required');
      const badIntensity = await api()
        .post('/api/beta/templates')
        .set(bearer(owner.token))
        .send({ name: 'x', intensity: 11 })
        .expect(400);
      expect(badIntensity.body.detail).toBe('Intensity must be a whole number from 1 to 10');
      const { body: mine } = await api()
        .post('/api/beta/templates')
        .set(bearer(owner.token))
        .send({ name: 'Private' })
        .expect(201);
      await api()
        .put(`/api/beta/templates/${mine.id}`)
        .set(bearer(other.token))
        .send({ name: 'Stolen' })
        .expect(404);
      await api().delete(`/api/beta/templates/${mine.id}`).set(bearer(other.token)).expect(404);
      const badId = await api()
        .delete('/api/beta/templates/not-an-id')
        .set(bearer(owner.token))
        .expect(400);
      expect(badId.body.detail).toBe('That is not a valid template id.');
    });
  });

  describe('POST /api/beta/feedback', () => {
    it('should store the feedback for staff, refuse an empty one, and export and erase it with the account', async () => {
      const { token, email } = await user();
      const receipt = await api()
        .post('/api/beta/feedback')
        .set(bearer(token))
        .send({ message: `  ${HOSTILE} The heat map is great.  `, tab: 'heat-maps' })
        .expect(201);
      expect(receipt.body.id).toEqual(expect.any(String));
      const rows = await fixture.db.query(
        'SELECT f.message, f.tab FROM beta_feedback f JOIN users u ON u.id = f.user_id WHERE u.email = $1',
        [email],
      );
      expect(rows).toEqual([{ message: `${HOSTILE} The heat map is great.`, tab: 'heat-maps' }]);
      const empty = await api()
        .post('/api/beta/feedback')
        .set(bearer(token))
        .send({ message: ' ' })
        .expect(400);
      expect(empty.body.detail).toBe('Please write your feedback before sending it');

      await api().post('/api/beta/templates').set(bearer(token)).send({ name: 'Mine' }).expect(201);
      const exported = JSON.parse(
        (await api().get('/api/user/export-data').set(bearer(token)).expect(200)).text,
      );
      expect(exported.templates).toEqual([expect.objectContaining({ name: 'Mine' })]);
      expect(exported.beta_feedback).toEqual([expect.objectContaining({ tab: 'heat-maps' })]);
      await api().delete('/api/user/delete-account').set(bearer(token)).expect(200);
      const left = await fixture.db.query(
        `SELECT (SELECT count(*)::int FROM beta_feedback) AS feedback, (SELECT count(*)::int FROM templates t WHERE t.name = 'Mine') AS templates`,
      );
      expect(left).toEqual([{ feedback: 0, templates: 0 }]);
    });
  });
});
