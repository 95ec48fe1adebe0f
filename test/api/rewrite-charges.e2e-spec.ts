import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { SONGS } from '../support/songs.js';
import { useScriptedModel } from '../support/scripted-model.js';

// Every route that answers with a rewritten text charges through one path: one use when the
// text changed, none when it did not, 402 when the plan is spent, never more than the plan
// holds under concurrency; and a stream whose words reached the reader is charged.

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week.';
const REWRITE =
  'Team, we are moving the launch review to Thursday at 3 pm. The new dashboard saves us around 4 hours every week.';
/** The same words: only case, punctuation and spacing differ. */
const SAME_WORDS =
  'hi team  I think we should probably move the launch review to Thursday at 3 pm; the new dashboard might help us save around 4 hours every week';
const FREE_LIMIT = 'Free usage limit reached. Please upgrade to Pro or Premium.';
const NOTHING_CHANGED = /^Nothing changed, so this did not use your plan\./;

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

const parseSse = (text: string): SseEvent[] =>
  text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>,
    }));

/** One rewriting route: its request, and its answer's charge fields (streamed: the result event). */
interface RewriteRoute {
  path: string;
  body: Record<string, unknown>;
  stream?: boolean;
  /** Stores a history entry with the charge (the songwriting workshop keeps songs instead). */
  records: boolean;
}

const ROUTES: Record<string, RewriteRoute> = {
  workspace: { path: '/api/ai/enhance', body: { text: TEXT }, records: true },
  'workspace, streamed': {
    path: '/api/ai/enhance',
    body: { text: TEXT, stream: true },
    stream: true,
    records: true,
  },
  'enhanced form': {
    path: '/api/ai/enhance',
    // A target the text already meets: the model's unchanged answer passes the length check.
    body: { text: TEXT, enhancement_type: 'beta_enhanced', target_word_count: 30 },
    records: true,
  },
  'enhanced generation': {
    path: '/api/beta/enhanced-generation',
    body: { text: TEXT, input_language: 'en', output_language: 'en' },
    records: true,
  },
  'use-case optimizer': {
    path: '/api/beta/use-case-optimizer',
    body: { text: TEXT, platform: 'linkedin' },
    records: true,
  },
  'AI Chat, enhance mode': {
    path: '/api/beta/chat',
    body: { message: TEXT, chat_mode: 'enhance' },
    records: true,
  },
  'AI Chat, enhance mode, streamed': {
    path: '/api/beta/chat',
    body: { message: TEXT, chat_mode: 'enhance', stream: true },
    stream: true,
    records: true,
  },
  'Enterprise Refine': {
    path: '/api/beta/chat',
    body: { message: 'Make it more confident', mode: 'enhance', current_text: TEXT },
    records: true,
  },
};

