import { Module, type OnModuleInit } from '@nestjs/common';
import { RuntimeSummary } from '../../common/runtime/runtime-summary.js';
import { configProvider } from '../../config/define-config.js';
import { BillingConfig } from './billing.config.js';
import { PlansController } from './plans/plans.controller.js';
import { PlansService } from './plans/plans.service.js';

@Module({
  controllers: [PlansController],
  providers: [configProvider(BillingConfig), PlansService],
  exports: [PlansService, BillingConfig],
})
export class BillingModule implements OnModuleInit {
  constructor(
    private readonly config: BillingConfig,
    private readonly summary: RuntimeSummary,
  ) {}

  onModuleInit(): void {
    this.summary.set(
      'payments',
      this.config.testMode
        ? 'test mode: no card is charged (set STRIPE_SECRET_KEY for Stripe)'
        : `Stripe (${this.config.stripeSecretKey!.startsWith('sk_live_') ? 'live' : 'test'} keys)`,
    );
  }
}
