import { FakeOpenAiServer } from '../../backend/src/modules/ai/testing/fake-openai-server.js';

export interface ScriptedModelOptions {
  /** AI_MODEL (the name answers report in `model_used`); unset keeps the app's default. */
  model?: string;
  /**
   * Which of the app's model connections points at the server: the main one (OPENAI_*, AI_MODEL)
   * or the alternative model for other languages (AI_MULTILINGUAL_*).
   */
  connection?: 'main' | 'multilingual';
  /** More app variables (AI_TIMEOUT_MS, limits, …), merged into `env`. */
  env?: Record<string, string>;
}

export interface ScriptedModel {
  /** The local OpenAI-compatible server: script its answers, read the requests it received. */
  server: FakeOpenAiServer;
  /**
   * The app's variables pointing at the server (and `options.env`), filled once it listens: pass
   * this object itself, not a copy, to useTestApp/useBrowserApp called after this fixture.
   */
  env: Record<string, string>;
}

/**
 * Jest hooks for a file whose app talks to a model: a scripted OpenAI-compatible server on
 * loopback, started before the file's tests and stopped after them. No retries (AI_MAX_RETRIES=0),
 * so a scripted failure is one request.
 */
export function useScriptedModel(options: ScriptedModelOptions = {}): ScriptedModel {
  const fixture: ScriptedModel = { server: new FakeOpenAiServer(), env: {} };
  beforeAll(async () => {
    const url = `${await fixture.server.start()}/v1`;
    const variables =
      options.connection === 'multilingual'
        ? {
            AI_MULTILINGUAL_API_KEY: 'test-key-2',
            AI_MULTILINGUAL_BASE_URL: url,
            ...(options.model ? { AI_MULTILINGUAL_MODEL: options.model } : {}),
          }
        : {
            OPENAI_API_KEY: 'test-key',
            OPENAI_BASE_URL: url,
            ...(options.model ? { AI_MODEL: options.model } : {}),
          };
    Object.assign(fixture.env, { AI_MAX_RETRIES: '0', ...variables, ...options.env });
  });
  afterAll(() => fixture.server.stop());
  return fixture;
}
