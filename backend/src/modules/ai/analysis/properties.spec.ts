import fc from 'fast-check';
import {
  ANALYSIS_MODES,
  EMOTION_TONES,
  USE_CASES,
  type GuardrailInfo,
  type RewriteRequest,
} from '../ai.types.js';
import { analyzeText } from './analyze-text.js';
import { heatMap } from './heat-map.js';
import { scoreQuality } from './quality-score.js';
import { toneProfile } from './tone-profile.js';

const FRAGMENTS = [
  'I think',
  'maybe',
  'NOW!',
  'deadline',
  'was deployed by',
  '<b>bold</b>',
  '<script>x()</script>',
  '&amp;',
  '⟦0⟧',
  '{{name}}',
  'https://acme.example/a?b=c',
  'a@b.co',
  '@jordan',
  '#launch',
  '$1,000.50',
  '12%',
  '...',
  '?!',
  '“quoted”',
  '(',
  ')',
  '🎉',
  '👩‍💻',
  'é',
  'ß',
  '中文',
  'עברית',
  '\u0000',
  '\ud800',
  '\n\n',
  '  ',
  '-',
  'Dr.',
  'e.g.',
  "don't",
  'the the',
  'Sign up today.',
  'We understand.',
];

/** Arbitrary strings: raw unicode, HTML-ish markup and mixes of words the analysers react to. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((parts) => parts.join(' ')),
  fc
    .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 })), { maxLength: 40 })
    .map((parts) => parts.join('')),
);

const request = fc.record({
  emotion_tone: fc.constantFrom(...EMOTION_TONES),
  intensity: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.double({ noNaN: false })),
  use_case: fc.option(fc.constantFrom(...USE_CASES), { nil: undefined }),
  target_word_count: fc.option(fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double()), {
    nil: undefined,
  }),
});

const guardrail = fc.option(
  fc.record({
    protected: fc.array(fc.record({ kind: fc.constant('number' as const), text: fc.string() }), {
      maxLength: 4,
    }),
    missing: fc.array(fc.record({ kind: fc.constant('number' as const), text: fc.string() }), {
      maxLength: 6,
    }),
    repaired: fc.boolean(),
    notes: fc.constant([] as string[]),
  }),
  { nil: undefined },
);

const inRange = (value: number, min: number, max: number): boolean =>
  Number.isFinite(value) && value >= min && value <= max;

describe('analysis properties', () => {
  it('analyzeText never throws and keeps every score in range', () => {
    fc.assert(
      fc.property(text, (input) => {
        const analysis = analyzeText(input);
        expect(Number.isInteger(analysis.word_count) && analysis.word_count >= 0).toBe(true);
        expect(analysis.sentence_count).toBeLessThanOrEqual(Math.max(analysis.word_count, 0));
        expect(inRange(analysis.sentiment, -1, 1)).toBe(true);
        expect(Number.isFinite(analysis.readability.flesch_reading_ease)).toBe(true);
        expect(inRange(analysis.readability.grade_level, 0, Number.MAX_VALUE)).toBe(true);
        for (const tone of EMOTION_TONES)
          expect(inRange(analysis.tone_profile[tone], 0, 1)).toBe(true);
        expect(EMOTION_TONES).toContain(analysis.dominant_tone);
      }),
      { numRuns: 300 },
    );
  });

  it('toneProfile never throws and points only at existing sentences', () => {
    fc.assert(
      fc.property(text, (input) => {
        const profile = toneProfile(input);
        const sentences = analyzeText(input).sentence_count;
        for (const tone of EMOTION_TONES) {
          expect(inRange(profile.scores[tone], 0, 1)).toBe(true);
          for (const index of profile.drivers[tone].sentences)
            expect(index).toBeLessThan(sentences);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('heatMap never throws and keeps intensities in 0–1 for every mode', () => {
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(...ANALYSIS_MODES),
        fc.boolean(),
        (input, mode, includeSuggestions) => {
          const result = heatMap(input, mode, { includeSuggestions });
          expect(inRange(result.overall_score, 0, 1)).toBe(true);
          expect(result.metadata.total_sentences).toBe(result.analysis.length);
          for (const sentence of result.analysis) {
            expect(inRange(sentence.intensity, 0, 1)).toBe(true);
            expect(sentence.insights.length).toBeGreaterThan(0);
          }
          for (const word of result.word_analysis) expect(inRange(word.intensity, 0, 1)).toBe(true);
          if (!includeSuggestions) expect(result.suggestions).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('scoreQuality never throws and keeps every part in 0–10', () => {
    fc.assert(
      fc.property(
        text,
        fc.option(text, { nil: undefined }),
        request,
        guardrail,
        (input, original, asked, guard) => {
          const full: RewriteRequest = { text: original ?? input, ...asked };
          const quality = scoreQuality({
            text: input,
            request: full,
            original,
            guardrail: guard as GuardrailInfo | undefined,
          });
          for (const value of [quality.score, ...Object.values(quality.breakdown)]) {
            expect(inRange(value, 0, 10)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every function is deterministic', () => {
    fc.assert(
      fc.property(text, (input) => {
        expect(analyzeText(input)).toEqual(analyzeText(input));
        expect(toneProfile(input)).toEqual(toneProfile(input));
        const request: RewriteRequest = { text: input, emotion_tone: 'calm', intensity: 4 };
        expect(scoreQuality({ text: input, request, original: 'Keep 12 items.' })).toEqual(
          scoreQuality({ text: input, request, original: 'Keep 12 items.' }),
        );
      }),
      { numRuns: 100 },
    );
  });
});