describe('no change, no charge, and exactly one charge per delivered rewrite on every route', () => {
  const { server: provider, env } = useScriptedModel({
    env: {
      ENHANCE_USER_LIMIT_PER_MINUTE: '100000',
      BETA_CHAT_USER_LIMIT_PER_MINUTE: '100000',
      SONGWRITING_CHAT_USER_LIMIT_PER_MINUTE: '3',
    },
  });
  const app = useTestApp(env);
  const api = () => app.api();

  async function account(email: string) {
    const [row] = await app.db.query(
      `SELECT u.free_uses_remaining, u.total_requests,
        (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history,
        (SELECT coalesce(sum(d.enhancements), 0)::int FROM enhancement_daily_usage d
          WHERE d.user_id = u.id) AS counted,
        (SELECT count(*)::int FROM enhancement_reservations r WHERE r.user_id = u.id) AS reserved
       FROM users u WHERE u.email = $1`,
      [email],
    );
    return row as {
      free_uses_remaining: number;
      total_requests: number;
      history: number;
      counted: number;
      reserved: number;
    };
  }

  const modelWrites = (text: string) => provider.respondWith(() => ({ kind: 'text', text }));

  /** The route's answer: status and body (a stream's result event, or its JSON refusal). */
  async function call(route: RewriteRoute, token: string) {
    const response = await api().post(route.path).set(bearer(token)).send(route.body);
    if (!route.stream || response.status !== 200) {
      return { status: response.status, body: response.body as Record<string, unknown> };
    }
    const events = parseSse(response.text);
    const last = events[events.length - 1];
    if (last?.event !== 'result')
      return { status: Number(last?.data.status ?? 500), body: last?.data };
    return { status: 200, body: last.data };
  }

  describe.each(Object.entries(ROUTES))('%s', (_name, route) => {
    it('charges one use, with its history entry and analytics count, when the text changed', async () => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      modelWrites(REWRITE);
      const answer = await call(route, token);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        charged: true,
        charge_note: null,
        usage: expect.objectContaining({ free_uses_remaining: 9 }),
      });
      expect(answer.body.history_id).toEqual(expect.any(String));
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 9,
        total_requests: 1,
        history: 1,
        counted: 1,
        reserved: 0,
      });
    });

    it('charges nothing, records nothing and says so when the result only differs in case, punctuation or spacing', async () => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      for (const same of [TEXT, SAME_WORDS]) {
        modelWrites(same);
        const answer = await call(route, token);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ charged: false, history_id: null });
        expect(answer.body.charge_note).toMatch(NOTHING_CHANGED);
        expect(answer.body.usage).toMatchObject({ free_uses_remaining: 10 });
      }
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 10,
        total_requests: 0,
        history: 0,
        counted: 0,
        reserved: 0,
      });
    });

    it('answers 402 with the spec’s message when no use is left', async () => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      await app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [email]);
      modelWrites(REWRITE);
      const answer = await call(route, token);
      expect(answer.status).toBe(402);
      expect(answer.body?.detail).toBe(FREE_LIMIT);
      expect(await account(email)).toMatchObject({ free_uses_remaining: 0, history: 0 });
    });

    it('never spends more than the last use when requests race for it', async () => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      await app.db.query('UPDATE users SET free_uses_remaining = 1 WHERE email = $1', [email]);
      modelWrites(REWRITE);
      const answers = await Promise.all(Array.from({ length: 5 }, () => call(route, token)));
      const charged = answers.filter((answer) => answer.status === 200 && answer.body.charged);
      expect(charged).toHaveLength(1);
      for (const answer of answers.filter((each) => each !== charged[0])) {
        expect(answer.status).toBe(402);
        expect(answer.body?.detail).toBe(FREE_LIMIT);
      }
      expect(await account(email)).toMatchObject({
        free_uses_remaining: 0,
        total_requests: 1,
        history: route.records ? 1 : 0,
        reserved: 0,
      });
    });
  });

  describe('songwriting enhancement', () => {
    const ENHANCE = '/api/beta/songwriting-enhancement';

    it('charges one use for changed lyrics, none for lyrics that come back as they were, 402 when spent, one under a race', async () => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      // The model fails: the built-in engine changes the lyric.
      provider.respondWith(() => ({ kind: 'status', status: 500 }));
      const changed = await api().post(ENHANCE).set(bearer(token)).send(SONGS[2]).expect(200);
      expect(changed.body.enhanced_lyrics).not.toBe(SONGS[2].lyrics);
      expect(changed.body).toMatchObject({ charged: true, charge_note: null });
      expect(await account(email)).toMatchObject({ free_uses_remaining: 9, total_requests: 1 });

      // The model answers the lyric as it was, only in other case and spacing.
      modelWrites(SONGS[2].lyrics.toUpperCase());
      const same = await api().post(ENHANCE).set(bearer(token)).send(SONGS[2]).expect(200);
      expect(same.body.charged).toBe(false);
      expect(same.body.charge_note).toMatch(NOTHING_CHANGED);
      expect(same.body.usage.free_uses_remaining).toBe(9);
      expect(await account(email)).toMatchObject({ free_uses_remaining: 9, total_requests: 1 });

      provider.respondWith(() => ({ kind: 'status', status: 500 }));
      await app.db.query('UPDATE users SET free_uses_remaining = 1 WHERE email = $1', [email]);
      const raced = await Promise.all(
        Array.from({ length: 5 }, () => api().post(ENHANCE).set(bearer(token)).send(SONGS[2])),
      );
      expect(raced.filter((response) => response.status === 200)).toHaveLength(1);
      for (const response of raced.filter((each) => each.status !== 200)) {
        expect(response.status).toBe(402);
        expect(response.body.detail).toBe(FREE_LIMIT);
      }
      expect(await account(email)).toMatchObject({ free_uses_remaining: 0, total_requests: 2 });
    });
  });

  describe('songwriting chat', () => {
    it('is free, but answers 402 once the plan is spent and is limited per account', async () => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      const chat = () =>
        api()
          .post('/api/beta/songwriting/chat')
          .set(bearer(token))
          .send({ message: 'What rhymes with night?' });
      await chat().expect(200);
      expect(await account(email)).toMatchObject({ free_uses_remaining: 10, total_requests: 0 });
      await app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [email]);
      expect((await chat().expect(402)).body.detail).toBe(FREE_LIMIT);
      await chat().expect(402);
      // SONGWRITING_CHAT_USER_LIMIT_PER_MINUTE=3: the fourth message of the minute is refused.
      expect((await chat().expect(429)).body.detail).toEqual(expect.any(String));
    });
  });

  describe('a reader who leaves after the first words', () => {
    /** Reads the stream until its first delta, then hangs up. */
    async function leaveAfterFirstDelta(path: string, token: string, body: object) {
      if (!app.testApp.server.listening) {
        await new Promise<void>((resolve) => app.testApp.server.listen(0, '127.0.0.1', resolve));
      }
      const { port } = app.testApp.server.address() as AddressInfo;
      return new Promise<string>((resolve, reject) => {
        const call = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json', ...bearer(token) },
          },
          (response) => {
            let received = '';
            response.on('data', (chunk: Buffer) => {
              received += chunk.toString();
              if (/^event: delta$/m.test(received)) {
                call.destroy();
                resolve(received);
              }
            });
          },
        );
        call.on('error', (error) => (call.destroyed ? undefined : reject(error)));
        call.end(JSON.stringify(body));
      });
    }

    async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean) {
      for (let attempt = 0; attempt < 600; attempt++) {
        const value = await read();
        if (check(value)) return value;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return read();
    }

    it.each([
      ['the workspace stream', '/api/ai/enhance', { text: TEXT, stream: true }],
      [
        'the AI Chat stream',
        '/api/beta/chat',
        { message: TEXT, chat_mode: 'enhance', stream: true },
      ],
    ])('%s: charges the use and records the result', async (_name, path, body) => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      await app.db.query('UPDATE users SET free_uses_remaining = 1 WHERE email = $1', [email]);
      let finish!: () => void;
      const until = new Promise<void>((resolve) => (finish = resolve));
      provider.respondWith(() => ({ kind: 'held', text: REWRITE, until }));
      const received = await leaveAfterFirstDelta(path, token, body);
      expect(received).toMatch(/^event: delta$/m);
      expect(received).not.toMatch(/^event: result$/m);
      // The model finishes writing after the reader has gone.
      finish();
      const after = await eventually(
        () => account(email),
        (state) => state.history === 1 && state.reserved === 0,
      );
      expect(after).toMatchObject({
        free_uses_remaining: 0,
        total_requests: 1,
        history: 1,
        counted: 1,
        reserved: 0,
      });
      // And the use is spent: the next rewrite is refused.
      modelWrites(REWRITE);
      const next = await call(ROUTES.workspace, token);
      expect(next.status).toBe(402);
    });

    it('gives the use back when the words the reader got were the text itself', async () => {
      const { email, token } = await onboardedUser(app.testApp, app.inbox);
      let finish!: () => void;
      const until = new Promise<void>((resolve) => (finish = resolve));
      provider.respondWith(() => ({ kind: 'held', text: TEXT, until }));
      await leaveAfterFirstDelta('/api/ai/enhance', token, { text: TEXT, stream: true });
      finish();
      const after = await eventually(
        () => account(email),
        (state) => state.reserved === 0,
      );
      expect(after).toMatchObject({ free_uses_remaining: 10, total_requests: 0, history: 0 });
    });
  });
});
