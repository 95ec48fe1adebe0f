import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonToolCaller, toolCallSchema } from '../providers/json-tool-caller.js';
import type { ToolDefinition } from '../providers/openai-tool-caller.js';
import { OpenAiTransport } from '../providers/openai-rewriter.js';
import { UnusableAnswerError } from '../providers/provider-failure.js';
import { FakeOpenAiServer } from '../testing/fake-openai-server.js';
import { LocalModel } from './local-model.js';
import { LocalTransport } from './local-rewriter.js';
import { writeTinyGguf } from './testing/tiny-gguf.js';

const TOOLS: ToolDefinition[] = [
  {
    name: 'update_settings',
    description: 'Change settings.',
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: [],
      properties: {
        emotion_tone: { type: 'string', enum: ['calm', 'urgent'] },
        intensity: { type: 'integer', minimum: 1, maximum: 10 },
      },
    },
  },
  {
    name: 'enhance_content',
    description: 'Rewrite now.',
    parameters: { type: 'object', properties: {}, required: [], additionalProperties: false },
  },
];
const conversation = [
  { role: 'system' as const, content: 'You change the workspace by calling functions.' },
  { role: 'user' as const, content: 'Set the tone to calm.' },
];

const dir = mkdtempSync(join(tmpdir(), 'resonate-tools-'));
const path = writeTinyGguf(join(dir, 'tiny.gguf'), { name: 'tiny-test-model' });
const model = new LocalModel({
  path,
  threads: 1,
  contexts: 1,
  queue: 1,
  contextSize: 2048,
  maxTokens: 400,
  timeoutMs: 120_000,
});
const server = new FakeOpenAiServer();
let url: string;

beforeAll(async () => {
  url = await server.start();
});

afterAll(async () => {
  await model.dispose();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('tool calls as JSON by grammar (the local model)', () => {
  it('should make the tiny model write the tool-call object, and read it or refuse it', async () => {
    const raw = await model.complete(conversation, {
      schema: toolCallSchema(TOOLS).schema,
      maxTokens: 40,
      temperature: 0,
    });
    // Whatever the weights, the grammar starts the answer as the schema's object.
    expect(raw.text).toMatch(/^\{\s*"calls"\s*:\s*\[/);

    const caller = new JsonToolCaller(new LocalTransport(model, true));
    expect(caller.model).toBe('Local model (tiny-test-model)');
    const answer = await caller
      .ask(conversation, TOOLS)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (answer instanceof Error) {
      expect(answer).toBeInstanceOf(UnusableAnswerError);
    } else {
      for (const call of answer.calls) {
        expect(['update_settings', 'enhance_content']).toContain(call.name);
        expect(JSON.parse(call.arguments)).toEqual(expect.any(Object));
      }
    }
  });

  it('should read the calls of a JSON answer, leave out unchanged (null) arguments, and refuse prose', async () => {
    const caller = new JsonToolCaller(
      new OpenAiTransport(
        { name: 'main', apiKey: 'test', baseUrl: url, model: 'json-model' },
        { timeoutMs: 5_000, maxRetries: 0 },
      ),
    );
    server.script({
      kind: 'text',
      text: JSON.stringify({
        calls: [{ name: 'update_settings', arguments: { emotion_tone: 'calm', intensity: null } }],
        reply: 'Tone set to calm.',
      }),
    });
    await expect(caller.ask(conversation, TOOLS)).resolves.toEqual({
      text: 'Tone set to calm.',
      calls: [{ name: 'update_settings', arguments: '{"emotion_tone":"calm"}' }],
    });
    const request = server.requests[0].body;
    expect(request.tools).toBeUndefined();
    expect(request.temperature).toBe(0);
    expect(request.response_format?.json_schema?.name).toBe('tool_calls');
    expect(request.messages[0].content).toContain(
      '- update_settings(emotion_tone (calm|urgent), intensity): Change settings.',
    );

    server.script({ kind: 'text', text: 'Sure, I set the tone to calm.' });
    await expect(caller.ask(conversation, TOOLS)).rejects.toBeInstanceOf(UnusableAnswerError);
    server.script({ kind: 'text', text: '{"calls": [', finish: 'length' });
    await expect(caller.ask(conversation, TOOLS)).rejects.toThrow(/cut off/);
  });
});
