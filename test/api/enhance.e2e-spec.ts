import { bearer, onboardedUser, registerAndVerify } from '../support/accounts.js';
import { parseSse, TEXT, useEnhanceApp } from '../support/enhance.js';

describe('POST /api/ai/enhance', () => {
  const fixture = useEnhanceApp();
  const { api, enhance, account } = fixture;

  describe('happy path', () => {
    it('should answer the measured rewrite, charge one free use and store it in the history', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const response = await enhance(token, {
        text: TEXT,
        emotion_tone: 'confident',
        intensity: 7,
        output_format: 'markdown',
        persona_profile: 'executive',
        use_case: 'email',
        target_word_count: 50,
        locked_terms: ['launch review'],
      }).expect(200);

      const body = response.body;
      expect(body.enhanced_text).toEqual(expect.any(String));
      expect(body.enhanced_text).not.toBe(TEXT);
      expect(body.enhanced_text).toContain('launch review');
      for (const score of [body.quality_score, body.input_quality_score]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
      }
      expect(Object.keys(body.quality_breakdown).sort()).toEqual(
        ['clarity', 'fluency', 'length_fit', 'meaning_kept', 'tone_match'].sort(),
      );
      expect(body.input_quality_breakdown).toEqual(expect.any(Object));
      expect(body.model_used).toMatch(/^resonate-builtin/);
      expect(body.processing_time).toEqual(expect.any(Number));
      expect(body.word_count).toBeGreaterThan(0);
      expect(body.guardrail_info.protected).toEqual(
        expect.arrayContaining([{ kind: 'locked_term', text: 'launch review' }]),
      );
      expect(body.guardrail_info.missing).toEqual([]);
      expect(body.analysis.input.word_count).toBe(TEXT.split(/\s+/).length);
      expect(body.analysis.output.word_count).toEqual(expect.any(Number));
      expect(body.history_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.usage).toEqual({
        subscription_tier: 'free',
        unlimited: false,
        free_uses_remaining: 9,
        monthly_requests_used: 0,
        monthly_limit: null,
        usage_period_end: null,
      });

      const me = await api().get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body.free_uses_remaining).toBe(9);
      expect(await account(email)).toMatchObject({ total_requests: 1, history: 1 });

      const entry = await api()
        .get(`/api/history/${body.history_id}`)
        .set(bearer(token))
        .expect(200);
      expect(entry.body).toMatchObject({
        id: body.history_id,
        input: TEXT,
        output: body.enhanced_text,
        settings: {
          emotion_tone: 'confident',
          persona_profile: 'executive',
          output_format: 'markdown',
          intensity: 7,
          use_case: 'email',
          target_word_count: 50,
          locked_terms: ['launch review'],
        },
        word_count: body.word_count,
        quality_score: body.quality_score,
        quality_breakdown: body.quality_breakdown,
        input_quality_score: body.input_quality_score,
        model_used: body.model_used,
        source: 'web',
      });
      expect(entry.body.processing_time).toBeCloseTo(body.processing_time, 3);
    });

    it('should record that an enhancement came from the browser extension, streamed or not, and charge it like any other', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const fromExtension = (body: Record<string, unknown>) =>
        enhance(token, { text: TEXT, emotion_tone: 'confident', ...body })
          .set('X-Resonate-Client', 'extension')
          .expect(200);
      const plain = (await fromExtension({})).body;
      const streamed = parseSse((await fromExtension({ stream: true })).text).at(-1)!.data;
      const other = (
        await enhance(token, { text: TEXT, emotion_tone: 'confident' })
          .set('X-Resonate-Client', 'something-else')
          .expect(200)
      ).body;
      expect(streamed.usage).toMatchObject({ free_uses_remaining: 8 });
      expect(other.usage).toMatchObject({ free_uses_remaining: 7 });
      expect(await account(email)).toMatchObject({ total_requests: 3, history: 3 });

      const sourceOf = async (id: unknown) =>
        (
          await api()
            .get(`/api/history/${String(id)}`)
            .set(bearer(token))
            .expect(200)
        ).body.source;
      expect(await sourceOf(plain.history_id)).toBe('extension');
      expect(await sourceOf(streamed.history_id)).toBe('extension');
      expect(await sourceOf(other.history_id)).toBe('web');
      const list = await api().get('/api/history').set(bearer(token)).expect(200);
      expect(list.body.items.map((item: { source: string }) => item.source).sort()).toEqual([
        'extension',
        'extension',
        'web',
      ]);
    });

    it('should apply the workspace defaults: empathetic, adaptive, plain, intensity 5', async () => {
      const { token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const response = await enhance(token, { text: TEXT }).expect(200);
      const entry = await api()
        .get(`/api/history/${response.body.history_id}`)
        .set(bearer(token))
        .expect(200);
      expect(entry.body.settings).toEqual({
        emotion_tone: 'empathetic',
        persona_profile: 'adaptive',
        output_format: 'plain',
        intensity: 5,
        use_case: null,
        target_word_count: null,
        locked_terms: [],
      });
    });
  });

  describe('validation', () => {
    const INTENSITY = 'Intensity must be a whole number from 1 to 10';
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['no text', {}, 'Please enter some text to enhance'],
      ['an empty text', { text: '' }, 'Please enter some text to enhance'],
      ['only spaces', { text: ' \n\t  ' }, 'Please enter some text to enhance'],
      ['a number as text', { text: 12345678901 }, 'Please enter some text to enhance'],
      ['5 characters', { text: 'Hello' }, 'Please enter at least 10 characters to enhance'],
      [
        '9 characters padded with spaces',
        { text: '    123456789     ' },
        'Please enter at least 10 characters to enhance',
      ],
      ['intensity 0', { text: TEXT, intensity: 0 }, INTENSITY],
      ['intensity 11', { text: TEXT, intensity: 11 }, INTENSITY],
      ['intensity 5.5', { text: TEXT, intensity: 5.5 }, INTENSITY],
      ['intensity as a string', { text: TEXT, intensity: '5' }, INTENSITY],
      ['an unknown tone', { text: TEXT, emotion_tone: 'angry' }, /^Please choose a tone: /],
      [
        'an unknown format',
        { text: TEXT, output_format: 'pdf' },
        /^Please choose an output format/,
      ],
      [
        'an unknown persona',
        { text: TEXT, persona_profile: 'pirate' },
        /^Please choose a persona profile/,
      ],
      ['an unknown use case', { text: TEXT, use_case: 'fax' }, /^Please choose a use case/],
      [
        'a target of 10 words',
        { text: TEXT, target_word_count: 10 },
        'The target word count must be a whole number from 25 to 1000',
      ],
      [
        'a target of 1001 words',
        { text: TEXT, target_word_count: 1001 },
        'The target word count must be a whole number from 25 to 1000',
      ],
      [
        '21 locked terms',
        { text: TEXT, locked_terms: Array.from({ length: 21 }, (_, index) => `term ${index}`) },
        'Please lock at most 20 terms',
      ],
      [
        'a locked term of 61 characters',
        { text: TEXT, locked_terms: ['x'.repeat(61)] },
        'Each locked term must be at most 60 characters long',
      ],
      [
        'locked terms that are not a list',
        { text: TEXT, locked_terms: 'Acme' },
        'Locked terms must be a list of words or short phrases',
      ],
      ['stream as a string', { text: TEXT, stream: 'yes' }, 'stream must be true or false'],
      ['an unknown field', { text: TEXT, colour: 'red' }, "Unknown field 'colour'"],
    ];

    it.each(cases)(
      'should refuse %s with its message and charge nothing',
      async (_, body, detail) => {
        const { email, token } = await sharedUser();
        const response = await enhance(token, body).expect(400);
        if (typeof detail === 'string') expect(response.body.detail).toBe(detail);
        else expect(response.body.detail).toMatch(detail);
        expect(await account(email)).toMatchObject({ free_uses_remaining: 10, history: 0 });
      },
    );

    let shared: { email: string; token: string } | undefined;
    async function sharedUser() {
      shared ??= await onboardedUser(fixture.testApp, fixture.inbox);
      return shared;
    }

    it('should refuse a text over the engine limit with 413, naming the limit', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const response = await enhance(token, { text: 'Hello there. '.repeat(1600) }).expect(413);
      expect(response.body.detail).toBe(
        'Please shorten your text to 20,000 characters or fewer (it has 20,800).',
      );
      expect(await account(email)).toMatchObject({ free_uses_remaining: 10, history: 0 });
    });

    it('should answer 400 in customer words when a language needs a connected model, charging nothing', async () => {
      const { email, token } = await onboardedUser(fixture.testApp, fixture.inbox);
      const response = await enhance(token, { text: TEXT, output_language: 'fr' }).expect(400);
      expect(response.body.detail).toMatch(/^Rewriting into French needs a connected model/);
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 10,
        total_requests: 0,
        history: 0,
      });
    });
  });

  describe('access', () => {
    it('should answer 401 without a session', async () => {
      const response = await api().post('/api/ai/enhance').send({ text: TEXT }).expect(401);
      expect(response.body.detail).toBe('Please sign in to continue.');
    });

    it('should refuse a verified user who has not finished onboarding', async () => {
      const { token } = await registerAndVerify(fixture.testApp, fixture.inbox);
      const response = await enhance(token, { text: TEXT }).expect(403);
      expect(response.body.detail).toBe('Please complete your account setup to continue');
    });
  });
});
