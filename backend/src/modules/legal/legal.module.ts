import { Module } from '@nestjs/common';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from '../ai/ai.config.js';
import { BillingConfig } from '../billing/billing.config.js';
import { EnhanceConfig } from '../enhance/enhance.config.js';
import { MailConfig } from '../mail/mail.config.js';
import { CompanyController } from './company.controller.js';
import { LegalController } from './legal.controller.js';
import { LegalService } from './legal.service.js';

@Module({
  controllers: [LegalController, CompanyController],
  // The documents name what this installation is configured with (processors, quotas, periods).
  providers: [
    LegalService,
    configProvider(BillingConfig),
    configProvider(MailConfig),
    configProvider(AiConfig),
    configProvider(EnhanceConfig),
  ],
})
export class LegalModule {}
