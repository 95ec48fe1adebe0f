import { EMOTION_TONES } from '../ai.types.js';
import { rewriteWithBuiltinEngine } from '../engine/builtin-engine.js';
import { isUnchanged } from '../../enhance/shared/unchanged.js';
import { REWRITABLE_TEXT, REWRITABLE_TEXT_WITH_FACTS } from './rewritable-texts.js';

const unchangedAt = (text: string, from: number) =>
  EMOTION_TONES.flatMap((tone) =>
    Array.from({ length: 11 - from }, (_, step) => from + step)
      .filter((intensity) => {
        const result = rewriteWithBuiltinEngine({ text, emotion_tone: tone, intensity });
        return isUnchanged(text, result.text);
      })
      .map((intensity) => `${tone} at ${intensity}`),
  );

describe('the fixture texts tests enhance for a charged rewrite', () => {
  it('should be changed by the built-in engine in every tone from intensity 5', () => {
    expect(unchangedAt(REWRITABLE_TEXT, 5)).toEqual([]);
  });

  it('should be changed in every tone from intensity 5, keeping its facts', () => {
    expect(unchangedAt(REWRITABLE_TEXT_WITH_FACTS, 5)).toEqual([]);
    const result = rewriteWithBuiltinEngine({
      text: REWRITABLE_TEXT_WITH_FACTS,
      emotion_tone: 'confident',
      intensity: 8,
    });
    for (const fact of ['Thursday', '3 pm', '4 hours', '14 days are free'])
      expect(result.text).toContain(fact);
  });
});
