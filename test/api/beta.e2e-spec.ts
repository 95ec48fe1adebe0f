import { bearer, onboardedUser, registerAndVerify } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week.';
const HEAT_TEXT =
  'We missed the deadline last week. Our team is deeply sorry for the trouble this caused you. The new release ships on Friday. Please tell us what else we can fix.';
const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const FREE_LIMIT = 'Free usage limit reached. Please upgrade to Pro or Premium.';

describe('beta studio API (/api/beta/*)', () => {
  const app = useTestApp({
    ENHANCE_USER_LIMIT_PER_MINUTE: '4',
    BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '10',
  });

  const api = () => app.api();
  const call = (method: string, path: string) =>
    method === 'get' ? api().get(path) : api().post(path);
  const user = () => onboardedUser(app.testApp, app.inbox);
  const freeUsesOf = async (email: string) =>
    (await app.db.query('SELECT free_uses_remaining FROM users WHERE email = $1', [email]))[0]
      .free_uses_remaining as number;
  const spendFreeUses = (email: string) =>
    app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [email]);

  describe('who may use it', () => {
    const routes: [string, string, Record<string, unknown>?][] = [
      ['get', '/api/beta/catalog'],
      ['post', '/api/beta/content-heatmap', { text: HEAT_TEXT }],
      ['post', '/api/beta/enhanced-generation', { text: TEXT }],
      ['post', '/api/beta/use-case-optimizer', { platform: 'email', text: TEXT }],
      ['get', '/api/beta/templates'],
      ['post', '/api/beta/feedback', { message: 'Nice' }],
    ];

    it('should answer 401 without a session and 403 before onboarding on every beta route', async () => {
      const { token } = await registerAndVerify(app.testApp, app.inbox);
      for (const [method, path, body] of routes) {
        const anonymous = await call(method, path).send(body);
        expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
        const notOnboarded = await call(method, path).set(bearer(token)).send(body);
        expect({ path, status: notOnboarded.status }).toEqual({ path, status: 403 });
        expect(notOnboarded.body.detail).toBe('Please complete your account setup to continue');
      }
    });
  });

  describe('GET /api/beta/catalog', () => {
    it('should send the use cases with their recommended word ranges and the nine platforms with real limits', async () => {
      const { token } = await user();
      const { body } = await api().get('/api/beta/catalog').set(bearer(token)).expect(200);
      expect(body.use_cases).toHaveLength(12);
      expect(body.use_cases).toContainEqual({
        value: 'press-release',
        label: 'Press release',
        min_words: 200,
        max_words: 500,
      });
      expect(body.platforms.map((platform: { id: string }) => platform.id)).toEqual([
        'email',
        'linkedin',
        'instagram',
        'facebook',
        'twitter',
        'whatsapp',
        'advertisement',
        'blog',
        'press-release',
      ]);
      const x = body.platforms.find((platform: { id: string }) => platform.id === 'twitter');
      expect(x.limits).toMatchObject({ max_characters: 280, link_length: 23 });
      expect(body.default_tone).toBe('professional');
      expect(body.heat_bands[4]).toEqual({ label: 'Very High', min: 0.8, max: 1 });
      expect(body.languages).toHaveLength(12);
    });
  });

  describe('POST /api/beta/content-heatmap', () => {
    it('should map each sentence with an intensity, band and insights, plus word intensities and suggestions', async () => {
      const { token } = await user();
      const { body } = await api()
        .post('/api/beta/content-heatmap')
        .set(bearer(token))
        .send({
          text: HEAT_TEXT,
          analysis_mode: 'emotion',
          granularity: 'sentence',
          include_suggestions: true,
        })
        .expect(200);
      expect(body.analysis).toHaveLength(4);
      for (const sentence of body.analysis) {
        expect(sentence.intensity).toBeGreaterThanOrEqual(0);
        expect(sentence.intensity).toBeLessThanOrEqual(1);
        expect(['Very Low', 'Low', 'Medium', 'High', 'Very High']).toContain(sentence.band);
        expect(Array.isArray(sentence.insights)).toBe(true);
      }
      expect(body.metadata).toMatchObject({ analysis_mode: 'emotion', total_sentences: 4 });
      expect(body.overall_score).toBeGreaterThan(0);
      expect(body.word_analysis.length).toBeGreaterThan(20);
      expect(Array.isArray(body.suggestions)).toBe(true);
    });

    it('should move only the changed sentence’s score when one sentence changes, in every mode', async () => {
      const { token } = await user();
      const changed = HEAT_TEXT.replace(
        'Our team is deeply sorry for the trouble this caused you.',
        'Honestly, we absolutely love how amazing and thrilling this incredible launch is!',
      );
      for (const mode of ['emotion', 'persuasion', 'engagement', 'clarity']) {
        const map = async (text: string) =>
          (
            await api()
              .post('/api/beta/content-heatmap')
              .set(bearer(token))
              .send({ text, analysis_mode: mode })
              .expect(200)
          ).body.analysis.map((sentence: { intensity: number }) => sentence.intensity);
        const before = await map(HEAT_TEXT);
        const after = await map(changed);
        expect({ mode, others: [after[0], after[2], after[3]] }).toEqual({
          mode,
          others: [before[0], before[2], before[3]],
        });
        expect({ mode, moved: after[1] !== before[1] }).toEqual({ mode, moved: true });
      }
    });

    it('should refuse empty, short and unknown-mode requests with the spec’s messages', async () => {
      const { token } = await user();
      const send = (body: Record<string, unknown>) =>
        api().post('/api/beta/content-heatmap').set(bearer(token)).send(body).expect(400);
      expect((await send({ text: '   ' })).body.detail).toBe('Please enter some text to analyze');
      expect((await send({ text: 'Too short to read.' })).body.detail).toBe(
        'Text too short for meaningful analysis - minimum 20 characters',
      );
      expect((await send({ text: HEAT_TEXT, analysis_mode: 'vibes' })).body.detail).toBe(
        'Please choose an analysis mode: emotion, persuasion, engagement, clarity',
      );
      expect((await send({ text: HEAT_TEXT, granularity: 'word' })).body.detail).toBe(
        "The granularity must be 'sentence'",
      );
    });

    it('should read HTML in the text as text, never returning markup', async () => {
      const { token } = await user();
      const { body } = await api()
        .post('/api/beta/content-heatmap')
        .set(bearer(token))
        .send({ text: `${HOSTILE} Our launch went well and the team is proud of it.` })
        .expect(200);
      const all = JSON.stringify(body);
      expect(all).not.toMatch(/<script|onerror|<img/i);
      expect(body.analysis[0].text).toContain('Our launch went well');
    });

    it('should throttle per account with 429 and charge nothing', async () => {
      const { token, email } = await user();
      const statuses: number[] = [];
      for (let index = 0; index < 12; index++) {
        const response = await api()
          .post('/api/beta/content-heatmap')
          .set(bearer(token))
          .send({ text: HEAT_TEXT });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.body.detail).toMatch(
            /^Rate limit exceeded - please wait \d+ seconds? before analysing again\.$/,
          );
        }
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
      expect(await freeUsesOf(email)).toBe(10);
    });
  });

  describe('POST /api/beta/enhanced-generation', () => {
    it('should rewrite with the built-in engine, charge one use and answer every field of the beta response', async () => {
      const { token, email } = await user();
      const { body } = await api()
        .post('/api/beta/enhanced-generation')
        .set(bearer(token))
        .send({
          text: TEXT,
          emotion_tone: 'confident',
          intensity: 7,
          output_format: 'plain',
          word_count: 50,
          use_case: 'email',
          input_language: 'en',
          output_language: 'en',
          use_deepseek: false,
        })
        .expect(200);
      expect(body.enhanced_text).toEqual(expect.any(String));
      expect(body.enhanced_text).not.toBe(TEXT);
      expect(body.model_used).toBe('resonate-builtin-1');
      expect(body.processing_time).toEqual(expect.any(Number));
      expect(body.word_count).toBeGreaterThan(5);
      expect(body.quality_score).toBeGreaterThan(0);
      expect(body.guardrail_info.response).toEqual({
        passed: true,
        summary: expect.stringMatching(/^Kept all \d+ protected details$/),
      });
      expect(body.guardrail_info.context).toEqual({
        input_language: 'en',
        output_language: 'en',
        route: 'built-in',
      });
      expect(body.guardrail_info.protected).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'time', text: '3 pm' })]),
      );
      expect(body.metadata).toMatchObject({
        emotion_tone: 'confident',
        intensity: 7,
        use_case: 'email',
        target_word_count: 50,
        alternative_model_language: false,
      });
      expect(body.usage.free_uses_remaining).toBe(9);
      expect(await freeUsesOf(email)).toBe(9);
    });

    it('should say a connected model is needed for another language, charging nothing', async () => {
      const { token, email } = await user();
      const response = await api()
        .post('/api/beta/enhanced-generation')
        .set(bearer(token))
        .send({ text: TEXT, output_language: 'ja' })
        .expect(400);
      expect(response.body.detail).toMatch(/needs a connected model/);
      expect(await freeUsesOf(email)).toBe(10);
    });

    it('should refuse bad input with the beta form’s messages', async () => {
      const { token } = await user();
      const send = (body: Record<string, unknown>) =>
        api().post('/api/beta/enhanced-generation').set(bearer(token)).send(body).expect(400);
      expect((await send({ text: '' })).body.detail).toBe('Please enter some text to enhance');
      expect((await send({ text: 'Too short' })).body.detail).toBe(
        'Text too short - minimum 10 characters',
      );
      expect((await send({ text: TEXT, output_language: 'xx' })).body.detail).toMatch(
        /^Please choose a language: en, es/,
      );
      expect((await send({ text: TEXT, word_count: 5 })).body.detail).toBe(
        'The target word count must be a whole number from 25 to 1000',
      );
    });

    it('should answer 402 when the free uses are spent and 429 past the per-minute limit', async () => {
      const spent = await user();
      await spendFreeUses(spent.email);
      const refused = await api()
        .post('/api/beta/enhanced-generation')
        .set(bearer(spent.token))
        .send({ text: TEXT })
        .expect(402);
      expect(refused.body.detail).toBe(FREE_LIMIT);

      const busy = await user();
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        const response = await api()
          .post('/api/beta/enhanced-generation')
          .set(bearer(busy.token))
          .send({ text: TEXT });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      expect(await freeUsesOf(busy.email)).toBe(6);
    });
  });

  describe('POST /api/ai/enhance from the beta form', () => {
    it('should accept enhancement_type beta_enhanced with a use case and a target length', async () => {
      const { token } = await user();
      const { body } = await api()
        .post('/api/ai/enhance')
        .set(bearer(token))
        .send({
          text: TEXT,
          emotion_tone: 'professional',
          intensity: 5,
          output_format: 'plain',
          target_word_count: 50,
          use_case: 'email',
          enhancement_type: 'beta_enhanced',
        })
        .expect(200);
      expect(body.enhanced_text).toEqual(expect.any(String));
      const bad = await api()
        .post('/api/ai/enhance')
        .set(bearer(token))
        .send({ text: TEXT, enhancement_type: 'turbo' })
        .expect(400);
      expect(bad.body.detail).toBe('Please choose an enhancement type: standard, beta_enhanced');
    });
  });

  describe('POST /api/beta/use-case-optimizer', () => {
    it('should rewrite for the platform, charge one use and check the result against the platform’s limits', async () => {
      const { token, email } = await user();
      const text =
        'We are launching our new reporting dashboard next Monday. I just think it could maybe help your team. Read more at https://example.com/launch #launch';
      const { body } = await api()
        .post('/api/beta/use-case-optimizer')
        .set(bearer(token))
        .send({ platform: 'twitter', text, emotion_tone: 'confident', intensity: 6 })
        .expect(200);
      expect(body.platform).toBe('twitter');
      expect(body.enhanced_text).toContain('https://example.com/launch');
      const rules = body.checklist.map((check: { rule: string }) => check.rule);
      expect(rules).toEqual(['characters', 'words', 'hashtags', 'links', 'emojis']);
      const characters = body.checklist.find(
        (check: { rule: string }) => check.rule === 'characters',
      );
      expect(characters.passed).toBe(body.counts.characters <= 280);
      expect(body.counts.links).toBe(1);
      expect(body.meets_all).toBe(
        body.checklist.every((check: { passed: boolean }) => check.passed),
      );
      expect(body.usage.free_uses_remaining).toBe(9);
      expect(await freeUsesOf(email)).toBe(9);
    });

    it('should report a limit the text breaks (hashtags in a press release)', async () => {
      const { token } = await user();
      const { body } = await api()
        .post('/api/beta/use-case-optimizer')
        .set(bearer(token))
        .send({
          platform: 'press-release',
          text: 'Acme Robotics today announced a warehouse robot that lifts 300 kg. The robot ships in June. #robots #warehouse',
        })
        .expect(200);
      const hashtags = body.checklist.find((check: { rule: string }) => check.rule === 'hashtags');
      expect(hashtags).toEqual({
        rule: 'hashtags',
        passed: false,
        detail: '2 hashtags; none belong here',
      });
      expect(body.meets_all).toBe(false);
    });

    it('should ask for a use case and a text, and answer 402 when nothing is left', async () => {
      const { token, email } = await user();
      const send = (body: Record<string, unknown>) =>
        api().post('/api/beta/use-case-optimizer').set(bearer(token)).send(body);
      expect((await send({ text: TEXT }).expect(400)).body.detail).toBe(
        'Please select a use case and enter text',
      );
      expect((await send({ platform: 'email', text: ' ' }).expect(400)).body.detail).toBe(
        'Please select a use case and enter text',
      );
      await spendFreeUses(email);
      expect((await send({ platform: 'email', text: TEXT }).expect(402)).body.detail).toBe(
        FREE_LIMIT,
      );
    });
  });
});
