import type { AnalyticsReport } from '../api/analytics';
import { FORMAT_LABELS, toneLabel } from '../model/enhance-options';
import { scoreChange } from '../model/result-summary';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const score = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** The figures of the tiles and the sentences charts are read as (pure: unit-tested). */
export function analyticsSummary(report: AnalyticsReport) {
  const { totals } = report;
  const busiest = report.per_day.reduce<{ date: string; enhancements: number } | null>(
    (best, day) => (day.enhancements > (best?.enhancements ?? 0) ? day : best),
    null,
  );
  const topTone = [...report.tone_mix].sort((a, b) => b.count - a.count)[0];
  const topFormat = [...report.format_mix].sort((a, b) => b.count - a.count)[0];
  const change =
    totals.average_improvement === null ? '–' : scoreChange(0, totals.average_improvement).text;
  return {
    enhancements: totals.enhancements.toLocaleString('en-US'),
    words: totals.words_processed.toLocaleString('en-US'),
    qualityBefore: score(totals.average_quality_before),
    qualityAfter: score(totals.average_quality_after),
    improvement: change,
    // Only texts whose score rose (by at least a shown 0.1) count as improved.
    improved: report.best_improved.filter(
      (item) => scoreChange(item.quality_before, item.quality_after).trend === 'up',
    ),
    perDay: busiest
      ? `${plural(totals.enhancements, 'enhancement')}; the busiest day was ${busiest.date} with ${busiest.enhancements}.`
      : 'No enhancements in this period.',
    tones: topTone
      ? `Most used tone: ${toneLabel(topTone.tone)} (${topTone.count}).`
      : 'No tones used yet.',
    formats: topFormat
      ? `Most used format: ${FORMAT_LABELS[topFormat.format]} (${topFormat.count}).`
      : 'No formats used yet.',
    quality: `Average quality ${score(totals.average_quality_before)} before and ${score(totals.average_quality_after)} after (${change}).`,
  };
}
