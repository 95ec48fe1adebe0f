import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { ApiKey } from '../../auth/api-keys/api-key.entity.js';
import { ApiKeysService } from '../../auth/api-keys/api-keys.service.js';
import { iso, likePattern, paging } from '../shared/list-query.dto.js';
import type { StaffActor } from '../shared/staff-actor.decorator.js';
import type {
  AdminApiKeyDto,
  AdminApiKeyListDto,
  AdminApiKeyQueryDto,
} from './admin-api-keys.dto.js';

const STATUS = `CASE WHEN k.revoked_at IS NOT NULL THEN 'revoked'
  WHEN k.expires_at IS NOT NULL AND k.expires_at <= now() THEN 'expired' ELSE 'active' END`;
const SELECT = `SELECT k.id, k.user_id, u.email, k.name, k.prefix, k.scopes, ${STATUS} AS status,
  k.created_at, k.expires_at, k.revoked_at, k.revoked_by, k.last_used_at, k.last_used_ip
  FROM api_keys k JOIN users u ON u.id = k.user_id`;
const WHERE = `($1::uuid IS NULL OR k.user_id = $1)
  AND ($2::text IS NULL OR ${STATUS} = $2)
  AND ($3::text IS NULL OR k.name ILIKE $3 OR k.prefix ILIKE $3 OR u.email ILIKE $3)`;

type Row = Omit<AdminApiKeyDto, 'created_at' | 'expires_at' | 'revoked_at' | 'last_used_at'> & {
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
};

const toDto = (row: Row): AdminApiKeyDto => ({
  ...row,
  created_at: iso(row.created_at)!,
  expires_at: iso(row.expires_at),
  revoked_at: iso(row.revoked_at),
  last_used_at: iso(row.last_used_at),
});

/** Staff see every key by name, prefix, scopes and last use, and can revoke one (audited). */
@Injectable()
export class AdminApiKeysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: ApiKeysService,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminApiKeyQueryDto): Promise<AdminApiKeyListDto> {
    const { limit, offset, dir } = paging(query);
    const params = [query.user_id ?? null, query.status ?? null, likePattern(query.search)];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${WHERE} ORDER BY k.created_at ${dir}, k.id LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    );
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM api_keys k JOIN users u ON u.id = k.user_id WHERE ${WHERE}`,
      params,
    );
    return { data: rows.map(toDto), total: n };
  }

  async get(id: string): Promise<AdminApiKeyDto> {
    const [row]: Row[] = await this.dataSource.query(`${SELECT} WHERE k.id = $1`, [id]);
    if (!row) throw new NotFoundException({ detail: 'There is no such API key.' });
    return toDto(row);
  }

  async revoke(staff: StaffActor, id: string): Promise<AdminApiKeyDto> {
    await this.dataSource.transaction(async (manager) => {
      const key = await manager.getRepository(ApiKey).findOneBy({ id });
      if (!key) throw new NotFoundException({ detail: 'There is no such API key.' });
      if (key.revokedAt) return;
      await this.keys.revokeKey(key, 'staff', manager);
      await this.audit.recordChange(
        {
          action: 'admin.api_key.revoke',
          actorId: staff.id,
          ipAddress: staff.ipAddress,
          targetType: 'api_key',
          targetId: key.id,
          before: { revoked: false },
          after: { revoked: true },
          extra: { owner_id: key.userId, name: key.name, prefix: key.prefix },
        },
        manager,
      );
    });
    return this.get(id);
  }
}
