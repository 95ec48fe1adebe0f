import type { RewriteRequest } from '../ai.types.js';
import { builtinScored, scoreRewritten } from './scored-rewrite.js';

const request = (text: string, change: Partial<RewriteRequest> = {}): RewriteRequest => ({
  text,
  emotion_tone: 'empathetic',
  intensity: 5,
  use_case: 'general',
  ...change,
});

const APOLOGY =
  'Hey folks, we might have a small delay on the April invoices. Sorry about that, we will keep you posted.';

describe('a scored rewrite', () => {
  it('says why a harmless rewrite of a text that already reads in the tone scores below it', () => {
    const result = builtinScored(request(APOLOGY), performance.now(), 'builtin');
    expect(result.change_level).toBe('rewritten');
    expect(result.quality_score).toBeLessThan(result.input_quality_score);
    expect(result.change_note).toMatch(
      /scores below your text because your text already read close to the tone you asked for/,
    );
  });

  it('names each part whose fall cost the most when a rewrite harms nothing but scores lower', () => {
    const text =
      'Thanks for the update. The new plan works for us and we can start on Monday with the whole team.';
    const longer = `${text} The team meets in room four. The room has a table. The table is long. We bring chairs. The chairs are grey.`;
    const result = scoreRewritten(
      request(text, { emotion_tone: 'professional', target_word_count: 20 }),
      0,
      {
        enhancedText: longer,
        plainOutput: longer,
        plainInput: text,
        guardrail: { protected: [], missing: [], repaired: false, notes: [] },
        modelUsed: 'test-model',
        engine: 'provider',
      },
    );
    expect(result.quality_score).toBeLessThan(result.input_quality_score);
    expect(result.change_note).toBe(
      'It scores below your text because your text already read close to the tone you asked for, and the score counts what a rewrite moves toward it (this one added little), and because its length is further from what this content type or your target length asks for.',
    );
  });

  it('gives no reason when the result scores above its input', () => {
    const text =
      'I think we should probably move the launch review to Thursday. It might be better for everyone.';
    const result = builtinScored(
      request(text, { emotion_tone: 'confident', intensity: 7 }),
      0,
      'builtin',
    );
    expect(result.quality_score).toBeGreaterThan(result.input_quality_score);
    expect(result.change_note).toBe(
      'The built-in engine made a light rewrite. Connect a model provider for full rewrites.',
    );
  });
});
