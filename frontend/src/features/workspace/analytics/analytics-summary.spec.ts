import type { AnalyticsReport } from '../api/analytics';
import { analyticsSummary } from './analytics-summary';

const report = (overrides: Partial<AnalyticsReport> = {}): AnalyticsReport => ({
  range: '7d',
  from: '2026-11-16',
  to: '2026-11-22',
  totals: {
    enhancements: 5,
    words_processed: 1234,
    average_quality_before: 5.04,
    average_quality_after: 7.96,
    average_improvement: 2.92,
  },
  per_day: [
    { date: '2026-11-21', enhancements: 2, words: 300 },
    { date: '2026-11-22', enhancements: 3, words: 934 },
  ],
  tone_mix: [
    { tone: 'confident', count: 1 },
    { tone: 'balanced', count: 4 },
  ],
  format_mix: [{ format: 'markdown', count: 5 }],
  best_improved: [],
  ...overrides,
});

describe('analyticsSummary', () => {
  it('should describe the busiest day, the favourite tone by its label and the quality change', () => {
    const summary = analyticsSummary(report());

    expect(summary.words).toBe('1,234');
    expect(summary.perDay).toBe('5 enhancements; the busiest day was 2026-11-22 with 3.');
    expect(summary.tones).toBe('Most used tone: Analytical & Logical (4).');
    expect(summary.formats).toBe('Most used format: Markdown (5).');
    expect(summary.quality).toBe('Average quality 5.0 before and 8.0 after (+2.9).');
  });

  it('should say so when the period is empty instead of inventing figures', () => {
    const summary = analyticsSummary(
      report({
        totals: {
          enhancements: 0,
          words_processed: 0,
          average_quality_before: null,
          average_quality_after: null,
          average_improvement: null,
        },
        per_day: [{ date: '2026-11-22', enhancements: 0, words: 0 }],
        tone_mix: [],
        format_mix: [],
      }),
    );

    expect(summary.perDay).toBe('No enhancements in this period.');
    expect(summary.qualityAfter).toBe('–');
    expect(summary.improvement).toBe('–');
  });

  it('should call no change "no change" and list as improved only texts whose score rose', () => {
    const entry = { history_id: 'h1', input_preview: 'We might ship…', improvement: 0.6 };
    const flat = analyticsSummary(
      report({
        totals: { ...report().totals, average_improvement: 0.02 },
        best_improved: [
          { ...entry, quality_before: 6.2, quality_after: 6.8 },
          { ...entry, history_id: 'h2', quality_before: 7, quality_after: 7.02, improvement: 0.02 },
        ],
      }),
    );
    expect(flat.improvement).toBe('no change');
    expect(flat.improved.map((item) => item.quality_after)).toEqual([6.8]);
  });
});
