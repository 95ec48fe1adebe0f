import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../config/define-config.js';
import { AiConfig } from '../ai.config.js';
import { AiService } from '../ai.service.js';
import { disposeSharedLocalModel } from './local-engine.js';
import { recommendedModelPath } from './recommended-model.js';
import { writeTinyGguf } from './testing/tiny-gguf.js';
import { FALLBACK_NOTE } from '../customer-words.js';

describe('Choosing the local engine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'resonate-local-choice-'));
  afterEach(() => disposeSharedLocalModel());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should use the model `npm run model:pull` put in DATA_DIR/models, and say so', () => {
    const dataDir = join(dir, 'data');
    mkdirSync(join(dataDir, 'models'), { recursive: true });
    writeTinyGguf(recommendedModelPath(dataDir));
    const service = new AiService(loadConfig(AiConfig, { DATA_DIR: dataDir }));
    expect(service.engineName()).toMatch(
      /^local model qwen2\.5-1\.5b-instruct-q4_k_m \(.*; from npm run model:pull\): no provider is configured/,
    );
  });

  it('should refuse to start when AI_LOCAL_MODEL names no file', () => {
    expect(
      () => new AiService(loadConfig(AiConfig, { AI_LOCAL_MODEL: join(dir, 'missing.gguf') })),
    ).toThrow(/^AI_LOCAL_MODEL is set to .*missing\.gguf, which is not a file$/);
  });

  it('should report a file it cannot load in health and fall back with the reason', async () => {
    const broken = join(dir, 'broken.gguf');
    writeFileSync(broken, 'not a model at all');
    const service = new AiService(loadConfig(AiConfig, { AI_LOCAL_MODEL: broken }));
    const result = await service.rewrite({
      text: 'The meeting moved to Friday at 10:00. Bring your notes.',
      emotion_tone: 'friendly',
      intensity: 5,
    });
    expect(result.model_used).toMatch(
      /^resonate-builtin-1 \(fallback: local model could not be loaded/,
    );
    expect(result.guardrail_info.notes.join(' ')).toMatch(new RegExp(`^${FALLBACK_NOTE}`));
    expect(await service.providerStatus()).toMatchObject({ engine: 'local', state: 'failed' });
  });
});
