import { FakeOpenAiServer } from '../../modules/ai/testing/fake-openai-server.js';
import { OpenAiTransport } from '../../modules/ai/ai.providers.js';
import { loadDevCorpus } from '../../modules/ai/testing/dev-corpus.js';
import { rewriteWithBuiltinEngine } from '../../modules/ai/ai.engine.js';
import { evaluateEngine } from '../evaluate-engine.js';
import type { AiService } from '../../modules/ai/ai.service.js';
import { readGrade } from './judge.js';
import { JUDGE_RUBRIC } from './rubric.js';

describe('the judge mode of npm run eval:rewrite', () => {
  const fake = new FakeOpenAiServer();
  let judge: OpenAiTransport;

  beforeAll(async () => {
    const url = await fake.start();
    judge = new OpenAiTransport(
      { name: 'main', apiKey: 'judge-key', baseUrl: `${url}/v1`, model: 'judge-model' },
      { timeoutMs: 5000, maxRetries: 0 },
    );
  });
  afterAll(() => fake.stop());

  it('should read a grade, and refuse an answer that is not one', () => {
    expect(
      readGrade('```json\n{"tone":3,"meaning":4,"fluency":9,"invented":[],"why":"ok"}\n```'),
    ).toEqual({ tone: 3, meaning: 4, fluency: 4, invented: [], why: 'ok' });
    expect(() => readGrade('Looks fine to me.')).toThrow(/not a grade/);
  });

  it('should grade each rewrite with the rubric, print the figures beside the pattern ones and write a side-by-side page', async () => {
    let calls = 0;
    fake.respondWith((request) => {
      calls += 1;
      const system = request.body.messages.find((message) => message.role === 'system')?.content;
      expect(system).toContain(JUDGE_RUBRIC);
      // Every other rewrite is graded as inventing an offer; one answer is not a grade at all.
      if (calls === 3) return { kind: 'text', text: 'I cannot grade this.' };
      return {
        kind: 'text',
        text: JSON.stringify({
          tone: 3,
          meaning: 4,
          fluency: 4,
          invented: calls % 2 === 0 ? ['Order today'] : [],
          why: 'Reads confident; keeps the facts.',
        }),
      };
    });
    const texts = loadDevCorpus().slice(0, 2);
    const service = {
      rewrite: (request: Parameters<typeof rewriteWithBuiltinEngine>[0]) => {
        const result = rewriteWithBuiltinEngine(request);
        return Promise.resolve({ enhanced_text: result.text, model_used: 'resonate-builtin-1' });
      },
      engineName: () => 'built-in offline engine',
    } as unknown as AiService;
    const { lines, html } = await evaluateEngine(service, texts, 2, judge);
    const graded = lines.find((line) => line.startsWith('judge: '))!;
    expect(graded).toMatch(/^judge: \d+ graded \(1 unreadable\)$/);
    expect(lines).toContain('judge tone 3 / 4, meaning 4 / 4, fluency 4 / 4');
    expect(
      lines.some((line) => /^judge: invented content in \d+\.\d% of rewrites$/.test(line)),
    ).toBe(true);
    expect(html).toContain('<th>judge</th>');
    expect(html).toContain('invented:</strong> Order today');
    expect(html).toContain('not graded');
  });
});
