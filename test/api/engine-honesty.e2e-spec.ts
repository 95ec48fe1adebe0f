import { LANGUAGES, PERSONA_PROFILES } from '../../backend/src/modules/ai/ai.types.js';
import { OPERATOR_WORDING } from '../../backend/src/modules/ai/customer-words.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { useScriptedModel } from '../support/scripted-model.js';

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week. We will really need the budget for the charity event.';

/** Every string in an answer a customer receives, except the model id field kept for history. */
function customerStrings(body: Record<string, unknown>): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key = '') => {
    if (key === 'model_used' || key === 'enhanced_text' || key === 'text') return;
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  walk(body);
  return out;
}

const operatorWords = (body: Record<string, unknown>) =>
  customerStrings(body).filter((text) => OPERATOR_WORDING.test(text));

describe('what the engine can do, said before the click, in customer words (built-in engine)', () => {
  const app = useTestApp({ ENHANCE_USER_LIMIT_PER_MINUTE: '1000' });
  const api = () => app.api();

  it('should publish the built-in engine’s capabilities without a session', async () => {
    const { body } = await api().get('/api/ai/capabilities').expect(200);
    expect(body).toEqual({
      engine: 'builtin',
      label: 'Light edits: this installation rewrites offline',
      output_languages: ['en'],
      input_languages: ['en'],
      can_lengthen: false,
      personas: ['adaptive', 'executive', 'technical', 'sales'],
      max_intensity: 10,
      variants: false,
      honours: ['emotion_tone', 'intensity', 'output_format', 'use_case', 'locked_terms'],
    });
    expect(operatorWords(body)).toEqual([]);
  });

  it('should answer every rewriting route in product words: no engine, provider or setting named', async () => {
    const { token } = await onboardedUser(app.testApp, app.inbox, 'premium');
    const answers: Record<string, unknown>[] = [];
    for (const body of [
      { text: TEXT, emotion_tone: 'urgent', intensity: 9 },
      { text: TEXT, emotion_tone: 'calm', intensity: 1 },
      { text: 'Thanks for your patience.', emotion_tone: 'professional', intensity: 1 },
      { text: TEXT, emotion_tone: 'friendly', target_word_count: 175, output_format: 'html' },
    ]) {
      answers.push(
        (await api().post('/api/ai/enhance').set(bearer(token)).send(body).expect(200)).body,
      );
    }
    answers.push(
      (
        await api()
          .post('/api/beta/enhanced-generation')
          .set(bearer(token))
          .send({ text: TEXT, emotion_tone: 'confident' })
          .expect(200)
      ).body,
    );
    answers.push(
      (
        await api()
          .post('/api/demo/rewrite')
          .send({ sample_id: 'team-update', emotion_tone: 'calm' })
          .expect(200)
      ).body,
    );
    for (const body of answers) {
      expect(customerStrings(body).length).toBeGreaterThan(0);
      expect(operatorWords(body)).toEqual([]);
    }
    expect(answers.map((body) => body.change_note).join(' ')).not.toMatch(/built-in/i);
  });

  it('should refuse another language in customer words, naming no variable', async () => {
    const { token } = await onboardedUser(app.testApp, app.inbox);
    for (const body of [
      { text: TEXT, output_language: 'es' },
      { text: TEXT, input_language: 'de' },
    ]) {
      const answer = await api().post('/api/ai/enhance').set(bearer(token)).send(body).expect(400);
      expect(answer.body.detail).toMatch(/needs a connected model/);
      expect(operatorWords(answer.body)).toEqual([]);
    }
  });
});

describe('what the engine can do with a model provider (the scripted OpenAI-compatible server)', () => {
  const { server: model, env } = useScriptedModel({ model: 'scripted-model' });
  const app = useTestApp(env);
  const api = () => app.api();

  it('should enable everything, naming neither the model nor where it runs', async () => {
    const { body } = await api().get('/api/ai/capabilities').expect(200);
    expect(body).toMatchObject({
      engine: 'provider',
      output_languages: [...LANGUAGES],
      input_languages: [...LANGUAGES],
      can_lengthen: true,
      personas: [...PERSONA_PROFILES],
      variants: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/scripted-model|127\.0\.0\.1|test-key/);
  });

  it.each([
    ['rejects the key', { kind: 'status', status: 401 } as const],
    ['fails', { kind: 'status', status: 500 } as const],
    ['sends garbage', { kind: 'malformed' } as const],
  ])(
    'should tell the customer plainly, without the provider’s error, when the model %s',
    async (_what, answer) => {
      const { token } = await onboardedUser(app.testApp, app.inbox, 'premium');
      model.respondWith(() => answer);
      const { body } = await api()
        .post('/api/ai/enhance')
        .set(bearer(token))
        .send({ text: TEXT, emotion_tone: 'confident' })
        .expect(200);
      expect(body.engine).toBe('builtin');
      expect(body.guardrail_info.notes).toContain(
        'The connected model was unavailable, so this result is a light edit made offline.',
      );
      expect(operatorWords(body)).toEqual([]);
      const language = await api()
        .post('/api/ai/enhance')
        .set(bearer(token))
        .send({ text: TEXT, output_language: 'es' })
        .expect(400);
      expect(language.body.detail).toMatch(/^Rewriting into Spanish is not available right now/);
      expect(operatorWords(language.body)).toEqual([]);
    },
  );
});
