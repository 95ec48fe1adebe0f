import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { useScriptedModel } from '../support/scripted-model.js';

describe('songwriting creative chat with a model', () => {
  const { server: model, env } = useScriptedModel({ model: 'lyric-model' });
  const app = useTestApp(env);
  let premium: string;

  beforeAll(async () => {
    const account = await onboardedUser(app.testApp, app.inbox);
    await app.db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [
      account.email,
    ]);
    premium = account.token;
  });

  it('should pass the creative chat to the model with the last 3 messages, keeping dictionary questions built in', async () => {
    model.respondWith(() => ({
      kind: 'text',
      text: 'Try: "And every streetlight learns your name"',
    }));
    const context = [1, 2, 3, 4].map((n) => ({ role: 'user', content: `idea ${n}` }));
    const idea = await app
      .api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({ message: 'Give me a line about the city', chat_context: context })
      .expect(200);
    expect(idea.body).toMatchObject({
      model_used: 'lyric-model',
      response: 'Try: "And every streetlight learns your name"',
    });
    const sent = model.requests[0].body.messages[1].content;
    expect(sent).toContain('idea 4');
    expect(sent).not.toContain('idea 1');
    const rhymes = await app
      .api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({ message: 'rhymes for night' })
      .expect(200);
    expect(rhymes.body.model_used).toBe('built-in songwriting assistant');
    expect(model.requests).toHaveLength(1);
    // An empty answer answers nothing: after one repair turn, the built-in assistant does.
    model.respondWith(() => ({ kind: 'text', text: '  ' }));
    const empty = await app
      .api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({ message: 'Give me a line about the city', lyrics: 'We ride at dawn' })
      .expect(200);
    expect(empty.body.model_used).toBe(
      "built-in songwriting assistant (the model's answer missed the question)",
    );
    expect(empty.body.response).not.toBe('');
  });

  it('should have the model answer the question asked: the song echoed back or too few lines get one repair turn, then the built-in answer', async () => {
    const song =
      'You packed your things in late July\nThe kitchen light is on all night\nYour coffee cup beside the sink\nThe house is quiet now you are gone';
    const ask = (message: string) =>
      app
        .api()
        .post('/api/beta/songwriting/chat')
        .set(bearer(premium))
        .send({ message, lyrics: song })
        .expect(200);
    // A question answered by rewriting the song, then answered.
    model.requests.length = 0;
    model.script(
      { kind: 'text', text: `${song}\nAnd the morning comes too soon` },
      {
        kind: 'text',
        text: 'End the verse on the cup: "Your coffee cup still waiting by the sink".',
      },
    );
    const repaired = await ask('How can I make the first verse sadder?');
    expect(repaired.body).toMatchObject({
      model_used: 'lyric-model',
      response: 'End the verse on the cup: "Your coffee cup still waiting by the sink".',
    });
    expect(model.requests).toHaveLength(2);
    expect(JSON.stringify(model.requests[1].body.messages)).toContain(
      'it repeated the lyrics instead of answering the question',
    );
    // Three lines asked for, one given twice: the built-in assistant answers.
    model.requests.length = 0;
    model.script({ kind: 'text', text: 'A single line about the road' });
    const short = await ask('Give me three lines for the bridge');
    expect(model.requests).toHaveLength(2);
    expect(JSON.stringify(model.requests[1].body.messages)).toContain(
      'it gave 1 where 3 lines were asked for',
    );
    expect(short.body.model_used).toBe(
      "built-in songwriting assistant (the model's answer missed the question)",
    );
    expect(short.body.response).toMatch(/^Next line:/);
  });
});
