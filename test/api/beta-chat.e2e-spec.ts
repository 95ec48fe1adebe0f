import type request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { answered, BUILTIN, DISABLED, eventually, whileSwitchedOff } from '../support/beta-chat.js';
import { staffEnv } from '../support/billing.js';
import { FREE_LIMIT, parseSse } from '../support/enhance.js';

// With a model: beta-chat-model.e2e-spec.ts; the per-account limit: beta-chat-limits.e2e-spec.ts.
const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week, and the report was approved by the board.';
const LONG =
  'We will share the slides, the notes and the action items with everyone on the team after the meeting so that nobody misses anything important that was decided there.';
const UUID = /^[0-9a-f-]{36}$/;

describe('AI Chat with the built-in assistant (POST /api/beta/chat)', () => {
  const app = useTestApp(staffEnv({ BETA_CHAT_USER_LIMIT_PER_MINUTE: '1000' }));
  const api = () => app.api();
  let account: { email: string; token: string };

  beforeAll(async () => {
    account = await onboardedUser(app.testApp, app.inbox);
    // Rewrites are charged (one use each): Premium, so the many below never reach the free limit.
    await app.db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [
      account.email,
    ]);
  });

  const chat = (body: object, token = account.token) =>
    api().post('/api/beta/chat').set(bearer(token)).send(body);
  const say = async (body: object) => answered(await chat(body));
  const conversations = (method: 'get' | 'delete', token: string, id = '') => {
    const path = `/api/beta/chat/conversations${id && `/${id}`}`;
    return (method === 'get' ? api().get(path) : api().delete(path)).set(bearer(token));
  };

  it('should rewrite in enhance mode through the engine, scored by the analysis, and follow up on its own rewrite', async () => {
    // The built-in engine leaves a writer's hedge on a date or a figure as written (its to drop),
    // so this text hedges a claim of its own.
    const hedged =
      'Hi team, I just wanted to say that the launch review is on Thursday at 3 pm. Maybe the new dashboard could help the support team. It saves around 4 hours every week.';
    const first = await say({
      message: hedged,
      chat_mode: 'enhance',
      user_preferences: { enhancement_style: 'confident', subscription_tier: 'free' },
    });
    expect(first.response).toMatch(BUILTIN);
    expect(first.response).toContain('Confident tone');
    expect(first.enhanced_text).toContain('Thursday at 3 pm');
    expect(first.enhanced_text).toContain('4 hours');
    expect(first.enhanced_text).not.toBe(hedged);
    expect(first.metadata).toMatchObject({
      quality_score: expect.any(Number),
      input_quality_score: expect.any(Number),
      processing_time: expect.any(Number),
      chat_mode: 'enhance',
      engine: 'builtin',
      model_used: 'resonate-builtin-1',
      notes: [],
    });
    expect(first.suggestions).toContain('Make it shorter');
    expect(first.conversation_id).toMatch(UUID);

    // "Make it more friendly" works on the last rewrite of this conversation.
    const again = await say({
      message: 'Make it more friendly',
      chat_mode: 'enhance',
      conversation_id: first.conversation_id,
    });
    expect(again.conversation_id).toBe(first.conversation_id);
    expect(again.response).toContain('Friendly tone');
    expect(again.enhanced_text).toContain('Thursday at 3 pm');

    const nothing = await say({ message: 'make it better', chat_mode: 'enhance' });
    expect(nothing.response).toMatch(
      /^I'm the built-in assistant: paste the text you want me to work on/,
    );
    expect(nothing.enhanced_text).toBeNull();
    expect(nothing.metadata.quality_score).toBeNull();

    // A text the engine cannot move safely is said to stay as it is, with no "new" version.
    const plain = await say({
      message:
        'Hi team,\n\nWe should move the launch review to Thursday at 3 pm. The new dashboard helps us save around 4 hours every week, and the first 14 days are free.',
      chat_mode: 'enhance',
      user_preferences: { enhancement_style: 'confident' },
    });
    expect(plain.response).toMatch(
      /^I'm the built-in assistant: I found nothing I could change safely toward a Confident tone/,
    );
    expect(plain.response).not.toContain('light rewrite');
    expect(plain.enhanced_text).toBeNull();
  });

  it('should give advice and feedback from the analysis, quoting the sentences they are about', async () => {
    const advice = await say({
      message: 'How can I make it more confident?',
      chat_mode: 'advice',
      current_text: TEXT,
    });
    expect(advice.response).toMatch(
      /^I'm the built-in assistant: writing advice toward a Confident tone/,
    );
    expect(advice.response).toMatch(/It reads \d+% Confident now/);
    expect(advice.response).toContain('"The new dashboard might help us save around 4 hours');
    expect(advice.response).toMatch(/hedge "(?:I think|probably|might)"/i);
    expect(advice.metadata.quality_score).toBeNull();
    expect(advice.suggestions[0]).toMatch(/^How can I make it more /);

    const feedback = await say({ message: `${TEXT} ${LONG}`, chat_mode: 'feedback' });
    expect(feedback.response).toMatch(
      /^I'm the built-in assistant: here is feedback on your text \(\d+ words, 3 sentences\)/,
    );
    expect(feedback.response).toMatch(/Tone: mostly [A-Z][\w& ]+ \(\d+%\), then/);
    expect(feedback.response).toMatch(/Clarity: \d+ \/ 100; reading ease -?\d+ \(grade [\d.]+\)/);
    expect(feedback.response).toContain('Hedge "I think", "probably" weakens "Hi team, I think');
    expect(feedback.response).toMatch(
      /Passive voice \("was approved by"\) in "The new dashboard might help/,
    );
    expect(feedback.response).toMatch(/\d+ words in one sentence: "We will share the slides/);
  });

  it('should brainstorm headlines, hooks and calls to action from the frames, in the tone asked', async () => {
    const ideas = await say({
      message:
        'We are launching our new budgeting app for freelancers next month. Plans start at $9 per month.',
      chat_mode: 'brainstorm',
      user_preferences: { enhancement_style: 'urgent' },
    });
    expect(ideas.response).toMatch(
      /^I'm the built-in assistant: ideas about .*app.*, in an Urgent tone/,
    );
    for (const part of ['Headlines:', 'Opening hooks:', 'Calls to action:'])
      expect(ideas.response).toContain(part);
    expect(ideas.response).toMatch(/• .*App/);
    expect(ideas.response).toMatch(/try it/i);
    expect(ideas.suggestions.length).toBeGreaterThan(0);

    const calm = await say({
      message: ideas.suggestions[0],
      chat_mode: 'brainstorm',
      conversation_id: ideas.conversation_id,
    });
    expect(calm.response).toMatch(/in a Calm tone/);
    expect(calm.response).toMatch(/app/);
  });

  it('should answer a question, work on the subject a request names, and say what it cannot do offline (issue 32)', async () => {
    // A text first, then a question about a phrase: the answer is about the phrase, not the text.
    const notice = await say({
      message:
        'Starting March 1, the monthly price of the Pro plan rises from $12 to $15. Your current billing cycle is not affected. Annual plans keep their price until renewal.',
      chat_mode: 'feedback',
    });
    const question = await say({
      message: "Is 'Act now' too pushy for a subject line?",
      chat_mode: 'enhance',
      conversation_id: notice.conversation_id,
    });
    expect(question.response).toMatch(
      /^I'm the built-in assistant: yes, "Act now" is likely too pushy/,
    );
    expect(question.response).not.toContain('light rewrite');
    expect(question.enhanced_text).toBeNull();
    expect(question.charged).toBe(false);

    const hooks = await say({
      message: 'five hooks for a LinkedIn post about remote team rituals',
      chat_mode: 'advice',
      conversation_id: notice.conversation_id,
    });
    const lines = hooks.response.split('\n\n')[1].split('\n');
    expect(lines[0]).toBe('Opening hooks:');
    expect(lines.slice(1)).toHaveLength(5);
    for (const hook of lines.slice(1)) expect(hook).toMatch(/remote team rituals/);
    expect(hooks.response).not.toMatch(/price|Pro plan/i);

    const headlines = await say({
      message: 'Brainstorm headlines',
      chat_mode: 'brainstorm',
      conversation_id: notice.conversation_id,
    });
    expect(headlines.response).toMatch(/Monthly Price|Pro Plan/);
    expect(headlines.response).not.toMatch(/Saves You Time|the Team/);

    const offline = await say({ message: 'Translate this into French', chat_mode: 'enhance' });
    expect(offline.response).toMatch(
      /^I'm the built-in assistant\. Without a connected model I cannot [^.]+; I can rewrite [^.]+\.$/,
    );
  });

  it("should refine the Enterprise workspace's current text (message, mode, context, current_text)", async () => {
    const refined = await say({
      message: 'Make it more professional',
      mode: 'enhance',
      context: 'enterprise_workspace: refine',
      current_text: TEXT,
    });
    expect(refined.metadata.chat_mode).toBe('enhance');
    expect(refined.response).toContain('Professional tone');
    expect(refined.enhanced_text).toContain('3 pm');
    expect(refined.metadata.quality_score).toEqual(expect.any(Number));
    const stored = await conversations('get', account.token, refined.conversation_id).expect(200);
    expect(stored.body.title).toBe('Refine: Make it more professional');
  });

  it('should change only the sentence a Refine request names (issue 32)', async () => {
    const notice =
      'Our support hours change on June 1. We would really like to let you know that our phone line will basically be closed on weekends from now on. Weekend support moves to chat only. Thank you for your patience.';
    const refined = await say({
      message: 'make the second sentence warmer and shorter',
      mode: 'enhance',
      context: 'enterprise_workspace: refine',
      current_text: notice,
    });
    expect(refined.response).toMatch(
      /^I'm the built-in assistant: I changed only the second sentence/,
    );
    const [first, , ...rest] = notice.split(/(?<=\.) /);
    const after = refined.enhanced_text as string;
    expect(after.startsWith(`${first} `)).toBe(true);
    expect(after.endsWith(rest.join(' '))).toBe(true);
    expect(after).toContain('Weekend support moves to chat only.');
    const second = after.slice(first.length + 1, after.length - rest.join(' ').length).trim();
    expect(second.split(/\s+/).length).toBeLessThan(20);
    expect(refined.charged).toBe(true);
  });

  it('should stream the reply as server-sent events when asked, by stream: true or the Accept header', async () => {
    for (const ask of [
      (call: request.Test) => call.send({ message: TEXT, chat_mode: 'feedback', stream: true }),
      (call: request.Test) =>
        call.set('Accept', 'text/event-stream').send({ message: TEXT, chat_mode: 'feedback' }),
    ]) {
      const response = await ask(api().post('/api/beta/chat').set(bearer(account.token))).expect(
        200,
      );
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      const events = parseSse(response.text);
      const deltas = events.filter((event) => event.event === 'delta');
      expect(deltas.length).toBeGreaterThan(3);
      expect(events.at(-1)?.event).toBe('result');
      const result = events.at(-1)!.data as { response: string; conversation_id: string };
      expect(deltas.map((event) => event.data.text).join('')).toBe(result.response);
      expect(result.conversation_id).toMatch(UUID);
    }
  });

  it("should keep each person's conversations: list, reopen, delete, and another person's is not found", async () => {
    const mine = await onboardedUser(app.testApp, app.inbox);
    const started = await chat({ message: TEXT, chat_mode: 'feedback' }, mine.token).expect(200);
    const id = started.body.conversation_id as string;
    await chat(
      { message: 'How can I make it more calm?', chat_mode: 'advice', conversation_id: id },
      mine.token,
    ).expect(200);

    const list = await conversations('get', mine.token).expect(200);
    expect(list.body.conversations).toEqual([
      {
        id,
        title: TEXT.slice(0, 80),
        chat_mode: 'advice',
        message_count: 4,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const one = await conversations('get', mine.token, id).expect(200);
    expect(
      one.body.messages.map((m: { role: string; chat_mode: string }) => [m.role, m.chat_mode]),
    ).toEqual([
      ['user', 'feedback'],
      ['assistant', 'feedback'],
      ['user', 'advice'],
      ['assistant', 'advice'],
    ]);
    expect(one.body.messages[0]).toMatchObject({ content: TEXT, timestamp: expect.any(String) });
    expect(one.body.messages[3]).toMatchObject({
      engine: 'builtin',
      suggestions: expect.any(Array),
    });

    // Someone else's conversation does not exist for this account.
    const notFound = { detail: 'Conversation not found', status: 404 };
    for (const method of ['get', 'delete'] as const)
      expect((await conversations(method, account.token, id).expect(404)).body).toMatchObject(
        notFound,
      );
    expect((await chat({ message: 'hello', conversation_id: id }).expect(404)).body).toMatchObject(
      notFound,
    );
    const badId = await conversations('get', mine.token, '42').expect(400);
    expect(badId.body.detail).toBe('That is not a valid conversation id.');

    const exported = JSON.parse(
      (await api().get('/api/user/export-data').set(bearer(mine.token)).expect(200)).text,
    );
    expect(exported.chat_conversations).toEqual([
      expect.objectContaining({ id, chat_mode: 'advice' }),
    ]);

    await conversations('delete', mine.token, id).expect(204);
    await conversations('get', mine.token, id).expect(404);
    expect((await conversations('get', mine.token).expect(200)).body).toEqual({
      conversations: [],
    });

    // A person keeps their 100 most recent conversations.
    const stored = (email: string): Promise<{ id: string; title: string }[]> =>
      app.db.query(
        'SELECT c.id, c.title FROM chat_conversations c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
        [email],
      );
    await app.db.query(
      `INSERT INTO chat_conversations (user_id, title, chat_mode, messages, updated_at)
       SELECT id, 'old ' || n, 'enhance', '[]', now() - n * interval '1 minute'
       FROM users, generate_series(1, 100) AS n WHERE email = $1`,
      [mine.email],
    );
    const newest = await chat({ message: TEXT }, mine.token).expect(200);
    const kept = await stored(mine.email);
    expect(kept).toHaveLength(100);
    expect(kept.map((row) => row.id)).toContain(newest.body.conversation_id);
    expect(kept.map((row) => row.title)).not.toContain('old 100');
    await api().delete('/api/user/delete-account').set(bearer(mine.token)).expect(200);
    expect(await stored(mine.email)).toEqual([]);
  });

  it('should refuse bad input with messages a person can act on', async () => {
    const mode = 'Please choose a chat mode: enhance, advice, feedback, brainstorm';
    const tone = expect.stringMatching(/^Please choose a tone: empathetic, confident/);
    const many = Array.from({ length: 51 }, () => ({ role: 'user', content: 'x' }));
    const refusals: [body: object, detail: unknown, status?: number][] = [
      [{ message: '  ' }, 'Please type a message'],
      [{}, 'Please type a message'],
      [{ message: 'x'.repeat(2001) }, 'Your message can be at most 2000 characters long'],
      [{ message: 'hi', chat_mode: 'poem' }, mode],
      [{ message: 'hi', mode: 'poem' }, mode],
      [
        { message: 'hi', conversation_context: 'all' },
        'conversation_context must be a list (an array), not a string',
      ],
      [
        { message: 'hi', conversation_context: [{ role: 'system', content: 'x' }] },
        'A chat message role is user or assistant',
      ],
      [{ message: 'hi', conversation_context: many }, 'Send at most 50 chat messages'],
      [{ message: 'hi', user_preferences: { enhancement_style: 'angry' } }, tone],
      [
        { message: 'hi', system_prompt: 'x'.repeat(1001) },
        'system_prompt can be at most 1000 characters long',
      ],
      [{ message: 'hi', conversation_id: 'nope' }, 'conversation_id must be a conversation id'],
      [{ message: 'hi', stream: 'yes' }, 'stream must be true or false'],
      [
        { message: 'hi', current_text: 'a'.repeat(20001) },
        'Text too long - at most 20000 characters',
        413,
      ],
    ];
    for (const [body, detail, status = 400] of refusals) {
      const response = await chat(body);
      expect({ body, status: response.status, detail: response.body.detail }).toEqual({
        body,
        status,
        detail,
      });
    }
  });

  it('should answer 402 once the plan is spent, charge only rewrites otherwise, and 403 while the AI Chat is off', async () => {
    // Only rewrites are charged, each with its history entry; the other answers are free.
    const [row] = await app.db.query(
      `SELECT u.free_uses_remaining, u.total_requests,
        (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history
       FROM users u WHERE u.email = $1`,
      [account.email],
    );
    expect(row.free_uses_remaining).toBe(10);
    expect(row.total_requests).toBe(row.history);
    const spent = await onboardedUser(app.testApp, app.inbox);
    await app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [spent.email]);
    expect((await chat({ message: TEXT }, spent.token).expect(402)).body.detail).toBe(FREE_LIMIT);

    await whileSwitchedOff(app.testApp, 'beta_ai_chat', async () => {
      await eventually(async () => {
        const off = await chat({ message: TEXT });
        expect({ status: off.status, detail: off.body.detail }).toEqual({
          status: 403,
          detail: DISABLED,
        });
      });
      // The Enterprise workspace's Refine follows its own switch.
      await chat({ message: 'Make it calmer', mode: 'enhance', current_text: TEXT }).expect(200);
    });
  });
});
