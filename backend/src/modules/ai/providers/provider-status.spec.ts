import { FakeOpenAiServer } from '../testing/fake-openai-server.js';
import { ProviderStatusCheck, STATUS_CACHE_MS } from './provider-status.js';

describe('model provider status for health', () => {
  const fake = new FakeOpenAiServer();
  let base = '';

  beforeAll(async () => {
    base = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.respondWith(() => ({ kind: 'text', text: '' }));
    fake.modelListStatus = 200;
  });

  const check = (baseUrl = `${base}/v1`) =>
    new ProviderStatusCheck({ name: 'main', apiKey: 'k', baseUrl, model: 'llama3.1:8b' });

  it('should say the built-in engine serves when no provider is configured', async () => {
    await expect(new ProviderStatusCheck(undefined).status()).resolves.toEqual({
      state: 'not configured',
      engine: 'builtin',
    });
  });

  it('should ask the provider for its models once per cache period, without running the model', async () => {
    const status = check();
    const expected = {
      state: 'answers',
      engine: 'provider',
      model: 'llama3.1:8b',
      base_url: `${base}/v1`,
    };
    await expect(status.status(1_000)).resolves.toEqual(expected);
    await expect(status.status(1_000 + STATUS_CACHE_MS - 1)).resolves.toEqual(expected);
    expect(fake.modelListChecks).toBe(1);
    await status.status(1_000 + STATUS_CACHE_MS);
    expect(fake.modelListChecks).toBe(2);
    expect(fake.requests.filter((request) => request.path.endsWith('/chat/completions'))).toEqual(
      [],
    );
  });

  it('should say why a provider does not answer', async () => {
    fake.modelListStatus = 401;
    await expect(check().status()).resolves.toMatchObject({
      state: 'not answering',
      message: 'provider rejected the API key',
    });
    await expect(check('http://127.0.0.1:9/v1').status()).resolves.toMatchObject({
      state: 'not answering',
      message: 'provider unreachable',
    });
  });
});
