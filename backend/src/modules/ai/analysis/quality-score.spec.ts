import type {
  GuardrailInfo,
  ProtectedSpan,
  QualityBreakdown,
  RewriteRequest,
} from '../ai.types.js';
import { FIRM_TEXT, HEDGED_TEXT, TONE_TEXTS } from './fixtures/tone-texts.js';
import { scoreQuality } from './quality-score.js';

// The parts of the score one by one; how the whole moves with what a reader sees is in
// quality-score-reader.spec.ts.

const request = (overrides: Partial<RewriteRequest> = {}): RewriteRequest => ({
  text: HEDGED_TEXT,
  emotion_tone: 'confident',
  intensity: 7,
  ...overrides,
});

const ORIGINAL =
  'On March 3 the outage affected 12% of customers in the EU region for 47 minutes. ' +
  'Sarah Chen and the platform team restored service and published a full report at https://acme.example/status.';
const FAITHFUL =
  'On March 3, an outage hit 12% of customers in the EU region for 47 minutes. ' +
  'Sarah Chen and the platform team restored the service and shared a full report at https://acme.example/status.';
const STRIPPED =
  'Recently an outage hit some customers in one region for a while. ' +
  'The team restored the service and shared a report.';

const words = (count: number): string =>
  Array.from({ length: count }, (_, index) => (index % 10 === 9 ? 'report.' : 'team')).join(' ');

