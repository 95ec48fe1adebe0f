import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PaidPlan, ProviderName, SubscriptionStatus } from '../shared/billing-types.js';
import { toDollars } from '../shared/money.js';
import type {
  AdminSubscriptionDto,
  AdminSubscriptionListDto,
  AdminSubscriptionQueryDto,
} from './admin-payments.dto.js';

const ORDER_BY: Record<string, string> = {
  created_at: 's.created_at',
  current_period_end: 's.current_period_end',
  amount: 's.amount_cents',
  status: 's.status',
  user_email: 'u.email',
};

// What is left to refund of the latest paid payment: the same payment the refund route refunds.
const REFUNDABLE = `(SELECT p.amount_cents - p.amount_refunded_cents FROM payments p
    WHERE p.subscription_id = s.id AND p.status IN ('succeeded', 'partially_refunded')
    ORDER BY p.paid_at DESC NULLS LAST LIMIT 1) AS refundable_cents`;

interface Row {
  id: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  amount_cents: number;
  currency: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  provider: ProviderName;
  provider_subscription_id: string;
  user_email: string | null;
  created_at: Date;
  refundable_cents: number | null;
  total: string;
}

/** The Payments tab: every subscription with its owner's e-mail, a page at a time. */
@Injectable()
export class AdminSubscriptionsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AdminSubscriptionQueryDto): Promise<AdminSubscriptionListDto> {
    const perPage = query.per_page ?? 25;
    const page = query.page ?? 1;
    const orderBy = ORDER_BY[query.sort ?? 'created_at'];
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const search = query.q?.trim() ? `%${query.q.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
    const rows: Row[] = await this.dataSource.query(
      `SELECT s.id, s.plan, s.status, s.amount_cents, s.currency, s.current_period_end,
              s.cancel_at_period_end, s.provider, s.provider_subscription_id, s.created_at,
              u.email AS user_email, ${REFUNDABLE}, count(*) OVER () AS total
         FROM subscriptions s LEFT JOIN users u ON u.id = s.user_id
        WHERE ($1::text IS NULL OR s.status = $1) AND ($2::text IS NULL OR u.email ILIKE $2)
        ORDER BY ${orderBy} ${direction} NULLS LAST, s.id
        LIMIT $3 OFFSET $4`,
      [query.status ?? null, search, perPage, (page - 1) * perPage],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(query.status ?? null, search);
    return { data: rows.map(toAdminDto), total };
  }

  async get(id: string): Promise<AdminSubscriptionDto> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT s.id, s.plan, s.status, s.amount_cents, s.currency, s.current_period_end,
              s.cancel_at_period_end, s.provider, s.provider_subscription_id, s.created_at,
              u.email AS user_email, ${REFUNDABLE}, 1 AS total
         FROM subscriptions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
      [id],
    );
    if (!rows[0]) throw new NotFoundException({ detail: 'There is no such subscription.' });
    return toAdminDto(rows[0]);
  }

  private async count(status: string | null, search: string | null): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM subscriptions s LEFT JOIN users u ON u.id = s.user_id
        WHERE ($1::text IS NULL OR s.status = $1) AND ($2::text IS NULL OR u.email ILIKE $2)`,
      [status, search],
    );
    return rows[0]?.n ?? 0;
  }
}

function toAdminDto(row: Row): AdminSubscriptionDto {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    amount: toDollars(row.amount_cents),
    currency: row.currency,
    current_period_end: row.current_period_end
      ? new Date(row.current_period_end).toISOString()
      : null,
    cancel_at_period_end: row.cancel_at_period_end,
    provider: row.provider,
    provider_subscription_id: row.provider_subscription_id,
    user_email: row.user_email,
    created_at: new Date(row.created_at).toISOString(),
    refundable_amount: toDollars(Number(row.refundable_cents ?? 0)),
  };
}
