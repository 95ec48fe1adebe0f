import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENTITLED_STATUSES } from '../../billing/shared/billing-types.js';
import { toDollars } from '../../billing/shared/money.js';
import type { DashboardDayDto, DashboardDto } from './dashboard.dto.js';

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

const OVERVIEW = `SELECT
  (SELECT count(*)::int FROM users) AS total_users,
  (SELECT count(*)::int FROM users WHERE (created_at AT TIME ZONE 'UTC')::date = ${TODAY}) AS new_users_today,
  (SELECT count(*)::int FROM users WHERE subscription_tier = 'premium') AS premium_users,
  (SELECT coalesce(sum(total_requests), 0)::int FROM users) AS total_requests,
  (SELECT coalesce(sum(enhancements), 0)::int FROM enhancement_daily_usage WHERE day = ${TODAY}) AS requests_today,
  (SELECT coalesce(sum(amount_cents - amount_refunded_cents), 0)::int FROM payments
    WHERE paid_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS revenue_cents,
  (SELECT count(*)::int FROM subscriptions WHERE status = ANY($1)) AS active_subscriptions,
  (SELECT coalesce(sum(failures), 0)::int FROM enhancement_daily_failures WHERE day = ${TODAY}) AS recent_errors,
  (SELECT count(*)::int FROM support_tickets WHERE status = 'open') AS open_tickets,
  (SELECT count(*)::int FROM support_tickets WHERE status = 'in_progress') AS in_progress_tickets,
  (SELECT count(*)::int FROM support_tickets WHERE (created_at AT TIME ZONE 'UTC')::date = ${TODAY}) AS tickets_today`;

const DAYS = `WITH days AS (
  SELECT generate_series(${TODAY} - 29, ${TODAY}, interval '1 day')::date AS day)
SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
  (SELECT count(*)::int FROM users u WHERE (u.created_at AT TIME ZONE 'UTC')::date = d.day) AS sign_ups,
  (SELECT coalesce(sum(e.enhancements), 0)::int FROM enhancement_daily_usage e WHERE e.day = d.day) AS enhancements,
  (SELECT coalesce(sum(f.failures), 0)::int FROM enhancement_daily_failures f WHERE f.day = d.day) AS failures,
  (SELECT coalesce(sum(p.amount_cents - p.amount_refunded_cents), 0)::int FROM payments p
    WHERE (p.paid_at AT TIME ZONE 'UTC')::date = d.day) AS revenue_cents
FROM days d ORDER BY d.day`;

const rate = (succeeded: number, failed: number): number | null =>
  succeeded + failed === 0 ? null : Math.round((succeeded / (succeeded + failed)) * 1000) / 10;

/** The Dashboard: today's figures and the last 30 days, all counted from stored rows. */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(): Promise<DashboardDto> {
    const [row]: Record<string, number>[] = await this.dataSource.query(OVERVIEW, [
      [...ENTITLED_STATUSES],
    ]);
    const dayRows: (Record<string, number> & { day: string })[] = await this.dataSource.query(DAYS);
    const days: DashboardDayDto[] = dayRows.map((day) => ({
      day: day.day,
      sign_ups: day.sign_ups,
      enhancements: day.enhancements,
      failures: day.failures,
      revenue: toDollars(day.revenue_cents),
      success_rate: rate(day.enhancements, day.failures),
    }));
    const sum = (key: 'enhancements' | 'failures') =>
      days.reduce((total, day) => total + day[key], 0);
    return {
      total_users: row.total_users,
      new_users_today: row.new_users_today,
      premium_users: row.premium_users,
      total_requests: row.total_requests,
      requests_today: row.requests_today,
      monthly_revenue: toDollars(row.revenue_cents),
      active_subscriptions: row.active_subscriptions,
      success_rate: rate(sum('enhancements'), sum('failures')),
      recent_errors: row.recent_errors,
      open_tickets: row.open_tickets,
      in_progress_tickets: row.in_progress_tickets,
      tickets_today: row.tickets_today,
      days,
    };
  }
}