describe('scoreQuality', () => {
  describe('tone_match', () => {
    it('should score the firm rewrite above the hedged original for a confident request', () => {
      const firm = scoreQuality({ text: FIRM_TEXT, request: request(), original: HEDGED_TEXT });
      const hedged = scoreQuality({ text: HEDGED_TEXT, request: request() });
      expect(firm.breakdown.tone_match).toBeGreaterThan(hedged.breakdown.tone_match + 5);
      expect(hedged.breakdown.tone_match).toBeLessThan(3);
    });

    it.each([
      ['urgent', 'calm'],
      ['calm', 'urgent'],
      ['empathetic', 'urgent'],
      ['friendly', 'professional'],
      ['professional', 'friendly'],
      ['balanced', 'inspiring'],
      ['persuasive', 'calm'],
    ] as const)('should score a %s text above a %s one for a %s request', (wanted, clashing) => {
      const asked = request({ emotion_tone: wanted, intensity: 8 });
      const inTone = scoreQuality({ text: TONE_TEXTS[wanted], request: asked }).breakdown
        .tone_match;
      const clash = scoreQuality({ text: TONE_TEXTS[clashing], request: asked }).breakdown
        .tone_match;
      expect(inTone).toBeGreaterThan(clash);
    });

    it('should be easier to match at low intensity than at high intensity', () => {
      const moderate = 'We plan to launch on Thursday. The team tested the main reports this week.';
      const low = scoreQuality({ text: moderate, request: request({ intensity: 1 }) }).breakdown
        .tone_match;
      const high = scoreQuality({ text: moderate, request: request({ intensity: 10 }) }).breakdown
        .tone_match;
      expect(low).toBeGreaterThanOrEqual(8);
      expect(high).toBeLessThan(low);
    });
  });

  describe('clarity', () => {
    it('should score a long passive sentence low', () => {
      const passive =
        'The decision to postpone the migration of the legacy billing database was made by the steering ' +
        'committee after the risks that had been identified by the external auditors were reviewed by the ' +
        'finance department and the engineering leadership team in March.';
      const clear =
        'The steering committee postponed the billing migration. Auditors found risks. Finance reviewed them in March.';
      const low = scoreQuality({ text: passive, request: request() }).breakdown.clarity;
      const high = scoreQuality({ text: clear, request: request() }).breakdown.clarity;
      expect(low).toBeLessThan(4);
      expect(high).toBeGreaterThan(8);
    });
  });

  describe('length_fit', () => {
    it('should be full within ±15% of the target and lower outside it', () => {
      const fit = (count: number): number =>
        scoreQuality({ text: words(count), request: request({ target_word_count: 100 }) }).breakdown
          .length_fit;
      expect(fit(100)).toBe(10);
      expect(fit(86)).toBe(10);
      expect(fit(114)).toBe(10);
      expect(fit(80)).toBeLessThan(10);
      expect(fit(125)).toBeLessThan(10);
      expect(fit(200)).toBeLessThan(fit(125));
      expect(fit(30)).toBeLessThan(fit(80));
    });

    it("should use the use case's range when there is no target", () => {
      const fit = (count: number): number =>
        scoreQuality({ text: words(count), request: request({ use_case: 'advertisement' }) })
          .breakdown.length_fit;
      expect(fit(60)).toBe(10);
      expect(fit(300)).toBeLessThan(5);
    });

    it("should compare with the original's length when there is neither", () => {
      const fit = (count: number): number =>
        scoreQuality({ text: words(count), request: request(), original: words(100) }).breakdown
          .length_fit;
      expect(fit(105)).toBe(10);
      expect(fit(250)).toBeLessThan(fit(105));
    });
  });

  describe('meaning_kept', () => {
    it('should be 10 without an original', () => {
      expect(scoreQuality({ text: FIRM_TEXT, request: request() }).breakdown.meaning_kept).toBe(10);
    });

    it('should drop when numbers, names and links vanish', () => {
      const kept = scoreQuality({ text: FAITHFUL, request: request(), original: ORIGINAL });
      const lost = scoreQuality({ text: STRIPPED, request: request(), original: ORIGINAL });
      expect(kept.breakdown.meaning_kept).toBeGreaterThan(8);
      expect(lost.breakdown.meaning_kept).toBeLessThan(kept.breakdown.meaning_kept - 3);
    });

    it('should drop when the guardrail reports missing spans', () => {
      const spans: ProtectedSpan[] = [
        { kind: 'number', text: '12%' },
        { kind: 'date', text: 'March 3' },
        { kind: 'url', text: 'https://acme.example/status' },
        { kind: 'name', text: 'Sarah Chen' },
      ];
      const guardrail = (missing: number): GuardrailInfo => ({
        protected: spans,
        missing: spans.slice(0, missing),
        repaired: false,
        notes: [],
      });
      const score = (missing: number): number =>
        scoreQuality({
          text: FAITHFUL,
          request: request(),
          original: ORIGINAL,
          guardrail: guardrail(missing),
        }).breakdown.meaning_kept;
      expect(score(0)).toBeGreaterThan(score(1));
      expect(score(1)).toBeGreaterThan(score(2));
    });
  });

  describe('fluency', () => {
    const fluency = (text: string): number =>
      scoreQuality({ text, request: request() }).breakdown.fluency;
    const clean = 'We will ship the report on Friday. The team has tested it. Expect it by noon.';

    it('should be 10 for clean text', () => {
      expect(fluency(clean)).toBe(10);
    });

    it.each([
      [
        'doubled words',
        'We will ship the the report on Friday. The team has tested it. Expect it by noon.',
      ],
      [
        'a lowercase sentence start',
        'We will ship the report on Friday. the team has tested it. Expect it by noon.',
      ],
      [
        'an unbalanced bracket',
        'We will ship the report (on Friday. The team has tested it. Expect it by noon.',
      ],
      [
        'a stray space before punctuation',
        'We will ship the report on Friday . The team has tested it. Expect it by noon.',
      ],
      [
        'a leftover placeholder',
        'We will ship the report on ⟦0⟧. The team has tested it. Expect it by noon.',
      ],
      [
        'template braces',
        'We will ship the report on {{date}}. The team has tested it. Expect it by noon.',
      ],
      [
        'a wrong article',
        'We will ship a update on Friday. The team has tested it. Expect it by noon.',
      ],
    ])('should drop with %s', (_, text) => {
      expect(fluency(text)).toBeLessThan(fluency(clean));
    });

    it('should drop for a run-on sentence', () => {
      const runOn = Array.from({ length: 70 }, (_, index) =>
        index % 7 === 0 ? 'and' : 'team',
      ).join(' ');
      expect(fluency(`We shipped it. ${runOn}.`)).toBeLessThan(fluency(clean));
    });
  });

  it('should keep every part in 0–10 with one decimal and the overall within the parts', () => {
    for (const text of [...Object.values(TONE_TEXTS), HEDGED_TEXT, '', '!!!']) {
      const { score, breakdown } = scoreQuality({
        text,
        request: request({ use_case: 'email' }),
        original: ORIGINAL,
      });
      const parts = Object.values(breakdown as unknown as Record<keyof QualityBreakdown, number>);
      for (const value of [score, ...parts]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(10);
        expect(Math.round(value * 10) / 10).toBe(value);
      }
      expect(score).toBeGreaterThanOrEqual(Math.min(...parts) - 0.05);
      expect(score).toBeLessThanOrEqual(Math.max(...parts) + 0.05);
    }
  });

  it('should rise overall when a part improves', () => {
    const worse = scoreQuality({
      text: 'We will ship the the report (on Friday.',
      request: request(),
    });
    const better = scoreQuality({ text: 'We will ship the report on Friday.', request: request() });
    expect(better.breakdown.fluency).toBeGreaterThan(worse.breakdown.fluency);
    expect(better.score).toBeGreaterThan(worse.score);
  });

  it('should be deterministic', () => {
    const input = { text: FIRM_TEXT, request: request(), original: HEDGED_TEXT };
    expect(scoreQuality(input)).toEqual(scoreQuality(input));
  });
});
