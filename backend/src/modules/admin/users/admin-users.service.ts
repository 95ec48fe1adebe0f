import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { SessionsService } from '../../auth/sessions/sessions.service.js';
import { toDollars } from '../../billing/shared/money.js';
import { User } from '../../users/entities/user.entity.js';
import { iso, likePattern, paging } from '../shared/list-query.dto.js';
import type { StaffActor } from '../shared/staff-actor.decorator.js';
import type {
  AdminUserDetailDto,
  AdminUserDto,
  AdminUserListDto,
  AdminUserQueryDto,
  UpdateUserDto,
} from './admin-users.dto.js';
import { FILTERS, ORDER_BY, SEARCH, USER_COLUMNS } from './admin-users.sql.js';

interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  username: string;
  subscription_tier: AdminUserDto['subscription_tier'];
  is_active: boolean;
  is_admin: boolean;
  is_verified: boolean;
  onboarding_completed: boolean;
  total_requests: number;
  created_at: Date;
}

type Changeable = Pick<AdminUserDto, 'is_active' | 'is_premium' | 'is_admin'>;

/** The Users tab: find people, look at one, switch access and plan. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminUserQueryDto): Promise<AdminUserListDto> {
    const { limit, offset, dir } = paging(query);
    const where = `${FILTERS[query.filter_type ?? 'all']} AND ${SEARCH}`;
    const search = likePattern(query.search);
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users u WHERE ${where}
        ORDER BY ${ORDER_BY[query.sort ?? 'created_at']} ${dir}, u.id LIMIT $2 OFFSET $3`,
      [search, limit, offset],
    );
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM users u WHERE ${where}`,
      [search],
    );
    return { data: rows.map(toRow), total: n };
  }

  async detail(id: string): Promise<AdminUserDetailDto> {
    const [row]: UserRow[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException({ detail: 'There is no such user.' });
    const q = <T>(sql: string): Promise<T[]> => this.dataSource.query(sql, [id]);
    const [usage] = await q<Record<string, unknown>>(
      `SELECT u.free_uses_remaining, u.monthly_requests_used, u.usage_period_start, u.usage_period_end,
              (SELECT coalesce(sum(d.enhancements), 0)::int FROM enhancement_daily_usage d
                WHERE d.user_id = u.id
                  AND d.day >= coalesce(u.usage_period_start, date_trunc('month', now()))::date)
                AS enhancements_this_period,
              (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history_count
         FROM users u WHERE u.id = $1`,
    );
    const sessions = await q<Record<string, Date | string | null>>(
      `SELECT id, created_at, expires_at, revoked_at, user_agent, ip_address FROM sessions
        WHERE user_id = $1 ORDER BY created_at DESC LIMIT 20`,
    );
    const consents = await q<Record<string, Date | string | boolean>>(
      `SELECT id, consent_type, granted, policy_version, source, recorded_at FROM consent_records
        WHERE user_id = $1 ORDER BY recorded_at DESC`,
    );
    const tickets = await q<Record<string, Date | string>>(
      `SELECT id, subject, status, priority, created_at FROM support_tickets
        WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50`,
    );
    const payments = await q<Record<string, Date | string | number | null>>(
      `SELECT id, subscription_id, plan, amount_cents, amount_refunded_cents, currency, status, paid_at
         FROM payments WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50`,
    );
    const now = Date.now();
    return {
      ...toRow(row),
      usage: {
        free_uses_remaining: Number(usage.free_uses_remaining),
        monthly_requests_used: Number(usage.monthly_requests_used),
        usage_period_start: iso(usage.usage_period_start as Date | null),
        usage_period_end: iso(usage.usage_period_end as Date | null),
        enhancements_this_period: Number(usage.enhancements_this_period),
      },
      history_count: Number(usage.history_count),
      sessions: sessions.map((s) => ({
        id: String(s.id),
        created_at: iso(s.created_at)!,
        expires_at: iso(s.expires_at)!,
        revoked_at: iso(s.revoked_at),
        user_agent: (s.user_agent as string | null) ?? null,
        ip_address: (s.ip_address as string | null) ?? null,
        active: !s.revoked_at && new Date(s.expires_at as Date).getTime() > now,
      })),
      consents: consents.map((c) => ({
        id: String(c.id),
        consent_type: String(c.consent_type),
        granted: Boolean(c.granted),
        policy_version: String(c.policy_version),
        source: String(c.source),
        recorded_at: iso(c.recorded_at as Date)!,
      })),
      tickets: tickets.map((t) => ({
        id: String(t.id),
        subject: String(t.subject),
        status: t.status as AdminUserDetailDto['tickets'][number]['status'],
        priority: t.priority as AdminUserDetailDto['tickets'][number]['priority'],
        created_at: iso(t.created_at)!,
      })),
      payments: payments.map((p) => ({
        id: String(p.id),
        subscription_id: String(p.subscription_id),
        plan: String(p.plan),
        amount: toDollars(Number(p.amount_cents)),
        amount_refunded: toDollars(Number(p.amount_refunded_cents)),
        currency: String(p.currency),
        status: String(p.status),
        paid_at: iso(p.paid_at as Date | null),
      })),
    };
  }

  /** One transaction: the change, the sessions it ends, and its audit row. */
  async update(staff: StaffActor, id: string, dto: UpdateUserDto): Promise<AdminUserDetailDto> {
    if (dto.is_active === undefined && dto.is_premium === undefined && dto.is_admin === undefined) {
      throw new BadRequestException({
        detail: 'Nothing to change: send is_active, is_premium or is_admin.',
      });
    }
    if (id === staff.id && (dto.is_active === false || dto.is_admin === false)) {
      throw new ForbiddenException({
        detail: 'You cannot deactivate your own account or remove your own staff access.',
      });
    }
    await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw new NotFoundException({ detail: 'There is no such user.' });
      const before = changeable(user);
      if (dto.is_active !== undefined) user.isActive = dto.is_active;
      if (dto.is_admin !== undefined) user.isAdmin = dto.is_admin;
      if (dto.is_premium !== undefined && dto.is_premium !== before.is_premium) {
        user.subscriptionTier = dto.is_premium ? 'premium' : 'free';
      }
      await users.save(user);
      const sessionsRevoked =
        before.is_active && !user.isActive ? await this.sessions.revokeAll(user.id, manager) : 0;
      await this.audit.recordChange(
        {
          action: 'admin.user.update',
          actorId: staff.id,
          ipAddress: staff.ipAddress,
          targetType: 'user',
          targetId: user.id,
          before,
          after: changeable(user),
          extra: sessionsRevoked ? { sessions_revoked: sessionsRevoked } : undefined,
        },
        manager,
      );
    });
    return this.detail(id);
  }
}

function changeable(user: User): Changeable {
  return {
    is_active: user.isActive,
    is_premium: user.subscriptionTier === 'premium',
    is_admin: user.isAdmin,
  };
}

function toRow(row: UserRow): AdminUserDto {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    subscription_tier: row.subscription_tier,
    is_active: row.is_active,
    is_premium: row.subscription_tier === 'premium',
    is_admin: row.is_admin,
    is_verified: row.is_verified,
    onboarding_completed: row.onboarding_completed,
    total_requests: Number(row.total_requests),
    created_at: iso(row.created_at)!,
  };
}
