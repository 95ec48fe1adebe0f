import { DEMO_SAMPLES } from '../../backend/src/modules/demo/demo-samples.js';
import { useTestApp } from '../support/api-app.js';
import { useScriptedModel } from '../support/scripted-model.js';

describe("the landing page's public demo (POST /api/demo/rewrite)", () => {
  // A configured model provider: the demo must still use the built-in engine, never spend tokens.
  const { server: model, env } = useScriptedModel({ env: { TRUST_PROXY_HOPS: '1' } });
  const app = useTestApp(env);

  let ip = 0;
  const demo = (body: object, from = `203.0.113.${(ip += 1)}`) =>
    app.api().post('/api/demo/rewrite').set('X-Forwarded-For', from).send(body);

  it('should rewrite a sample with the built-in engine, keep its facts and score both versions, without an account', async () => {
    const answer = await demo({ sample_id: 'delivery-delay', emotion_tone: 'empathetic' }).expect(
      200,
    );
    const sample = DEMO_SAMPLES.find((entry) => entry.id === 'delivery-delay')!;
    expect(answer.body).toMatchObject({
      sample_id: 'delivery-delay',
      emotion_tone: 'empathetic',
      intensity: 7,
      original_text: sample.text,
      model_used: 'resonate-builtin-1',
    });
    expect(answer.body.enhanced_text).not.toBe(sample.text);
    for (const fact of ['#4821', 'March 14', 'March 10', 'https://shop.example.com/track/4821']) {
      expect(answer.body.enhanced_text).toContain(fact);
    }
    expect(answer.body.protected).toEqual(expect.arrayContaining(['March 14', 'Sam']));
    expect(answer.body.quality_score).toBeGreaterThan(0);
    expect(answer.body.input_quality_score).toBeGreaterThan(0);
    expect(model.requests).toHaveLength(0);
  });

  it('should follow the tone and intensity picked', async () => {
    const friendly = await demo({ sample_id: 'team-update', emotion_tone: 'friendly' }).expect(200);
    const urgent = await demo({
      sample_id: 'team-update',
      emotion_tone: 'urgent',
      intensity: 9,
    }).expect(200);
    expect(urgent.body.intensity).toBe(9);
    expect(urgent.body.enhanced_text).not.toBe(friendly.body.enhanced_text);
  });

  it.each([
    [{ sample_id: 'my own text', emotion_tone: 'calm' }, 'sample_id must be one of'],
    [{ sample_id: 'team-update', emotion_tone: 'angry' }, 'emotion_tone must be one of'],
    [{ sample_id: 'team-update', emotion_tone: 'calm', intensity: 11 }, 'intensity must be'],
    [{ sample_id: 'team-update', emotion_tone: 'calm', text: 'Rewrite this for free' }, 'text'],
  ])('should refuse %j with a 400 that says why', async (body, message) => {
    const answer = await demo(body).expect(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('should allow 20 requests a minute from one address, then answer 429 with when to retry', async () => {
    const from = '192.0.2.77';
    const answers = await Promise.all(
      Array.from({ length: 22 }, () =>
        demo({ sample_id: 'sales-follow-up', emotion_tone: 'confident' }, from),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0].body.detail).toMatch(/Too many requests - please wait/);
    // Another address is not affected.
    await demo({ sample_id: 'sales-follow-up', emotion_tone: 'confident' }).expect(200);
  });
});
