import { loadConfig } from '../../../config/define-config.js';
import { AiConfig } from '../ai.config.js';
import type { RewriteRequest, RewriteStreamEvent } from '../ai.types.js';
import { AiService } from '../ai.service.js';
import { FakeOpenAiServer } from '../testing/fake-openai-server.js';
import { REJECTED_ANSWER_NOTE } from '../customer-words.js';

// The answers a real model gives that the checks must catch, each through the real `openai` SDK
// against the scripted server: structured answers, truncation, invented claims, length, language.

const INCIDENT =
  'Between 09:10 and 09:45 UTC on 14 March, some customers could not sign in to the dashboard. The cause was an expired certificate on one load balancer. It has been replaced and sign-ins work again.';
const GOOD =
  'Between 09:10 and 09:45 UTC on 14 March, some customers could not sign in to the dashboard. The cause: an expired certificate on one load balancer. It has been replaced. Sign-ins work again.';

const REQUEST: RewriteRequest = { text: INCIDENT, emotion_tone: 'urgent', intensity: 8 };

describe('model answers: structured, checked, repaired or refused', () => {
  const fake = new FakeOpenAiServer();
  let base = '';

  beforeAll(async () => {
    base = await fake.start();
  });
  afterEach(() => {
    fake.supportsJsonSchema = true;
  });
  afterAll(async () => {
    await fake.stop();
  });

  const service = () =>
    new AiService(
      loadConfig(AiConfig, {
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: `${base}/v1`,
        AI_MODEL: 'main-model',
        AI_TIMEOUT_MS: '2000',
        AI_MAX_RETRIES: '0',
      }),
    );
  const repairTurn = () => fake.requests[1].body.messages[3].content;

  it('should ask for JSON with a schema, a token cap and a low temperature, and use its rewrite', async () => {
    fake.script({
      kind: 'json',
      rewrite: GOOD,
      changes: [{ before: 'The cause was', after: 'The cause:', why: 'shorter' }],
    });
    const result = await service().rewrite(REQUEST);
    const body = fake.requests[0].body;
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema?.name).toBe('rewrite');
    expect(body.max_tokens).toBeGreaterThanOrEqual(256);
    expect(body.temperature).toBeLessThanOrEqual(0.4);
    expect(result.model_used).toBe('main-model');
    expect(result.enhanced_text).toBe(GOOD);
    expect(result.guardrail_info.repaired).toBe(false);
  });

  it('should ask again without response_format when the server refuses it, and take plain text', async () => {
    fake.supportsJsonSchema = false;
    fake.script({ kind: 'text', text: GOOD });
    const result = await service().rewrite(REQUEST);
    expect(fake.requests.map((request) => request.body.response_format?.type)).toEqual([
      'json_schema',
      undefined,
    ]);
    expect(result.enhanced_text).toBe(GOOD);
    expect(result.model_used).toBe('main-model');
  });

  it('should take a plain-text answer where JSON was asked (servers that ignore the schema)', async () => {
    fake.script({ kind: 'text', text: GOOD });
    const result = await service().rewrite(REQUEST);
    expect(result.enhanced_text).toBe(GOOD);
    expect(fake.requests).toHaveLength(1);
  });

  it('should repair JSON that does not match the schema', async () => {
    fake.script(
      { kind: 'text', text: JSON.stringify({ output: GOOD }) },
      { kind: 'json', rewrite: GOOD },
    );
    const result = await service().rewrite(REQUEST);
    expect(repairTurn()).toMatch(/no "rewrite" text/);
    expect(result.enhanced_text).toBe(GOOD);
    expect(result.guardrail_info.repaired).toBe(true);
  });

  it('should treat an answer cut off by max_tokens as a failure: repaired, or the fallback says why', async () => {
    fake.script(
      { kind: 'text', text: GOOD.slice(0, 60), finish: 'length' },
      { kind: 'json', rewrite: GOOD },
    );
    const repaired = await service().rewrite(REQUEST);
    expect(repairTurn()).toMatch(/cut off before the end/);
    expect(repaired.enhanced_text).toBe(GOOD);

    fake.script({ kind: 'text', text: GOOD.slice(0, 60), finish: 'length' });
    const fallback = await service().rewrite(REQUEST);
    expect(fallback.model_used).toBe(
      'resonate-builtin-1 (fallback: model answer failed the checks)',
    );
    // The reason is the operator's (model_used, logs); the customer reads product words.
    expect(fallback.guardrail_info.notes[0]).toBe(REJECTED_ANSWER_NOTE);
  });

  it.each([
    [
      'a call to action',
      `${GOOD} Contact us if you still cannot sign in.`,
      /call to action or offer "contact us"/,
    ],
    ['a deadline', `${GOOD} Update your bookmarks by Friday.`, /date or deadline "friday"/],
    ['a promise', `${GOOD} We guarantee it will not happen again.`, /promise "guarantee"/],
    ['a figure', `${GOOD} 98% of customers were not affected.`, /figure "98%"/],
  ])(
    'should name %s the text did not have in the repair turn',
    async (_kind, invented, failure) => {
      fake.script({ kind: 'json', rewrite: invented }, { kind: 'json', rewrite: GOOD });
      const result = await service().rewrite(REQUEST);
      expect(repairTurn()).toMatch(failure);
      expect(result.enhanced_text).toBe(GOOD);
      expect(result.guardrail_info.notes.join(' ')).toMatch(
        /first answer was redone because it added/,
      );
    },
  );

  it('should not ship an answer whose own added_claims are not empty', async () => {
    fake.script({ kind: 'json', rewrite: GOOD, added_claims: ['a follow-up e-mail'] });
    const result = await service().rewrite(REQUEST);
    expect(repairTurn()).toMatch(/it says it added "a follow-up e-mail"/);
    expect(result.model_used).toMatch(/^resonate-builtin-1 \(fallback/);
  });

  it('should hold a target length to ±15%: twice the target is repaired', async () => {
    const twice = `${GOOD} ${GOOD}`;
    fake.script({ kind: 'json', rewrite: twice }, { kind: 'json', rewrite: GOOD });
    const result = await service().rewrite({ ...REQUEST, target_word_count: 35 });
    expect(repairTurn()).toMatch(/it has \d+ words; the target is 35 \(between 30 and 40\)/);
    expect(result.enhanced_text).toBe(GOOD);
  });

  it('should repair an answer in another language than the one asked for', async () => {
    const french =
      'Entre 09:10 et 09:45 UTC le 14 March, certains clients ne pouvaient pas se connecter au dashboard. La cause était un certificat expiré sur un répartiteur de charge. Il a été remplacé et les connexions fonctionnent de nouveau.';
    fake.script({ kind: 'json', rewrite: GOOD }, { kind: 'json', rewrite: french });
    const result = await service().rewrite({ ...REQUEST, output_language: 'fr' });
    expect(repairTurn()).toMatch(/it is written in English, not French/);
    expect(result.enhanced_text).toBe(french);
  });

  it('should stream the first answer as a draft, say why it failed, and end with the verified result', async () => {
    fake.script(
      { kind: 'json', rewrite: `${GOOD} Act now: contact us today.` },
      { kind: 'json', rewrite: GOOD },
    );
    const events: RewriteStreamEvent[] = [];
    for await (const event of service().rewriteStream(REQUEST)) events.push(event);
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.every((event) => event.type === 'delta' && event.draft === true)).toBe(true);
    // The draft shows the rewrite as it is written, never the JSON around it.
    const draft = deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('');
    expect(draft).toBe(`${GOOD} Act now: contact us today.`);
    const rejected = events.find((event) => event.type === 'draft_rejected');
    expect(rejected).toMatchObject({ reasons: [expect.stringMatching(/call to action/)] });
    const last = events[events.length - 1];
    expect(last.type).toBe('result');
    if (last.type === 'result') expect(last.result.enhanced_text).toBe(GOOD);
  });
});
