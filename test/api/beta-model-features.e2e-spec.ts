import { heatMap } from '../../backend/src/modules/ai/ai.analysis.js';
import { REJECTED_ANSWER_NOTE } from '../../backend/src/modules/ai/customer-words.js';
import type { FakeAnswer } from '../../backend/src/modules/ai/testing/fake-openai-server.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { useScriptedModel } from '../support/scripted-model.js';

const POST_TEXT =
  'We are launching our new reporting dashboard next Monday. I just think it could maybe help your team. Read more at https://example.com/launch #launch';
const GOOD_POST =
  'We are launching our new reporting dashboard next Monday. It should help your team. Read more at https://example.com/launch #launch';
const HEAT_TEXT =
  'We missed the deadline last week. Our team is deeply sorry for the trouble this caused you. The new release ships on Friday. Please tell us what else we can fix.';
const BUILTIN = /^I'm the built-in assistant/;

const json = (value: object): FakeAnswer => ({ kind: 'text', text: JSON.stringify(value) });
const post = (text: string, added_claims: string[] = []) =>
  json({ post: text, hashtags: text.match(/#\w+/g) ?? [], added_claims });

describe('beta features through a model provider (scripted server)', () => {
  const { server: model, env } = useScriptedModel({
    model: 'feature-model',
    env: {
      ENHANCE_USER_LIMIT_PER_MINUTE: '1000',
      BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '1000',
      BETA_CHAT_USER_LIMIT_PER_MINUTE: '1000',
    },
  });
  const app = useTestApp(env);
  const api = () => app.api();
  let token: string;
  let email: string;

  beforeAll(async () => {
    ({ token, email } = await onboardedUser(app.testApp, app.inbox));
    await app.db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [email]);
  });

  const optimize = (body: object) =>
    api()
      .post('/api/beta/use-case-optimizer')
      .set(bearer(token))
      .send({
        platform: 'twitter',
        text: POST_TEXT,
        emotion_tone: 'confident',
        intensity: 6,
        ...body,
      })
      .expect(200);
  const heat = (body: object = {}) =>
    api()
      .post('/api/beta/content-heatmap')
      .set(bearer(token))
      .send({ text: HEAT_TEXT, analysis_mode: 'emotion', ...body })
      .expect(200);
  const chat = (body: object) =>
    api().post('/api/beta/chat').set(bearer(token)).send(body).expect(200);
  const repairTurn = (index: number) => model.requests[index].body.messages.at(-1)!.content;

  describe('use-case optimizer', () => {
    it('should use a good post, asked with the platform’s schema, limits and hashtags, and charge one use', async () => {
      model.script(post(GOOD_POST));
      const { body } = await optimize({});
      expect(body).toMatchObject({
        enhanced_text: GOOD_POST,
        model_used: 'feature-model',
        charged: true,
        meets_all: true,
      });
      expect(model.requests).toHaveLength(1);
      const sent = model.requests[0].body;
      expect(sent.response_format?.json_schema?.name).toBe('platform_post');
      expect(sent.messages[0].content).toContain(
        'Hard limit: at most 280 characters (each link counts as 23)',
      );
      expect(sent.messages[0].content).toMatch(/Hashtags: 0-2, only from this list .*#launch/);
      expect(sent.messages[0].content).not.toContain('Reporting Dashboard is here');
      expect(sent.messages[1].content).toContain(`<user_text>\n${POST_TEXT}\n</user_text>`);
      const [row] = await app.db.query(
        `SELECT count(*)::int AS n FROM enhancement_history h JOIN users u ON u.id = h.user_id WHERE u.email = $1`,
        [email],
      );
      expect(row.n).toBeGreaterThan(0);
    });

    it('should repair a post that invents a call to action, naming it in the repair turn', async () => {
      model.script(post(`${GOOD_POST} Sign up now!`), post(GOOD_POST));
      const { body } = await optimize({});
      expect(body.enhanced_text).toBe(GOOD_POST);
      expect(model.requests).toHaveLength(2);
      expect(repairTurn(1)).toMatch(/Your answer cannot be used yet:\n- it added .*"sign up"/);
      expect(body.notes).toContainEqual(
        expect.stringMatching(/first answer was redone because it added .*sign up/),
      );
    });

    it('should fall back, honestly, when the post stays over X’s hard limit or uses hashtags the text lacks', async () => {
      const long = `${GOOD_POST} ${'Our dashboard shows every report your team runs in one place. '.repeat(4)}`;
      model.script(post(long), post(`${GOOD_POST} #GrowthHacking`));
      const { body } = await optimize({});
      expect(model.requests).toHaveLength(2);
      expect(repairTurn(1)).toMatch(
        /it has \d+ characters; X \(Twitter\) takes at most 280|takes at most 280/,
      );
      expect(body.model_used).toMatch(/^resonate-builtin-1 \(fallback: /);
      expect(body.notes).toContain(REJECTED_ANSWER_NOTE);
      expect(body.counts.characters).toBeLessThanOrEqual(280);
      expect(body.enhanced_text).not.toContain('#GrowthHacking');
    });

    it('should take a plain-text post from a server without JSON, and ask again when the JSON is broken', async () => {
      model.script({ kind: 'text', text: GOOD_POST });
      const plain = await optimize({});
      expect(plain.body).toMatchObject({ enhanced_text: GOOD_POST, model_used: 'feature-model' });

      model.script({ kind: 'text', text: '{"post": "We are launching' });
      const { body } = await optimize({});
      expect(repairTurn(1)).toContain('its JSON was not valid');
      expect(body.model_used).toMatch(/^resonate-builtin-1 \(fallback: /);
      expect(body.enhanced_text).toContain('https://example.com/launch');
    });
  });

  describe('heat-map explanations and suggestions', () => {
    const measured = heatMap(HEAT_TEXT, 'emotion');
    const explanations = [
      'It names the miss plainly, without softening it.',
      'The apology carries the feeling of the text.',
      'A plain statement of fact, with little feeling.',
      'It invites the reader in with a direct request.',
    ];

    it('should show the model’s explanations beside the app’s own numbers, dropping a suggestion that adds an offer', async () => {
      model.script(
        json({
          sentences: explanations.map((explanation, index) => ({ id: index + 1, explanation })),
          suggestions: [
            {
              sentence_id: 2,
              suggestion: "Say 'we are sorry' instead of 'our team is deeply sorry'.",
            },
            { sentence_id: 3, suggestion: 'Add "Order today and save 20%" to make it exciting.' },
          ],
          added_claims: [],
        }),
      );
      const { body } = await heat();
      expect(model.requests[0].body.response_format?.json_schema?.name).toBe(
        'heat_map_explanations',
      );
      expect(body.overall_score).toBe(measured.overall_score);
      body.analysis.forEach(
        (sentence: { intensity: number; band: string; insights: string[] }, index: number) => {
          expect(sentence.intensity).toBe(measured.analysis[index].intensity);
          expect(sentence.band).toBe(measured.analysis[index].band);
          expect(sentence.insights).toEqual([
            explanations[index],
            ...measured.analysis[index].insights,
          ]);
        },
      );
      expect(body.suggestions).toEqual([
        "Sentence 2: Say 'we are sorry' instead of 'our team is deeply sorry'.",
      ]);
      expect(body.metadata).toMatchObject({
        model_used: 'feature-model',
        notes: ['One suggestion of the model added what the text does not say and was left out.'],
      });
    });

    it('should keep the app’s explanations when the model gives scores of its own or skips sentences twice', async () => {
      model.script(
        json({
          sentences: [{ id: 1, explanation: 'This sentence scores 87% on emotion.' }],
          suggestions: [],
          added_claims: [],
        }),
      );
      const { body } = await heat();
      expect(repairTurn(1)).toMatch(
        /it explained 1 of 4 sentences.*\n- its explanations give figures of their own \(87%\)/,
      );
      expect(body.analysis.map((sentence: { insights: string[] }) => sentence.insights)).toEqual(
        measured.analysis.map((sentence) => sentence.insights),
      );
      expect(body.suggestions).toEqual(measured.suggestions);
      expect(body.metadata.model_used).toMatch(/^resonate-builtin-1 \(fallback: /);
      expect(body.metadata.notes[0]).toMatch(
        /^The model's answer was not used \(it explained 1 of 4 sentences.*even after one retry: the explanations and suggestions are the app’s own analysis\.$/,
      );
    });

    it('should say the model was unavailable when it fails, in customer words', async () => {
      model.script({ kind: 'status', status: 500 });
      const { body } = await heat({ include_suggestions: false });
      expect(body.suggestions).toEqual([]);
      expect(body.metadata.notes).toEqual([
        'The connected model was unavailable, so the explanations and suggestions are the app’s own analysis.',
      ]);
    });
  });

  describe('AI Chat brainstorm', () => {
    const ASK = 'five hooks for a LinkedIn post about remote team rituals';
    const hooks = [
      'What do your remote team rituals say about how you work?',
      'The smallest remote ritual can hold a team together.',
      'Remote team rituals that people actually look forward to.',
      'Why our remote rituals start with a question, not an agenda.',
      'Rituals are how a remote team feels like a team.',
    ];

    it('should give the number asked, about the subject named, as a free answer', async () => {
      model.script(
        json({
          subject: 'remote team rituals',
          headlines: [],
          hooks,
          calls_to_action: [],
          added_claims: [],
        }),
      );
      const { body } = await chat({ message: ASK, chat_mode: 'brainstorm' });
      const sent = model.requests[0].body;
      expect(sent.response_format?.json_schema?.name).toBe('brainstorm');
      expect(sent.messages[0].content).toContain(
        'Give exactly 5 hooks and leave the other lists empty.',
      );
      expect(sent.messages[1].content).toContain('<subject>\nremote team rituals\n</subject>');
      expect(body.response).toBe(
        [
          'Ideas about remote team rituals, in a Professional tone:',
          '',
          'Opening hooks:',
          ...hooks.map((hook) => `• ${hook}`),
        ].join('\n'),
      );
      expect(body.metadata).toMatchObject({
        engine: 'provider',
        model_used: 'feature-model',
        notes: [],
      });
      expect(body).toMatchObject({ enhanced_text: null, charged: false });
    });

    it('should reach the brainstorm from the enhance mode too, and repair ideas that invent an offer', async () => {
      model.script(
        json({
          subject: 'remote team rituals',
          headlines: [],
          hooks: [...hooks.slice(0, 4), 'Remote team rituals: 30% off our workshop this Friday.'],
          calls_to_action: [],
          added_claims: [],
        }),
        json({
          subject: 'remote team rituals',
          headlines: [],
          hooks,
          calls_to_action: [],
          added_claims: [],
        }),
      );
      const { body } = await chat({ message: ASK, chat_mode: 'enhance' });
      expect(repairTurn(1)).toMatch(/it added the figure "30%".*"friday"/i);
      expect(body.metadata.notes[0]).toMatch(
        /^The model's first ideas were redone because it added/,
      );
      expect(body.enhanced_text).toBeNull();
      expect(body.charged).toBe(false);
    });

    it('should answer a question about the text in enhance mode, never taking the answer as a rewrite to charge', async () => {
      const answer = "Yes: 'Act now' is a bare command with no reason; say what the reader gets.";
      model.script({ kind: 'text', text: answer });
      const { body } = await chat({
        message: "Is 'Act now' too pushy for a subject line?",
        chat_mode: 'enhance',
        current_text: 'Act now: the spring sale ends on Friday.',
      });
      expect(model.requests[0].body.messages[0].content).toContain('Mode: Answer.');
      expect(model.requests[0].body.messages[0].content).not.toContain('Mode: Enhance Text');
      expect(body).toMatchObject({ response: answer, enhanced_text: null, charged: false });
    });

    it('should fall back to the built-in assistant when the count is wrong and the ideas are about another subject', async () => {
      model.script(
        json({
          subject: 'rituals',
          headlines: [],
          hooks: hooks.slice(0, 3),
          calls_to_action: [],
          added_claims: [],
        }),
        json({
          subject: 'dashboards',
          headlines: [],
          hooks: [
            'Our Q dashboard is here.',
            'Reports in one place.',
            'See every chart.',
            'Data you trust.',
            'One view for all.',
          ],
          calls_to_action: [],
          added_claims: [],
        }),
      );
      const { body } = await chat({ message: ASK, chat_mode: 'brainstorm' });
      expect(repairTurn(1)).toContain('it gave 3 hooks; the request asked for exactly 5');
      expect(body.response).toMatch(BUILTIN);
      expect(body.response).toContain('remote team rituals');
      expect(body.metadata.engine).toBe('builtin');
      expect(body.metadata.notes[0]).toMatch(
        /^The model's answer was not used \(its ideas are not about "remote team rituals".*\), even after one retry: the built-in assistant answered\.$/,
      );
    });
  });
});

describe('enhanced generation with model providers', () => {
  // No dates or numbers: a translation may rightly write those its own way.
  const PLAIN_TEXT =
    'Our new dashboard helps your team work faster and with less stress every single week.';
  const { server: main, env: mainEnv } = useScriptedModel({ model: 'main-model' });
  // The alternative model's variables join the main ones (read when its server starts).
  const { server: multilingual, env } = useScriptedModel({
    connection: 'multilingual',
    model: 'multilingual-model',
    env: mainEnv,
  });
  const app = useTestApp(env);
  const api = () => app.api();

  it('should ask the main model in the output language and the alternative model for Japanese', async () => {
    const { token } = await onboardedUser(app.testApp, app.inbox);
    main.respondWith(() => ({
      kind: 'text',
      text: 'Bonjour à tous, notre nouveau tableau de bord aide votre équipe à travailler plus vite et plus sereinement.',
    }));
    multilingual.respondWith(() => ({
      kind: 'text',
      text: '新しいダッシュボードで、チームは毎週もっと速く、落ち着いて仕事ができます。',
    }));
    const french = await api()
      .post('/api/beta/enhanced-generation')
      .set(bearer(token))
      .send({ text: PLAIN_TEXT, output_language: 'fr', emotion_tone: 'confident' });
    expect(french.body.detail).toBeUndefined();
    expect(french.body.model_used).toBe('main-model');
    expect(french.body.enhanced_text).toMatch(/^Bonjour/);
    expect(french.body.guardrail_info.context).toEqual({
      input_language: 'en',
      output_language: 'fr',
      route: 'main',
    });
    expect(JSON.stringify(main.requests[0].body.messages)).toMatch(/French/);

    const japanese = await api()
      .post('/api/beta/enhanced-generation')
      .set(bearer(token))
      .send({ text: PLAIN_TEXT, output_language: 'ja', use_deepseek: true })
      .expect(200);
    expect(japanese.body.model_used).toBe('multilingual-model');
    expect(japanese.body.guardrail_info.context.route).toBe('alternative');
    expect(japanese.body.metadata.alternative_model_language).toBe(true);
    expect(multilingual.requests).toHaveLength(1);
  });
});
