import fs from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REWRITABLE_TEXT } from '../../backend/src/modules/ai/testing/rewritable-texts.js';
import { JobQueue } from '../../backend/src/queues/job-queue.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { payInTestMode, staffAppEnv, staffToken } from '../support/billing.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { SONGS } from '../support/songs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A word no fixture, migration or seed contains: found anywhere, it came from a request. */
const newMarker = () => `Quillmark${randomBytes(5).toString('hex')}`;
/** The fixture the built-in engine always changes (so it is charged and recorded), carrying a marker. */
const textWith = (marker: string) => `${REWRITABLE_TEXT} The project is called ${marker}.`;

const SONGS_NOT_SAVED =
  'Songs are not saved while "Don\'t keep my texts" is on. Turn it off in Account → Privacy & GDPR to save songs.';

describe('privacy mode: "Don\'t keep my texts"', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;
  /** Everything the process writes (debug logs included) while the suite runs. */
  const written: string[] = [];
  /** Every job payload the app queued, whichever queue runs them. */
  const jobs: string[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    const writeSync = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
    // pino writes with fs.writeSync on fd 1; Nest and others through process.stdout/stderr.
    spies.push(
      jest.spyOn(fs, 'writeSync').mockImplementation(((...args: unknown[]) => {
        const data = args[1];
        if (typeof data === 'string' || Buffer.isBuffer(data)) written.push(String(data));
        return writeSync(...args);
      }) as never),
    );
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream) as (...args: unknown[]) => boolean;
      spies.push(
        jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
          written.push(String(chunk));
          return original(chunk, ...rest);
        }) as never),
      );
    }
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: staffAppEnv(inbox, {
        LOG_LEVEL: 'debug',
        LOG_FORMAT: 'json',
        ENHANCE_USER_LIMIT_PER_MINUTE: '100000',
        BETA_CHAT_USER_LIMIT_PER_MINUTE: '100000',
        BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '100000',
        BETA_COMMAND_CHAT_USER_LIMIT_PER_MINUTE: '100000',
      }),
    });
    db = testApp.app.get(DataSource);
    const queue = testApp.app.get(JobQueue);
    const add = queue.add.bind(queue);
    spies.push(
      jest.spyOn(queue, 'add').mockImplementation((name, job, data, options) => {
        jobs.push(JSON.stringify({ name, job, data }));
        return add(name, job, data, options);
      }),
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
    for (const spy of spies) spy.mockRestore();
  });

  const api = () => request(testApp.server);

  async function premiumUser() {
    const account = await onboardedUser(testApp, inbox);
    await payInTestMode(testApp, account.token, 'premium');
    return account;
  }

  /** Every table of the app's schema whose rows carry the marker in any column. */
  async function tablesWith(marker: string): Promise<string[]> {
    const columns = (await db.query(
      `SELECT c.table_name, c.column_name FROM information_schema.columns AS c
       JOIN information_schema.tables AS t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
    )) as { table_name: string; column_name: string }[];
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual(
      expect.arrayContaining([
        'enhancement_history.input',
        'chat_conversations.messages',
        'audit_events.details',
        'songs.lyrics',
      ]),
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = (await db.query(
        `SELECT count(*)::int AS hits FROM "${table}" WHERE position($1 in "${column}"::text) > 0`,
        [marker],
      )) as { hits: number }[];
      if (row.hits > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  /** Every value under the app's Redis prefix (Bull jobs, limits), when it runs on Redis. */
  async function redisValues(): Promise<string> {
    const url = testApp.env.REDIS_URL;
    if (!url) return '';
    const redis = new Redis(url);
    try {
      const keys = await redis.keys(`${testApp.env.REDIS_PREFIX}*`);
      const values: string[] = [...keys];
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'string') values.push((await redis.get(key)) ?? '');
        else if (type === 'hash') values.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') values.push(...(await redis.lrange(key, 0, -1)));
        else if (type === 'set') values.push(...(await redis.smembers(key)));
        else if (type === 'zset') values.push(...(await redis.zrange(key, 0, -1)));
        else if (type === 'stream') values.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      }
      return values.join('\n');
    } finally {
      redis.disconnect();
    }
  }

  /** Every file the app wrote in its data folder (mail outbox, secrets, the embedded database's files). */
  function dataFiles(): string {
    const root = testApp.env.DATA_DIR!;
    const contents: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        // Regular files only: the embedded database's socket lives here too.
        else if (entry.isFile()) contents.push(fs.readFileSync(path).toString('latin1'));
      }
    };
    if (fs.existsSync(root)) walk(root);
    return contents.join('\n');
  }

  /** The text-carrying routes, each sent the marker; answers are checked to have done the work. */
  async function sendEverywhere(token: string, marker: string, extra: object = {}) {
    const text = textWith(marker);
    const post = (path: string, body: object) =>
      api()
        .post(path)
        .set(bearer(token))
        .send({ ...body, ...extra });
    const plain = await post('/api/ai/enhance', { text, emotion_tone: 'confident' }).expect(200);
    expect(plain.body).toMatchObject({ charged: true, history_id: expect.any(String) });
    expect(plain.body.enhanced_text).toContain(marker);
    const streamed = await post('/api/ai/enhance', {
      text,
      emotion_tone: 'friendly',
      stream: true,
    }).expect(200);
    expect(streamed.text).toContain(marker);
    expect(streamed.text).toContain('event: result');
    const chat = await post('/api/beta/chat', {
      message: text,
      chat_mode: 'enhance',
      user_preferences: { enhancement_style: 'confident' },
    }).expect(200);
    expect(chat.body.enhanced_text).toContain(marker);
    const streamedChat = await post('/api/beta/chat', {
      message: text,
      chat_mode: 'enhance',
      stream: true,
    }).expect(200);
    expect(streamedChat.text).toContain(marker);
    await post('/api/beta/ai-chat', {
      message: 'Make it more urgent',
      context: { originalText: text, enhancedText: text, settings: { emotion_tone: 'calm' } },
    }).expect(200);
    const heat = await post('/api/beta/content-heatmap', { text }).expect(200);
    expect(JSON.stringify(heat.body)).toContain(marker);
    const generated = await post('/api/beta/enhanced-generation', {
      text,
      emotion_tone: 'confident',
      intensity: 7,
    }).expect(200);
    expect(generated.body.enhanced_text).toContain(marker);
    const optimized = await post('/api/beta/use-case-optimizer', {
      platform: 'linkedin',
      text,
      emotion_tone: 'confident',
    }).expect(200);
    expect(optimized.body.enhanced_text).toContain(marker);
    const lyrics = `${SONGS[0].lyrics}\n${marker} lights the way`;
    await post('/api/beta/lyrical-analysis', { lyrics }).expect(200);
    await post('/api/beta/songwriting-enhancement', { lyrics }).expect(200);
    await post('/api/beta/songwriting/chat', { message: `rhymes for ${marker}`, lyrics }).expect(
      200,
    );
    const file = await post('/api/exports', { format: 'md', input: text, output: text }).expect(
      200,
    );
    expect(file.text).toContain(marker);
    return { historyId: plain.body.history_id as string, text };
  }

  it('should keep every text of a person who turned it on out of the database, logs, jobs and files, and say "text not kept"', async () => {
    const { token } = await premiumUser();
    const off = await api()
      .patch('/api/user/privacy')
      .set(bearer(token))
      .send({ keep_texts: false })
      .expect(200);
    expect(off.body).toEqual({ keep_texts: false, text_goes_to: [] });
    const me = await api().get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.keep_texts).toBe(false);

    const marker = newMarker();
    const { historyId, text } = await sendEverywhere(token, marker);

    const song = await api()
      .post('/api/beta/songs')
      .set(bearer(token))
      .send({ title: 'Privacy', lyrics: text })
      .expect(403);
    expect(song.body.detail).toBe(SONGS_NOT_SAVED);
    const replayed = await api()
      .post('/api/ai/enhance')
      .set(bearer(token))
      .set('Idempotency-Key', 'privacy-1')
      .send({ text, emotion_tone: 'confident' })
      .expect(400);
    expect(replayed.body.detail).toMatch(/cannot be used when texts are not kept/);

    // The history keeps the facts of each rewrite, never its words.
    const history = await api().get('/api/history').set(bearer(token)).expect(200);
    expect(history.body.total).toBeGreaterThanOrEqual(5);
    for (const item of history.body.items)
      expect(item).toMatchObject({
        text_kept: false,
        input_preview: '',
        output_preview: '',
        word_count: expect.any(Number),
        quality_score: expect.any(Number),
        settings: expect.objectContaining({ emotion_tone: expect.any(String) }),
      });
    const entry = await api().get(`/api/history/${historyId}`).set(bearer(token)).expect(200);
    expect(entry.body).toMatchObject({ input: null, output: null, text_kept: false });
    const later = await api()
      .post('/api/exports')
      .set(bearer(token))
      .send({ format: 'txt', history_id: historyId })
      .expect(409);
    expect(later.body.detail).toMatch(/was not kept/);
    const exported = await api().get('/api/user/export-data').set(bearer(token)).expect(200);
    expect(exported.text).not.toContain(marker);
    expect(JSON.parse(exported.text).privacy).toMatchObject({
      keep_texts: false,
      history_entries_without_text: history.body.total,
    });
    const chats = await api().get('/api/beta/chat/conversations').set(bearer(token)).expect(200);
    expect(chats.body.conversations).toEqual([]);

    expect(await tablesWith(marker)).toEqual([]);
    expect(written.filter((line) => line.includes(marker))).toEqual([]);
    expect(jobs.filter((job) => job.includes(marker))).toEqual([]);
    const redis = await redisValues();
    if (testApp.env.REDIS_URL) expect(redis).toContain(testApp.env.REDIS_PREFIX);
    expect(redis.includes(marker)).toBe(false);
    expect(dataFiles().includes(marker)).toBe(false);
    // The job capture works: the sign-up mails were queued through it.
    expect(jobs.length).toBeGreaterThan(0);
    // The capture works: this suite's debug request lines are in it.
    expect(written.join('').includes('/api/beta/use-case-optimizer')).toBe(true);
  });

  it('should keep nothing of a request sent with retain: false, with an API key too', async () => {
    const { token } = await premiumUser();
    const key = await api()
      .post('/api/api-keys')
      .set(bearer(token))
      .send({ name: 'Private script', scopes: ['rewrite', 'analyze', 'history:read'] })
      .expect(201);
    const marker = newMarker();
    const text = textWith(marker);
    const byKey = await api()
      .post('/api/ai/enhance')
      .set(bearer(key.body.secret))
      .send({ text, emotion_tone: 'confident', retain: false })
      .expect(200);
    expect(byKey.body).toMatchObject({ charged: true, history_id: expect.any(String) });
    await sendEverywhere(token, marker, { retain: false });
    const entry = await api()
      .get(`/api/history/${byKey.body.history_id}`)
      .set(bearer(key.body.secret))
      .expect(200);
    expect(entry.body).toMatchObject({
      text_kept: false,
      input: null,
      api_key: { name: 'Private script' },
    });
    const wrong = await api()
      .post('/api/ai/enhance')
      .set(bearer(token))
      .send({ text, retain: 'no' })
      .expect(400);
    expect(JSON.stringify(wrong.body)).toContain('retain must be true or false');

    expect(await tablesWith(marker)).toEqual([]);
    expect(written.filter((line) => line.includes(marker))).toEqual([]);
    expect(jobs.filter((job) => job.includes(marker))).toEqual([]);
    expect((await redisValues()).includes(marker)).toBe(false);
  });

  it('should find the marker where texts are kept, so the search above can see it', async () => {
    const { token } = await premiumUser();
    const marker = newMarker();
    const { historyId } = await sendEverywhere(token, marker);
    const found = await tablesWith(marker);
    expect(found).toEqual(
      expect.arrayContaining(['enhancement_history.input', 'chat_conversations.messages']),
    );
    const history = await api().get('/api/history').set(bearer(token)).expect(200);
    expect(history.body.items[0]).toMatchObject({ text_kept: true });
    const entry = await api().get(`/api/history/${historyId}`).set(bearer(token)).expect(200);
    expect(entry.body).toMatchObject({ text_kept: true, input: expect.stringContaining(marker) });
  });

  it('should let staff make privacy mode the default for new accounts and count those accounts', async () => {
    const staff = await staffToken(testApp);
    const before = await api().get('/api/admin/settings/privacy').set(bearer(staff)).expect(200);
    expect(before.body).toEqual({
      new_accounts_keep_texts: true,
      privacy_mode_accounts: expect.any(Number),
    });
    await api()
      .put('/api/admin/settings/privacy')
      .set(bearer(staff))
      .send({ new_accounts_keep_texts: false })
      .expect(200);
    const { token } = await onboardedUser(testApp, inbox);
    const privacy = await api().get('/api/user/privacy').set(bearer(token)).expect(200);
    expect(privacy.body.keep_texts).toBe(false);
    const after = await api().get('/api/admin/settings/privacy').set(bearer(staff)).expect(200);
    expect(after.body).toEqual({
      new_accounts_keep_texts: false,
      privacy_mode_accounts: before.body.privacy_mode_accounts + 1,
    });
    const [audit] = await db.query(
      `SELECT details FROM audit_events WHERE action = 'settings.update' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(audit.details).toMatchObject({
      target_id: 'new_accounts_keep_texts',
      after: { value: false },
    });
    await api()
      .put('/api/admin/settings/privacy')
      .set(bearer(staff))
      .send({ new_accounts_keep_texts: true })
      .expect(200);
    await api()
      .put('/api/admin/settings/privacy')
      .set(bearer(token))
      .send({ new_accounts_keep_texts: true })
      .expect(403);
  });
});
