import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { useScriptedModel } from '../support/scripted-model.js';

// Premium with a connected model: three versions to choose from, each verified and scored,
// for one use of the plan. Free and Pro get one.

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week.';
const VERSIONS = [
  'Team, we are moving the launch review to Thursday at 3 pm. The new dashboard saves us around 4 hours every week.',
  'Hi team, the launch review moves to Thursday at 3 pm. The new dashboard saves us around 4 hours every week.',
  'Hi team, let us move the launch review to Thursday at 3 pm. The new dashboard will save us around 4 hours every week.',
];
// A version that invents an offer fails its checks and is never shown.
const INVENTED = `${VERSIONS[1]} Order by Friday to save 20% on every plan.`;

describe('versions to choose from (Premium, with a connected model)', () => {
  const { server: provider, env } = useScriptedModel({
    env: { ENHANCE_USER_LIMIT_PER_MINUTE: '1000' },
  });
  const app = useTestApp(env);
  const api = () => app.api();

  /** Each model call writes the next of `answers`, in turn. */
  function modelWritesInTurn(answers: string[]) {
    let calls = 0;
    provider.respondWith(() => ({ kind: 'text', text: answers[calls++ % answers.length] }));
  }

  /** An onboarded account on `tier`, as if it had paid. */
  async function account(tier: 'free' | 'pro' | 'premium') {
    const user = await onboardedUser(app.testApp, app.inbox);
    await app.db.query('UPDATE users SET subscription_tier = $2 WHERE email = $1', [
      user.email,
      tier,
    ]);
    return user;
  }

  const enhance = (token: string) =>
    api()
      .post('/api/ai/enhance')
      .set(bearer(token))
      .send({ text: TEXT, emotion_tone: 'confident', intensity: 6 })
      .expect(200);

  it('should give Premium two more verified versions, best first, for one use', async () => {
    const { email, token } = await account('premium');
    modelWritesInTurn(VERSIONS);
    const { body } = await enhance(token);
    expect(body.charged).toBe(true);
    const all = [
      body.enhanced_text,
      ...body.alternatives.map((v: { enhanced_text: string }) => v.enhanced_text),
    ];
    expect(new Set(all).size).toBe(3);
    expect(all.sort()).toEqual([...VERSIONS].sort());
    const scores = body.alternatives.map((v: { quality_score: number }) => v.quality_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const [{ n }] = await app.db.query(
      'SELECT count(*)::int AS n FROM enhancement_history h JOIN users u ON u.id = h.user_id WHERE u.email = $1',
      [email],
    );
    expect(n).toBe(1);
  });

  it('should leave out a version that fails its checks', async () => {
    const { token } = await account('premium');
    modelWritesInTurn([VERSIONS[0], INVENTED, VERSIONS[2]]);
    const { body } = await enhance(token);
    const shown = [
      body.enhanced_text,
      ...body.alternatives.map((v: { enhanced_text: string }) => v.enhanced_text),
    ];
    expect(shown.join(' ')).not.toContain('20%');
  });

  it('should give Free and Pro one version', async () => {
    for (const tier of ['free', 'pro'] as const) {
      const { token } = await account(tier);
      modelWritesInTurn(VERSIONS);
      const { body } = await enhance(token);
      expect(body.alternatives ?? []).toEqual([]);
    }
  });
});
