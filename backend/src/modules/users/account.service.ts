import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';
import { toUserDto } from './dto/user.dto.js';
import { User } from './entities/user.entity.js';
import { PersonalDataRegistry } from './personal-data/personal-data.registry.js';

@Injectable()
export class AccountService implements OnModuleInit {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'account',
      tables: ['users'],
      export: async (userId, manager) => {
        const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
        const { has_password, ...account } = toUserDto(user);
        return { ...account, password_set: has_password, google_linked: Boolean(user.googleId) };
      },
      // The user row goes last, in deleteAccount, once every other module has erased its rows.
      erase: async () => 0,
    });
  }

  /**
   * Everything we hold about the person, one section per module. Each export is logged for the
   * Compliance tab: by the person themself, or by staff (with their id and address).
   */
  async exportData(
    userId: string,
    staff?: { id: string; ipAddress: string | null },
  ): Promise<Record<string, unknown>> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const data: Record<string, unknown> = { exported_at: new Date().toISOString() };
      for (const contributor of this.registry.all()) {
        data[contributor.section] = await contributor.export(userId, manager);
      }
      await manager.getRepository(AuditEvent).save({
        action: 'account.data_exported',
        actorId: staff?.id ?? null,
        ipAddress: staff?.ipAddress ?? null,
        details: { target_type: 'user', target_id: userId, requested_by: staff ? 'staff' : 'user' },
      });
      return data;
    });
  }

  /** Removes every personal row in one transaction and leaves an audit record without personal data. */
  async deleteAccount(userId: string): Promise<void> {
    for (const contributor of this.registry.all()) await contributor.beforeErase?.(userId);
    await this.dataSource.transaction(async (manager) => {
      const removed: Record<string, number> = {};
      for (const contributor of this.registry.all()) {
        removed[contributor.section] = await contributor.erase(userId, manager);
      }
      await manager.getRepository(User).delete({ id: userId });
      await this.audit.record('account.deleted', { rows_removed: removed }, null, manager);
    });
    this.logger.log('An account was deleted at its owner’s request');
  }
}
