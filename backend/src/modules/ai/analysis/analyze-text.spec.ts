import { EMOTION_TONES } from '../ai.types.js';
import { analyzeText } from './analyze-text.js';
import { FIRM_TEXT, HEDGED_TEXT, TONE_TEXTS } from './fixtures/tone-texts.js';

const SIMPLE = 'The cat sat on the mat. It was warm. We had tea and cake.';
const DENSE =
  'The organisational implementation of interdepartmental communication methodologies necessitates ' +
  'comprehensive evaluation of institutional accountability considerations.';

describe('analyzeText', () => {
  it('should count words, sentences and characters', () => {
    const analysis = analyzeText('Hello there, Sarah! Visit https://acme.example today. 🎉');
    expect(analysis.word_count).toBe(6);
    expect(analysis.sentence_count).toBe(2);
    expect(analysis.character_count).toBe(55);
  });

  it('should rate plain short sentences easier to read than dense long ones', () => {
    const simple = analyzeText(SIMPLE).readability;
    const dense = analyzeText(DENSE).readability;
    expect(simple.flesch_reading_ease).toBeGreaterThan(80);
    expect(dense.flesch_reading_ease).toBeLessThan(20);
    expect(simple.grade_level).toBeLessThan(dense.grade_level);
  });

  it('should count passive sentences, hedges, long sentences and exclamations', () => {
    const text =
      'The report was reviewed by the board. I think it is maybe fine! Wow!! ' +
      'This sentence keeps going with one clause after another and then another clause after that one ' +
      'and yet one more until it is far too long for anyone to read comfortably.';
    const analysis = analyzeText(text);
    expect(analysis.passive_sentences).toBe(1);
    expect(analysis.hedges).toBe(2);
    expect(analysis.long_sentences).toBe(1);
    expect(analysis.exclamations).toBe(2);
  });

  it('should give positive text positive sentiment and negated text negative sentiment', () => {
    expect(
      analyzeText('We love the new release. The results are excellent.').sentiment,
    ).toBeGreaterThan(0.5);
    expect(analyzeText('The outage was a disaster. Customers are angry.').sentiment).toBeLessThan(
      -0.5,
    );
    expect(analyzeText('This is not good. The update is not helpful.').sentiment).toBeLessThan(0);
  });

  it.each(EMOTION_TONES)('should find %s as the dominant tone of a text written in it', (tone) => {
    expect(analyzeText(TONE_TEXTS[tone]).dominant_tone).toBe(tone);
  });

  it('should score the hedged text far below the firm text on confident', () => {
    const hedged = analyzeText(HEDGED_TEXT).tone_profile.confident;
    const firm = analyzeText(FIRM_TEXT).tone_profile.confident;
    expect(hedged).toBeLessThan(0.2);
    expect(firm).toBeGreaterThan(0.7);
  });

  it('should return zeros and no NaN for empty text', () => {
    const analysis = analyzeText('   ');
    expect(analysis.word_count).toBe(0);
    expect(analysis.sentence_count).toBe(0);
    expect(analysis.readability).toEqual({ flesch_reading_ease: 0, grade_level: 0 });
    expect(Object.values(analysis.tone_profile).every((score) => score === 0)).toBe(true);
    expect(analysis.sentiment).toBe(0);
  });

  it('should be deterministic', () => {
    expect(analyzeText(TONE_TEXTS.persuasive)).toEqual(analyzeText(TONE_TEXTS.persuasive));
  });
});
