import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { iso, likePattern, paging } from '../shared/list-query.dto.js';
import type {
  AdminFeedbackDto,
  AdminFeedbackListDto,
  AdminFeedbackQueryDto,
} from './admin-feedback.dto.js';

const SELECT = `SELECT f.id, f.user_id, u.email, f.message, f.tab, f.created_at
  FROM beta_feedback f JOIN users u ON u.id = f.user_id`;
const WHERE = `($1::text IS NULL OR f.tab = $1)
  AND ($2::text IS NULL OR f.message ILIKE $2 OR u.email ILIKE $2)`;
const ORDER = { created_at: 'f.created_at', tab: 'f.tab', email: 'u.email' } as const;

interface Row extends Omit<AdminFeedbackDto, 'created_at'> {
  created_at: Date;
}

/** The beta studio's feedback, for staff to read. */
@Injectable()
export class AdminFeedbackService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AdminFeedbackQueryDto): Promise<AdminFeedbackListDto> {
    const { limit, offset, dir } = paging(query);
    const params = [query.tab ?? null, likePattern(query.search)];
    const order = ORDER[query.sort ?? 'created_at'];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${WHERE} ORDER BY ${order} ${dir}, f.id LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    );
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM beta_feedback f JOIN users u ON u.id = f.user_id WHERE ${WHERE}`,
      params,
    );
    return { data: rows.map(toFeedback), total: n };
  }

  async get(id: string): Promise<AdminFeedbackDto> {
    const [row]: Row[] = await this.dataSource.query(`${SELECT} WHERE f.id = $1`, [id]);
    if (!row) throw new NotFoundException({ detail: 'There is no such feedback.' });
    return toFeedback(row);
  }
}

const toFeedback = (row: Row): AdminFeedbackDto => ({ ...row, created_at: iso(row.created_at)! });
