import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EmotionTone, OutputFormat } from '../../ai/ai.types.js';
import { HISTORY_PREVIEW_CHARS, preview, previewSource } from '../shared/preview.js';
import { RANGES, type AnalyticsDto, type AnalyticsRange } from './analytics.dto.js';

const BEST_IMPROVED = 5;
const DAY_MS = 86_400_000;

// $1 user id, $2 first day, $3 last day (UTC dates).
const TOTALS = `
SELECT coalesce(sum(enhancements), 0)::int AS enhancements, coalesce(sum(words), 0)::int AS words,
  sum(quality_before_sum) / nullif(sum(enhancements), 0) AS before,
  sum(quality_after_sum) / nullif(sum(enhancements), 0) AS after
FROM enhancement_daily_usage WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date`;

const PER_DAY = `
SELECT to_char(g.day, 'YYYY-MM-DD') AS date,
  coalesce(sum(d.enhancements), 0)::int AS enhancements, coalesce(sum(d.words), 0)::int AS words
FROM generate_series($2::date, $3::date, interval '1 day') AS g(day)
LEFT JOIN enhancement_daily_usage AS d ON d.user_id = $1 AND d.day = g.day::date
GROUP BY g.day ORDER BY g.day`;

const mix = (column: string, name: string) => `
SELECT ${column} AS ${name}, sum(enhancements)::int AS count
FROM enhancement_daily_usage WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
GROUP BY ${column} ORDER BY count DESC, ${column}`;

const BEST = `
SELECT id, ${previewSource('input')} AS input, input_quality_score AS before, quality_score AS after
FROM enhancement_history
WHERE user_id = $1 AND input IS NOT NULL AND created_at >= ($2::date::timestamp AT TIME ZONE 'UTC') AND quality_score > input_quality_score
ORDER BY quality_score - input_quality_score DESC, created_at DESC LIMIT ${BEST_IMPROVED}`;

const round = (value: number | null, places = 2) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Premium analytics, aggregated in SQL: totals, days and mixes from the daily usage counted at
 * every charge (so they cover every enhancement), the best improvements from the kept history
 * (entries whose text was not kept have nothing to preview).
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly dataSource: DataSource) {}

  async report(userId: string, range: AnalyticsRange = '30d'): Promise<AnalyticsDto> {
    const now = new Date();
    const to = utcDay(now);
    const from = utcDay(new Date(now.getTime() - (RANGES[range] - 1) * DAY_MS));
    const params = [userId, from, to];
    const [[totals], perDay, tones, formats, best] = (await Promise.all([
      this.dataSource.query(TOTALS, params),
      this.dataSource.query(PER_DAY, params),
      this.dataSource.query(mix('emotion_tone', 'tone'), params),
      this.dataSource.query(mix('output_format', 'format'), params),
      this.dataSource.query(BEST, [userId, from]),
    ])) as [
      { enhancements: number; words: number; before: number | null; after: number | null }[],
      { date: string; enhancements: number; words: number }[],
      { tone: EmotionTone; count: number }[],
      { format: OutputFormat; count: number }[],
      { id: string; input: string; before: number; after: number }[],
    ];
    const before = totals.before === null ? null : Number(totals.before);
    const after = totals.after === null ? null : Number(totals.after);
    return {
      range,
      from,
      to,
      totals: {
        enhancements: totals.enhancements,
        words_processed: totals.words,
        average_quality_before: round(before),
        average_quality_after: round(after),
        average_improvement: before === null || after === null ? null : round(after - before),
      },
      per_day: perDay,
      tone_mix: tones,
      format_mix: formats,
      best_improved: best.map((row) => ({
        history_id: row.id,
        input_preview: preview(row.input, HISTORY_PREVIEW_CHARS),
        quality_before: round(row.before, 1)!,
        quality_after: round(row.after, 1)!,
        improvement: round(row.after - row.before, 1)!,
      })),
    };
  }
}
