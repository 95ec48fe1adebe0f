import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../config/define-config.js';
import { AiConfig } from '../ai.config.js';
import { AiService } from '../ai.service.js';
import { BUILTIN_MODEL } from '../engine/builtin-engine.js';
import { LocalModelBusyException, LocalModelTimeoutError } from './local-errors.js';
import { disposeSharedLocalModel } from './local-engine.js';
import { LocalModel, type LocalModelSettings } from './local-model.js';
import { REWRITE_SCHEMA } from '../providers/structured-answer.js';
import { LocalTransport } from './local-rewriter.js';
import { writeTinyGguf } from './testing/tiny-gguf.js';
import { FALLBACK_NOTE } from '../customer-words.js';

const dir = mkdtempSync(join(tmpdir(), 'resonate-local-'));
const path = writeTinyGguf(join(dir, 'tiny.gguf'), { name: 'tiny-test-model' });
const settings = (extra: Partial<LocalModelSettings> = {}): LocalModelSettings => ({
  path,
  threads: 1,
  contexts: 1,
  queue: 1,
  contextSize: 1024,
  maxTokens: 48,
  timeoutMs: 60_000,
  ...extra,
});
const conversation = [
  { role: 'system' as const, content: 'Rewrite the text.' },
  { role: 'user' as const, content: 'The meeting moved to Friday.' },
];
const models: LocalModel[] = [];
const modelWith = (extra: Partial<LocalModelSettings> = {}) => {
  const model = new LocalModel(settings(extra));
  models.push(model);
  return model;
};

afterAll(async () => {
  for (const model of models) await model.dispose();
  await disposeSharedLocalModel();
  rmSync(dir, { recursive: true, force: true });
});

describe('LocalModel on a tiny GGUF written by the test', () => {
  it('should load the file and report its name, state and memory', async () => {
    const model = modelWith();
    expect(model.status()).toMatchObject({ engine: 'local', state: 'not loaded' });
    await model.load();
    expect(model.name).toBe('tiny-test-model');
    const status = model.status();
    expect(status).toMatchObject({ state: 'loaded', model: 'tiny-test-model' });
    expect(status).not.toHaveProperty('path'); // health is public: no file-system layout
    expect(status.memory_mb.model).toBeGreaterThan(0);
    expect(status.queue).toEqual({ contexts: 1, running: 0, waiting: 0, max_waiting: 1 });
  });

  it('should write JSON of the schema (grammar at generation) and stream the same text', async () => {
    const model = modelWith({ maxTokens: 400 });
    const chunks: string[] = [];
    const answer = await model.complete(conversation, {
      schema: REWRITE_SCHEMA.schema,
      onDelta: (chunk) => chunks.push(chunk),
    });
    expect(answer.tokens).toBeGreaterThan(0);
    expect(answer.firstTokenMs).toBeDefined();
    expect(chunks.join('')).toBe(answer.text);
    // Nonsense inside, but the shape is the grammar's: the schema's keys, "rewrite" first.
    expect(answer.text).toMatch(/^\{\s*"rewrite"\s*:\s*"/);
    if (answer.finishReason === 'stop') {
      expect(Object.keys(JSON.parse(answer.text) as object)).toEqual(
        REWRITE_SCHEMA.schema.required,
      );
    }
    // The context went back to the pool, its history cleared, ready for the next request.
    expect(model.status().queue.running).toBe(0);
    const again = await model.complete(conversation, {
      schema: REWRITE_SCHEMA.schema,
      maxTokens: 8,
    });
    expect(again.text).toMatch(/^\{/);
    expect(again.finishReason).toBe('length');
  });

  it('should stop a generation at the timeout and free its context', async () => {
    const model = modelWith({ timeoutMs: 1, maxTokens: 2_000 });
    await model.load();
    await expect(model.complete(conversation)).rejects.toBeInstanceOf(LocalModelTimeoutError);
    expect(model.status().queue.running).toBe(0);
  });

  it('should queue up to its limit and refuse one more request with 503', async () => {
    const model = modelWith({ contexts: 1, queue: 1, maxTokens: 16 });
    await model.load();
    const running = model.complete(conversation);
    const waiting = model.complete(conversation);
    const refused = await model.complete(conversation).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LocalModelBusyException);
    expect((refused as LocalModelBusyException).getStatus()).toBe(503);
    // Both queued requests are answered; random weights may end one early with a stop token
    // (seen once in a busy run), so only the queue is held here, not where the text ends.
    for (const answer of [await running, await waiting])
      expect(['length', 'stop']).toContain(answer.finishReason);
    expect(model.status().queue).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe('LocalTransport', () => {
  it('should stream the grammar-bound JSON answer as it is written and label itself with the model', async () => {
    const transport = new LocalTransport(modelWith({ maxTokens: 400 }), true);
    const stream = transport.stream(conversation, { schema: REWRITE_SCHEMA, maxTokens: 64 });
    const pieces: string[] = [];
    let next = await stream.next();
    while (!next.done) {
      pieces.push(next.value);
      next = await stream.next();
    }
    // The whole answer is the deltas joined, and the grammar makes it start as the schema's object.
    expect(next.value.text).toBe(pieces.join(''));
    expect(next.value.text).toMatch(/^\s*\{/);
    expect(['stop', 'length']).toContain(next.value.finishReason);
    expect(transport.model).toBe('Local model (tiny-test-model)');
  });
});

describe('AiService with AI_LOCAL_MODEL and no provider', () => {
  const env = {
    AI_LOCAL_MODEL: path,
    AI_LOCAL_THREADS: '1',
    AI_LOCAL_MAX_TOKENS: '64',
    AI_LOCAL_CONTEXT_SIZE: '2048',
  };
  const request = {
    text: 'The meeting moved to Friday at 10:00. Bring the Q3 report and your notes.',
    emotion_tone: 'professional' as const,
    intensity: 5,
  };

  it('should name the local model at start-up and in health', async () => {
    const service = new AiService(loadConfig(AiConfig, env));
    expect(service.engineName()).toMatch(/^local model tiny .*no provider is configured/);
    await service.localModel?.load();
    expect(await service.providerStatus()).toMatchObject({
      engine: 'local',
      state: 'loaded',
      model: 'tiny-test-model',
    });
  });

  it('should reject the nonsense and fall back to the built-in engine with an honest note', async () => {
    const service = new AiService(loadConfig(AiConfig, env));
    const result = await service.rewrite(request);
    expect(result.model_used).toMatch(new RegExp(`^${BUILTIN_MODEL} \\(fallback: local model`));
    expect(result.guardrail_info.notes.join(' ')).toMatch(FALLBACK_NOTE);
    expect(result.enhanced_text).toContain('10:00');
  });

  it('should stream and still end with the built-in result', async () => {
    const service = new AiService(loadConfig(AiConfig, env));
    const events = [];
    for await (const event of service.rewriteStream(request)) events.push(event);
    const last = events.at(-1);
    expect(last?.type).toBe('result');
    if (last?.type === 'result') expect(last.result.model_used).toMatch(/fallback: local model/);
  });

  it('should prefer a configured provider over the local model, and say so', () => {
    const service = new AiService(
      loadConfig(AiConfig, {
        ...env,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      }),
    );
    expect(service.engineName()).toMatch(/^OpenAI-compatible: .*is not used while a provider/);
    expect(service.localModel).toBeUndefined();
  });
});
