import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AiConfig } from '../../ai/ai.config.js';
import { modelDestinations } from '../../legal/legal-facts.js';
import { AuditService } from '../../audit/audit.service.js';
import type { PrivacyDto } from '../dto/privacy.dto.js';
import { User } from '../entities/user.entity.js';
import { PersonalDataRegistry } from '../personal-data/personal-data.registry.js';
import { AppSetting } from './app-setting.entity.js';

/** The console setting: whether accounts created from now on start in privacy mode. */
export const NEW_ACCOUNTS_KEEP_TEXTS = 'new_accounts_keep_texts';

/**
 * Privacy mode ("Don't keep my texts"): the account's switch, the default staff give new
 * accounts, and the count the console shows (never anyone's texts).
 */
@Injectable()
export class PrivacyService implements OnModuleInit {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(AppSetting) private readonly settings: Repository<AppSetting>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly registry: PersonalDataRegistry,
    private readonly ai: AiConfig,
  ) {}

  /** The data export says whether texts are kept, and which entries have none. */
  onModuleInit(): void {
    this.registry.register({
      section: 'privacy',
      tables: [],
      export: async (userId, manager) => {
        const [row] = (await manager.query(
          `SELECT u.keep_texts,
             (SELECT count(*)::int FROM enhancement_history h
               WHERE h.user_id = u.id AND h.input IS NULL) AS entries_without_text
           FROM users AS u WHERE u.id = $1`,
          [userId],
        )) as { keep_texts: boolean; entries_without_text: number }[];
        return {
          keep_texts: row.keep_texts,
          history_entries_without_text: row.entries_without_text,
          not_kept: row.keep_texts
            ? 'Texts are kept (history, chat conversations) until you delete them.'
            : "Don't keep my texts is on: texts and results are not stored, logged or queued; history entries keep only the date, settings, word counts and scores.",
        };
      },
      erase: () => Promise.resolve(0),
    });
  }

  async describe(userId: string): Promise<PrivacyDto> {
    const user = await this.users.findOneByOrFail({ id: userId });
    return { keep_texts: user.keepTexts, text_goes_to: modelDestinations(this.ai) };
  }

  /** Turns the account's switch; the audit event holds the value only. */
  async setKeepTexts(userId: string, keepTexts: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: userId }, { keepTexts });
      await this.audit.record(
        'account.privacy_mode',
        { target_type: 'user', target_id: userId, keep_texts: keepTexts },
        null,
        manager,
      );
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
      // Read through the transaction: the embedded database may have one connection only.
      const row = await manager
        .getRepository(AppSetting)
        .findOneBy({ key: NEW_ACCOUNTS_KEEP_TEXTS });
      const before = row?.value !== false;
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
