import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_STORED_MESSAGES } from '../../backend/src/modules/beta/ai-chat/conversations.service.js';
import { MAX_TEMPLATES_PER_USER } from '../../backend/src/modules/beta/templates/templates.service.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Check-then-insert races: per-account limits counted in the database under the account's lock,
 * and chat messages appended in one statement, hold however many requests arrive at once.
 */
describe('races: limits and appends under concurrent requests', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: { SMTP_URL: inbox.url, BETA_CHAT_USER_LIMIT_PER_MINUTE: '1000', HISTORY_LIMIT: '5' },
    });
    db = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const account = async () => {
    const { token, email } = await onboardedUser(testApp, inbox);
    const [row] = await db.query('SELECT id FROM users WHERE email = $1', [email]);
    return { token, id: row.id as string };
  };

  it('should never let parallel template creates pass the per-account limit', async () => {
    const user = await account();
    await db.query(
      `INSERT INTO templates (user_id, name, emotion_tone, intensity, use_case, output_format)
       SELECT $1, 'Seed ' || n, 'balanced', 5, 'general', 'plain' FROM generate_series(1, $2) AS n`,
      [user.id, MAX_TEMPLATES_PER_USER - 5],
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        request(testApp.server)
          .post('/api/beta/templates')
          .set(bearer(user.token))
          .send({ name: `Parallel ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(35);
    const [{ count }] = await db.query(
      'SELECT count(*)::int AS count FROM templates WHERE user_id = $1',
      [user.id],
    );
    expect(count).toBe(MAX_TEMPLATES_PER_USER);
  });

  it('should keep every message sent in parallel into one AI Chat conversation', async () => {
    const user = await account();
    const chat = (body: object) =>
      request(testApp.server).post('/api/beta/chat').set(bearer(user.token)).send(body);
    const first = await chat({ message: 'How can I open a sales e-mail?', chat_mode: 'advice' });
    expect(first.status).toBe(200);
    const id = first.body.conversation_id as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        chat({ message: `Question number ${index}?`, chat_mode: 'advice', conversation_id: id }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const stored = await request(testApp.server)
      .get(`/api/beta/chat/conversations/${id}`)
      .set(bearer(user.token))
      .expect(200);
    expect(stored.body.messages).toHaveLength(42);
    const asked = stored.body.messages
      .filter((message: { role: string }) => message.role === 'user')
      .map((message: { content: string }) => message.content);
    for (let index = 0; index < 20; index += 1)
      expect(asked).toContain(`Question number ${index}?`);
    expect(42).toBeLessThan(MAX_STORED_MESSAGES);
  });

  it('should keep the history cap exact when enhancements are stored in parallel', async () => {
    const user = await account();
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        request(testApp.server)
          .post('/api/ai/enhance')
          .set(bearer(user.token))
          .send({ text: `Please send the quarterly figures before Friday, number ${index}.` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    const [{ count }] = await db.query(
      'SELECT count(*)::int AS count FROM enhancement_history WHERE user_id = $1',
      [user.id],
    );
    expect(count).toBe(5);
  });
});
