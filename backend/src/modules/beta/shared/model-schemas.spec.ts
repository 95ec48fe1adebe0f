import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalModel } from '../../ai/ai.local.js';
import { type AnswerSchema } from '../../ai/ai.providers.js';
import { writeTinyGguf } from '../../ai/local/testing/tiny-gguf.js';
import { LYRIC_SCHEMA } from '../../songwriting/enhancement/song-prompt.js';
import { BRAINSTORM_SCHEMA } from '../ai-chat/model/brainstorm-model.js';
import { HEAT_MAP_SCHEMA } from '../heat-map/model-heat-map.js';
import { PLATFORM_POST_SCHEMA } from '../optimizer/model-optimize.js';

const dir = mkdtempSync(join(tmpdir(), 'resonate-schemas-'));
const model = new LocalModel({
  path: writeTinyGguf(join(dir, 'tiny.gguf'), { name: 'tiny-test-model' }),
  threads: 1,
  contexts: 1,
  queue: 4,
  contextSize: 1024,
  maxTokens: 24,
  timeoutMs: 60_000,
});

afterAll(async () => {
  await model.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const firstKey = (schema: AnswerSchema) =>
  Object.keys(schema.schema.properties as Record<string, unknown>)[0];

describe('the model features’ answer schemas on the local model', () => {
  it.each([
    ['optimizer', PLATFORM_POST_SCHEMA],
    ['heat map', HEAT_MAP_SCHEMA],
    ['brainstorm', BRAINSTORM_SCHEMA],
    ['songwriting', LYRIC_SCHEMA],
  ])('should enforce the %s schema as a grammar', async (_feature, schema) => {
    const answer = await model.complete(
      [
        { role: 'system', content: 'Answer in JSON.' },
        { role: 'user', content: 'Go.' },
      ],
      { schema: schema.schema, temperature: 0 },
    );
    expect(answer.text).toMatch(new RegExp(`^\\{\\s*"${firstKey(schema)}"`));
  });
});
