import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { iso, likePattern, paging } from '../shared/list-query.dto.js';
import type { AuditEventDto, AuditLogListDto, AuditLogQueryDto } from './audit-log.dto.js';

const SELECT = `SELECT a.id, a.action, a.actor_id, u.email AS actor_email, a.ip_address, a.details,
  a.created_at FROM audit_events a LEFT JOIN users u ON u.id = a.actor_id`;
const WHERE = `($1::text[] IS NULL OR a.action = ANY($1)) AND ($2::text IS NULL OR a.details->>'target_id' = $2)
  AND ($3::text IS NULL OR a.action ILIKE $3 OR u.email ILIKE $3)`;

interface Row {
  id: string;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  ip_address: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** Who changed what, when, from where: every staff change and the compliance events. */
@Injectable()
export class AuditLogService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AuditLogQueryDto): Promise<AuditLogListDto> {
    const { limit, offset, dir } = paging(query);
    const actions = query.action
      ?.split(',')
      .map((action) => action.trim())
      .filter(Boolean);
    const params = [
      actions?.length ? actions : null,
      query.target_id ?? null,
      likePattern(query.search),
    ];
    const order = query.sort === 'action' ? 'a.action' : 'a.created_at';
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${WHERE} ORDER BY ${order} ${dir}, a.id LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    );
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_events a LEFT JOIN users u ON u.id = a.actor_id WHERE ${WHERE}`,
      params,
    );
    return { data: rows.map(toEvent), total: n };
  }

  async get(id: string): Promise<AuditEventDto> {
    const [row]: Row[] = await this.dataSource.query(`${SELECT} WHERE a.id = $1`, [id]);
    if (!row) throw new NotFoundException({ detail: 'There is no such audit event.' });
    return toEvent(row);
  }
}

function toEvent(row: Row): AuditEventDto {
  const details = row.details ?? {};
  const object = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  return {
    id: row.id,
    action: row.action,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    ip_address: row.ip_address,
    target_type: typeof details.target_type === 'string' ? details.target_type : null,
    target_id: typeof details.target_id === 'string' ? details.target_id : null,
    before: object(details.before),
    after: object(details.after),
    details,
    created_at: iso(row.created_at)!,
  };
}
