import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminAnalyticsDto, UsageShareDto } from './admin-analytics.dto.js';

const DAYS = 30;
const grouped = (column: string) => `
SELECT ${column} AS name, sum(d.enhancements)::int AS enhancements,
  sum(d.quality_before_sum) / nullif(sum(d.enhancements), 0) AS quality_before,
  sum(d.quality_after_sum) / nullif(sum(d.enhancements), 0) AS quality_after
FROM enhancement_daily_usage d JOIN users u ON u.id = d.user_id
WHERE d.day > (now() AT TIME ZONE 'UTC')::date - ${DAYS}
GROUP BY 1 ORDER BY 2 DESC, 1`;

const round = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

/** The Analytics tab: usage of the last 30 days by tone, format and plan; quality before and after. */
@Injectable()
export class AdminAnalyticsService {
  constructor(private readonly dataSource: DataSource) {}

  async report(): Promise<AdminAnalyticsDto> {
    const [total, byTone, byFormat, byPlan] = await Promise.all(
      [`'all'`, 'd.emotion_tone', 'd.output_format', 'u.subscription_tier'].map(
        (column) => this.dataSource.query(grouped(column)) as Promise<UsageShareDto[]>,
      ),
    );
    const shares = (rows: UsageShareDto[]) =>
      rows.map((row) => ({
        name: row.name,
        enhancements: Number(row.enhancements),
        quality_before: round(row.quality_before),
        quality_after: round(row.quality_after),
      }));
    const all = shares(total)[0];
    return {
      days: DAYS,
      enhancements: all?.enhancements ?? 0,
      quality_before: all?.quality_before ?? null,
      quality_after: all?.quality_after ?? null,
      by_tone: shares(byTone),
      by_format: shares(byFormat),
      by_plan: shares(byPlan),
    };
  }
}
