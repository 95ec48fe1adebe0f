import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AiService } from '../../backend/src/modules/ai/ai.service.js';
import { bearer, onboardedUser, registerAndVerify } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const STAFF = { email: 'staff.enhance@resonate.example', password: 'Staff-Passw0rd' };
const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week.';
const FREE_LIMIT = 'Free usage limit reached. Please upgrade to Pro or Premium.';
const PRO_LIMIT = 'Monthly token usage of 500 exceeded, click for more options';

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

describe('POST /api/ai/enhance', () => {
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
  }, 240000);

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  afterEach(() => jest.restoreAllMocks());

  const api = () => request(testApp.server);
  const enhance = (token: string, body: Record<string, unknown>) =>
    api().post('/api/ai/enhance').set(bearer(token)).send(body);

  async function account(email: string) {
    const [row] = await db.query(
      `SELECT id, subscription_tier, free_uses_remaining, monthly_requests_used, total_requests,
        usage_period_start, usage_period_end FROM users WHERE email = $1`,
      [email],
    );
    const [{ n }] = await db.query(
      'SELECT count(*)::int AS n FROM enhancement_history WHERE user_id = $1',
      [row.id],
    );
    return { ...row, history: n as number };
  }

  const setPlan = (email: string, sql: string, params: unknown[] = []) =>
    db.query(`UPDATE users SET ${sql} WHERE email = $1`, [email, ...params]);

  describe('happy path', () => {
    it('should answer the measured rewrite, charge one free use and store it in the history', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
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
      const { email, token } = await onboardedUser(testApp, inbox);
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
      const { token } = await onboardedUser(testApp, inbox);
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
      shared ??= await onboardedUser(testApp, inbox);
      return shared;
    }

    it('should refuse a text over the engine limit with 413, naming the limit', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      const response = await enhance(token, { text: 'Hello there. '.repeat(1600) }).expect(413);
      expect(response.body.detail).toBe(
        'Please shorten your text to 20,000 characters or fewer (it has 20,800).',
      );
      expect(await account(email)).toMatchObject({ free_uses_remaining: 10, history: 0 });
    });

    it('should answer 400 in customer words when a language needs a connected model, charging nothing', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
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
      const { token } = await registerAndVerify(testApp, inbox);
      const response = await enhance(token, { text: TEXT }).expect(403);
      expect(response.body.detail).toBe('Please complete your account setup to continue');
    });
  });

  describe('plan quotas', () => {
    it('should answer 402 to a free account with no uses left, before any rewrite work', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      await setPlan(email, 'free_uses_remaining = 0');
      const rewrite = jest.spyOn(testApp.app.get(AiService), 'rewrite');
      const response = await enhance(token, { text: TEXT }).expect(402);
      expect(response.body.detail).toBe(FREE_LIMIT);
      expect(rewrite).not.toHaveBeenCalled();
      expect(await account(email)).toMatchObject({ total_requests: 0, history: 0 });
    });

    it('should give a Pro account at 499 exactly one more, then 402 with the Pro message', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      await setPlan(
        email,
        `subscription_tier = 'pro', monthly_requests_used = 499,
         usage_period_start = now() - interval '3 days', usage_period_end = now() + interval '27 days'`,
      );
      const last = await enhance(token, { text: TEXT }).expect(200);
      expect(last.body.usage).toMatchObject({
        subscription_tier: 'pro',
        unlimited: false,
        monthly_requests_used: 500,
        monthly_limit: 500,
      });
      expect(new Date(last.body.usage.usage_period_end).getTime()).toBeGreaterThan(Date.now());
      const refused = await enhance(token, { text: TEXT }).expect(402);
      expect(refused.body.detail).toBe(PRO_LIMIT);
      expect(await account(email)).toMatchObject({
        monthly_requests_used: 500,
        total_requests: 1,
        history: 1,
      });
    });

    it('should roll an ended Pro period forward by whole months on first use', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      await setPlan(
        email,
        `subscription_tier = 'pro', monthly_requests_used = 500,
         usage_period_start = now() - interval '100 days', usage_period_end = now() - interval '70 days'`,
      );
      const before = await account(email);
      const response = await enhance(token, { text: TEXT }).expect(200);
      expect(response.body.usage).toMatchObject({ monthly_requests_used: 1, monthly_limit: 500 });
      const after = await account(email);
      expect(after.monthly_requests_used).toBe(1);
      expect(after.usage_period_end.getTime()).toBeGreaterThan(Date.now());
      expect(after.usage_period_start.getTime()).toBeLessThanOrEqual(Date.now());
      expect(response.body.usage.usage_period_end).toBe(after.usage_period_end.toISOString());
      // Whole months from the old end: the renewal day stays the billing day.
      const [{ months }] = await db.query(
        `SELECT k AS months FROM generate_series(1, 12) AS k
         WHERE $1::timestamptz + make_interval(months => k) = $2::timestamptz`,
        [before.usage_period_end, after.usage_period_end],
      );
      expect(months).toBeGreaterThanOrEqual(3);
      expect(months).toBeLessThanOrEqual(4);
      const [{ start_ok }] = await db.query(
        `SELECT $1::timestamptz + make_interval(months => $2::int - 1) = $3::timestamptz AS start_ok`,
        [before.usage_period_end, months, after.usage_period_start],
      );
      expect(start_ok).toBe(true);
    });

    it('should start a one-month period for a Pro account that has none', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      await setPlan(
        email,
        `subscription_tier = 'pro', usage_period_start = NULL, usage_period_end = NULL`,
      );
      await enhance(token, { text: TEXT }).expect(200);
      const after = await account(email);
      expect(after.monthly_requests_used).toBe(1);
      const [{ one_month }] = await db.query(
        `SELECT $1::timestamptz + interval '1 month' = $2::timestamptz AND $1::timestamptz <= now() AS one_month`,
        [after.usage_period_start, after.usage_period_end],
      );
      expect(one_month).toBe(true);
    });

    it('should let Premium enhance without a quota, counting only the total', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      await setPlan(email, `subscription_tier = 'premium', free_uses_remaining = 0`);
      const response = await enhance(token, { text: TEXT }).expect(200);
      expect(response.body.usage).toMatchObject({
        subscription_tier: 'premium',
        unlimited: true,
        free_uses_remaining: 0,
        monthly_limit: null,
      });
      expect(await account(email)).toMatchObject({
        total_requests: 1,
        free_uses_remaining: 0,
        monthly_requests_used: 0,
        history: 1,
      });
    });

    it('should let staff enhance without a quota', async () => {
      const login = await api().post('/api/auth/login').send(STAFF).expect(200);
      await setPlan(STAFF.email, 'free_uses_remaining = 0');
      const response = await enhance(login.body.access_token, { text: TEXT }).expect(200);
      expect(response.body.usage).toMatchObject({ subscription_tier: 'free', unlimited: true });
    });

    it('should charge nothing when the engine fails', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      jest
        .spyOn(testApp.app.get(AiService), 'rewrite')
        .mockRejectedValueOnce(new Error('engine exploded'));
      const failed = await enhance(token, { text: TEXT }).expect(500);
      expect(failed.body.detail).not.toContain('engine exploded');
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 10,
        total_requests: 0,
        history: 0,
      });
      await enhance(token, { text: TEXT }).expect(200);
      expect(await account(email)).toMatchObject({ free_uses_remaining: 9, history: 1 });
    });
  });

  describe('streaming', () => {
    it('should send deltas, then the full answer, and charge once', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      const response = await enhance(token, {
        text: `${TEXT} Please send your comments before Friday.`,
        emotion_tone: 'friendly',
        stream: true,
      }).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      const events = parseSse(response.text);
      const deltas = events.filter((event) => event.event === 'delta');
      expect(deltas.length).toBeGreaterThan(1);
      expect(events.map((event) => event.event)).toEqual([...deltas.map(() => 'delta'), 'result']);
      const result = events[events.length - 1].data;
      expect(deltas.map((event) => event.data.text).join('')).toBe(result.enhanced_text);
      expect(result).toMatchObject({
        quality_score: expect.any(Number),
        history_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        usage: { free_uses_remaining: 9 },
      });
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 9,
        total_requests: 1,
        history: 1,
      });
    });

    it('should answer 402 as JSON, without opening a stream, when the quota is spent', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      await setPlan(email, 'free_uses_remaining = 0');
      const response = await enhance(token, { text: TEXT, stream: true }).expect(402);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.detail).toBe(FREE_LIMIT);
    });

    it('should answer validation errors as JSON', async () => {
      const { token } = await onboardedUser(testApp, inbox);
      const response = await enhance(token, { text: 'short', stream: true }).expect(400);
      expect(response.body.detail).toBe('Please enter at least 10 characters to enhance');
    });

    it('should charge and record the rewrite when the person leaves after its first words, before the result', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      const ai = testApp.app.get(AiService);
      const original = ai.rewriteStream.bind(ai);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let ended!: () => void;
      const generatorEnded = new Promise<void>((resolve) => (ended = resolve));
      // The result is held back until the person has hung up.
      jest.spyOn(ai, 'rewriteStream').mockImplementationOnce(async function* (rewrite) {
        try {
          for await (const event of original(rewrite)) {
            if (event.type === 'result') await held;
            yield event;
          }
        } finally {
          ended();
        }
      });
      if (!testApp.server.listening) {
        await new Promise<void>((resolve) => testApp.server.listen(0, '127.0.0.1', resolve));
      }
      const { port } = testApp.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const call = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/ai/enhance',
            headers: { 'content-type': 'application/json', ...bearer(token) },
          },
          (response) => {
            expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
            response.once('data', () => {
              call.destroy();
              resolve();
            });
          },
        );
        call.on('error', (error) => (call.destroyed ? undefined : reject(error)));
        call.end(JSON.stringify({ text: TEXT, stream: true }));
      });
      release();
      await generatorEnded;
      // Text sent is a delivered result: the rewrite ran to its result and was charged with it.
      for (let attempt = 0; attempt < 200 && (await account(email)).history === 0; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 9,
        total_requests: 1,
        history: 1,
      });
    });

    it('should send an error event and keep the use (no history entry) when the rewrite fails after its words were sent', async () => {
      const { email, token } = await onboardedUser(testApp, inbox);
      const ai = testApp.app.get(AiService);
      const original = ai.rewriteStream.bind(ai);
      jest.spyOn(ai, 'rewriteStream').mockImplementationOnce(async function* (request) {
        for await (const event of original(request)) {
          if (event.type === 'result') throw new Error('model provider went away');
          yield event;
        }
      });
      const response = await enhance(token, { text: TEXT, stream: true }).expect(200);
      const events = parseSse(response.text);
      expect(events[events.length - 1]).toEqual({
        event: 'error',
        data: { detail: 'Failed to enhance text. Please try again.', status: 500 },
      });
      expect(events.filter((event) => event.event === 'result')).toEqual([]);
      expect(events.some((event) => event.event === 'delta')).toBe(true);
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 9,
        total_requests: 1,
        history: 0,
      });
    });
  });

  describe('fair use per account', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({
        env: { SMTP_URL: inbox.url, ENHANCE_USER_LIMIT_PER_MINUTE: '2' },
      });
    }, 60000);
    afterAll(() => limited?.close());

    it('should answer 429 with a wait time and Retry-After past the per-minute limit, charging nothing', async () => {
      const { token } = await onboardedUser(limited, inbox);
      const send = () =>
        request(limited.server).post('/api/ai/enhance').set(bearer(token)).send({ text: TEXT });
      await send().expect(200);
      await send().expect(200);
      const throttled = await send().expect(429);
      expect(throttled.body.detail).toMatch(
        /^Rate limit exceeded - please wait \d+ seconds? before enhancing again\.$/,
      );
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      const [{ n }] = await limited.app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM enhancement_history');
      expect(n).toBe(2);
    });
  });
});
