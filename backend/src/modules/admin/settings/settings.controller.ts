import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CompanyConfig, missingCompanyDetails } from '../../../config/company.config.js';
import { BillingConfig } from '../../billing/billing.config.js';
import { EnhanceConfig } from '../../enhance/enhance.config.js';
import { PrivacyService } from '../../users/privacy/privacy.service.js';
import { Staff, type StaffActor } from '../shared/staff-actor.decorator.js';
import { PrivacySettingsDto, SettingsDto, UpdatePrivacySettingsDto } from './settings.dto.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/settings')
export class SettingsController {
  constructor(
    private readonly billing: BillingConfig,
    private readonly enhance: EnhanceConfig,
    private readonly company: CompanyConfig,
    private readonly privacy: PrivacyService,
  ) {}

  @Get('privacy')
  @ApiOperation({
    summary: 'Privacy mode: the default for new accounts and how many accounts have it on',
  })
  @ApiOkResponse({ type: PrivacySettingsDto })
  async privacySettings(): Promise<PrivacySettingsDto> {
    const [keep, count] = await Promise.all([
      this.privacy.newAccountsKeepTexts(),
      this.privacy.privacyModeAccounts(),
    ]);
    return { new_accounts_keep_texts: keep, privacy_mode_accounts: count };
  }

  @Put('privacy')
  @ApiOperation({
    summary: 'Make "Don\'t keep my texts" the default for new accounts, or not (audit-logged)',
  })
  @ApiOkResponse({ type: PrivacySettingsDto })
  async updatePrivacySettings(
    @Staff() staff: StaffActor,
    @Body() dto: UpdatePrivacySettingsDto,
  ): Promise<PrivacySettingsDto> {
    await this.privacy.setNewAccountsKeepTexts(staff, dto.new_accounts_keep_texts);
    return this.privacySettings();
  }

  @Get()
  @ApiOperation({ summary: 'Plan limits and prices in force, with the variable that sets each' })
  @ApiOkResponse({ type: SettingsDto })
  settings(): SettingsDto {
    const { billing, enhance } = this;
    const rows: [string, string, number | string, string][] = [
      [
        'free_enhancements',
        'Free trial enhancements (in total)',
        billing.freeEnhancements,
        'FREE_ENHANCEMENTS',
      ],
      [
        'pro_monthly_enhancements',
        'Pro enhancements per month',
        billing.proMonthlyEnhancements,
        'PRO_MONTHLY_ENHANCEMENTS',
      ],
      ['pro_price', 'Pro price (dollars per month)', billing.proPrice, 'PRO_PRICE'],
      ['premium_price', 'Premium price (dollars per month)', billing.premiumPrice, 'PREMIUM_PRICE'],
      [
        'money_back_guarantee_days',
        'Premium money-back guarantee (days)',
        billing.moneyBackGuaranteeDays,
        'MONEY_BACK_GUARANTEE_DAYS',
      ],
      [
        'user_limit_per_minute',
        'Enhancements per user per minute (fair use)',
        enhance.userLimitPerMinute,
        'ENHANCE_USER_LIMIT_PER_MINUTE',
      ],
      ['history_limit', 'History entries kept per user', enhance.historyLimit, 'HISTORY_LIMIT'],
      ['pro_reset_cron', 'Pro usage reset job (cron, UTC)', billing.proResetCron, 'PRO_RESET_CRON'],
    ];
    return {
      settings: rows.map(([key, label, value, variable]) => ({
        key,
        label,
        value: String(value),
        variable,
      })),
      payment_mode: billing.testMode ? 'test' : 'stripe',
      company_details_missing: missingCompanyDetails(this.company),
    };
  }
}
