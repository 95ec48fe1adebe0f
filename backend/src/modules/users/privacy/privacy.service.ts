import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { User } from '../entities/user.entity.js';
import { AppSetting } from './app-setting.entity.js';

/** The console setting: whether accounts created from now on start in privacy mode. */
export const NEW_ACCOUNTS_KEEP_TEXTS = 'new_accounts_keep_texts';

/**
 * Privacy mode ("Don't keep my texts"): the account's switch, the default staff give new
 * accounts, and the count the console shows (never anyone's texts).
 */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(AppSetting) private readonly settings: Repository<AppSetting>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Turns the account's switch; the audit event holds the value only. */
  async setKeepTexts(userId: string, keepTexts: boolean): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: userId }, { keepTexts });
      await this.audit.record(
        'account.privacy_mode',
        { target_type: 'user', target_id: userId, keep_texts: keepTexts },
        null,
        manager,
      );
      return manager.getRepository(User).findOneByOrFail({ id: userId });
    });
  }

  /** What a new account starts with: texts kept unless staff turned privacy mode on by default. */
  async newAccountsKeepTexts(): Promise<boolean> {
    const row = await this.settings.findOneBy({ key: NEW_ACCOUNTS_KEEP_TEXTS });
    return row?.value !== false;
  }

  async setNewAccountsKeepTexts(
    staff: { id: string; ipAddress?: string | null },
    keepTexts: boolean,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.newAccountsKeepTexts();
      await manager
        .getRepository(AppSetting)
        .upsert({ key: NEW_ACCOUNTS_KEEP_TEXTS, value: keepTexts, updatedBy: staff.id }, ['key']);
      await this.audit.recordChange(
        {
          action: 'settings.update',
          actorId: staff.id,
          ipAddress: staff.ipAddress,
          targetType: 'setting',
          targetId: NEW_ACCOUNTS_KEEP_TEXTS,
          before: { value: before },
          after: { value: keepTexts },
        },
        manager,
      );
    });
  }

  /** Accounts with "Don't keep my texts" on. */
  privacyModeAccounts(): Promise<number> {
    return this.users.count({ where: { keepTexts: false } });
  }
}
