import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountService } from '../../users/account.service.js';
import { iso, likePattern, paging } from '../shared/list-query.dto.js';
import type { StaffActor } from '../shared/staff-actor.decorator.js';
import type {
  ConsentListDto,
  ConsentQueryDto,
  ConsentRowDto,
  UserDataExportDto,
} from './compliance.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SELECT = `SELECT c.id, c.user_id, u.email AS user_email, c.consent_type, c.granted,
  c.policy_version, c.source, c.recorded_at FROM consent_records c JOIN users u ON u.id = c.user_id`;
const WHERE = `($1::text IS NULL OR c.consent_type = $1) AND ($2::boolean IS NULL OR c.granted = $2)
  AND ($3::text IS NULL OR u.email ILIKE $3) AND ($4::uuid IS NULL OR c.user_id = $4)`;

type Row = Omit<ConsentRowDto, 'recorded_at'> & { recorded_at: Date };

/** The Compliance tab: consent records, and a user's data exported on request. */
@Injectable()
export class ComplianceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly account: AccountService,
  ) {}

  async consents(query: ConsentQueryDto): Promise<ConsentListDto> {
    const { limit, offset, dir } = paging(query);
    const userId = query.user_id && UUID.test(query.user_id) ? query.user_id : null;
    const params = [
      query.consent_type ?? null,
      query.granted ?? null,
      likePattern(query.search),
      userId,
    ];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${WHERE} ORDER BY c.recorded_at ${dir}, c.id LIMIT $5 OFFSET $6`,
      [...params, limit, offset],
    );
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM consent_records c JOIN users u ON u.id = c.user_id WHERE ${WHERE}`,
      params,
    );
    return { data: rows.map(toConsent), total: n };
  }

  async consent(id: string): Promise<ConsentRowDto> {
    const [row]: Row[] = await this.dataSource.query(`${SELECT} WHERE c.id = $1`, [id]);
    if (!row) throw new NotFoundException({ detail: 'There is no such consent record.' });
    return toConsent(row);
  }

  async exportUser(staff: StaffActor, userId: string): Promise<UserDataExportDto> {
    const [user]: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM users WHERE id = $1',
      [userId],
    );
    if (!user) throw new NotFoundException({ detail: 'There is no such user.' });
    return { data: await this.account.exportData(userId, staff) };
  }
}

const toConsent = (row: Row): ConsentRowDto => ({ ...row, recorded_at: iso(row.recorded_at)! });
