import { Test } from '@nestjs/testing';
import { loadConfig } from '../../config/define-config.js';
import { AiConfig } from './ai.config.js';
import { AiModule } from './ai.module.js';
import { AiService } from './ai.service.js';
import { AiInputError, type RewriteRequest } from './ai.types.js';
import { CORPUS } from './testing/corpus.js';

const builtin = (env: Record<string, string> = {}) => new AiService(loadConfig(AiConfig, env));
const request = (text: string, extra: Partial<RewriteRequest> = {}): RewriteRequest => ({
  text,
  emotion_tone: 'professional',
  intensity: 5,
  ...extra,
});

async function errorOf(promise: Promise<unknown>): Promise<AiInputError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AiInputError) return error;
    throw error;
  }
  throw new Error('expected an AiInputError');
}

describe('AiService with the built-in engine', () => {
  const service = builtin();
  const salesEmail = CORPUS.find((entry) => entry.id === 'sales-email')!.text;

  it('should refuse empty, too short and too long texts with the messages people see', async () => {
    expect(await errorOf(service.rewrite(request('   ')))).toMatchObject({
      code: 'empty',
      message: 'Please enter some text to enhance',
    });
    expect(await errorOf(service.rewrite(request('  too short ')))).toMatchObject({
      code: 'too_short',
      message: 'Please enter at least 10 characters to enhance',
    });
    const small = builtin({ AI_MAX_INPUT_CHARS: '100' });
    const tooLong = await errorOf(small.rewrite(request('word '.repeat(30))));
    expect(tooLong.code).toBe('too_long');
    expect(tooLong.message).toContain('100 characters');
  });

  it('should refuse a request it cannot honour', async () => {
    const bad = { ...request(salesEmail), emotion_tone: 'angry' } as unknown as RewriteRequest;
    expect((await errorOf(service.rewrite(bad))).code).toBe('invalid');
    expect((await errorOf(service.rewrite(request(salesEmail, { intensity: 11 })))).code).toBe(
      'invalid',
    );
  });

  it('should say clearly, in customer words, that other languages need a connected model', async () => {
    const error = await errorOf(service.rewrite(request(salesEmail, { output_language: 'fr' })));
    expect(error.code).toBe('language_unavailable');
    expect(error.message).toBe(
      'Rewriting into French needs a connected model, and this installation rewrites English only. Please write in English.',
    );
    expect(
      (await errorOf(service.rewrite(request(salesEmail, { input_language: 'de' })))).code,
    ).toBe('language_unavailable');
  });

  it('should answer a full, scored result', async () => {
    const result = await service.rewrite(request(salesEmail, { use_case: 'email' }));
    expect(result.model_used).toBe('resonate-builtin-1');
    expect(result.enhanced_text).not.toBe(salesEmail);
    expect(result.quality_score).toBeGreaterThanOrEqual(0);
    expect(result.quality_score).toBeLessThanOrEqual(10);
    expect(Object.keys(result.quality_breakdown).sort()).toEqual(
      ['clarity', 'fluency', 'length_fit', 'meaning_kept', 'tone_match'].sort(),
    );
    expect(result.input_quality_score).toBeGreaterThanOrEqual(0);
    expect(result.word_count).toBe(
      result.enhanced_text.split(/\s+/).filter((word) => /\w/.test(word)).length,
    );
    expect(result.processing_time).toBeGreaterThanOrEqual(0);
    expect(result.processing_time).toBeLessThan(5);
    expect(result.guardrail_info.missing).toEqual([]);
    expect(result.guardrail_info.protected.map((span) => span.text)).toEqual(
      expect.arrayContaining(['$49', 'Brightline', '14', 'Sarah']),
    );
    expect(result.analysis.input.word_count).toBeGreaterThan(50);
    expect(result.analysis.output.word_count).toBe(result.word_count);
  });

  it('should score the output better than the input for the tone it was asked for', async () => {
    const result = await service.rewrite(
      request(salesEmail, { emotion_tone: 'confident', intensity: 8 }),
    );
    expect(result.quality_breakdown.tone_match).toBeGreaterThan(
      result.input_quality_breakdown.tone_match,
    );
  });

  // Issue 29.2: an unchanged result is the input, so it scores exactly the input's score and its
  // note says nothing of a drop (this test asserted "scores below your text … nothing moved").
  it('should score an unchanged result exactly as the text it was given', async () => {
    // Written for this test: plain and even, already professional; nothing for a rule to change.
    const text =
      'The library reading room closes at 6 pm on Thursdays. Members can borrow ten books at a time.';
    const result = await service.rewrite(
      request(text, { emotion_tone: 'professional', intensity: 8 }),
    );
    expect(result.change_level).toBe('unchanged');
    expect(result.quality_score).toBe(result.input_quality_score);
    expect(result.change_note).not.toMatch(/scores below/);
  });

  it('should score a rewrite someone else wrote by the measure its own rewrites meet', async () => {
    const text = 'Hi Sam, the demo moves to Thursday at 3 pm. Could you bring the Q3 numbers?';
    const own = await service.rewrite(request(text, { emotion_tone: 'confident', intensity: 6 }));
    const same = await service.scoreRewrite(
      text,
      own.enhanced_text,
      request(text, {
        emotion_tone: 'confident',
        intensity: 6,
      }),
    );
    expect(same).toEqual({
      quality_score: own.quality_score,
      input_quality_score: own.input_quality_score,
      missing: [],
    });
    const lossy = await service.scoreRewrite(
      text,
      'Hi Sam, the demo moves to Thursday. Could you bring the numbers?',
      request(text, { emotion_tone: 'confident', intensity: 6 }),
    );
    expect(lossy.missing).toEqual(expect.arrayContaining(['3 pm']));
    expect(lossy.quality_score).toBeLessThanOrEqual(4);
  });

  it('should stream sentence-sized deltas that add up to the result', async () => {
    const deltas: string[] = [];
    let final = '';
    for await (const event of service.rewriteStream(request(salesEmail))) {
      if (event.type === 'delta') deltas.push(event.text);
      else if (event.type === 'result') final = event.result.enhanced_text;
    }
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(final);
    expect(Math.max(...deltas.map((delta) => delta.length))).toBeLessThan(260);
  });

  it('should analyse and map the words, not the markup', async () => {
    const html = '<p>We are <strong>really</strong> excited!</p><p>Sign up today &amp; save.</p>';
    expect((await service.analyze(html)).word_count).toBe(8);
    const map = await service.heatMap(
      '**We are thrilled.** Join us today and save 20% on every plan.',
      'emotion',
    );
    expect(map.analysis.map((sentence) => sentence.text).join(' ')).not.toContain('**');
  });

  it('should introduce itself for the start-up log, with why no model answers', () => {
    expect(service.engineName()).toBe(
      'built-in offline engine: no provider configured (OPENAI_API_KEY) and no local model file (run `npm run model:pull` or set AI_LOCAL_MODEL)',
    );
  });

  it('should be provided by AiModule', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AiModule] }).compile();
    expect(moduleRef.get(AiService)).toBeInstanceOf(AiService);
    await moduleRef.close();
  });
});
