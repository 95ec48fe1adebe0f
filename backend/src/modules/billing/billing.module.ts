import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RuntimeSummary } from '../../common/runtime/runtime-summary.js';
import { configProvider, ConfigError } from '../../config/define-config.js';
import { AdminPaymentsController } from './admin/admin-payments.controller.js';
import { AdminSubscriptionsService } from './admin/admin-subscriptions.service.js';
import { BillingPersonalData } from './billing-personal-data.js';
import { BillingConfig } from './billing.config.js';
import { CheckoutSession } from './checkout/checkout-session.entity.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { BillingEventsService } from './events/billing-events.service.js';
import { ProcessedBillingEvent } from './events/processed-event.entity.js';
import { BillingLedger } from './ledger/billing-ledger.js';
import { Payment } from './payments/payment.entity.js';
import { PaymentsController } from './payments/payments.controller.js';
import { PlansController } from './plans/plans.controller.js';
import { PlansService } from './plans/plans.service.js';
import { PortalService } from './portal/portal.service.js';
import { PaymentProvider } from './providers/provider.types.js';
import { StripeProvider } from './providers/stripe/stripe-provider.js';
import { TestModeObject } from './providers/test-mode/test-mode-object.entity.js';
import { TestModeProvider } from './providers/test-mode/test-mode-provider.js';
import { TestModeStore } from './providers/test-mode/test-mode-store.js';
import { Refund } from './refunds/refund.entity.js';
import { RefundsService } from './refunds/refunds.service.js';
import { ProResetJob } from './renewal/pro-reset.job.js';
import { PendingPaymentExpiryJob } from './subscriptions/pending-payment-expiry.job.js';
import { CustomersService } from './shared/customers.service.js';
import { Subscription } from './subscriptions/subscription.entity.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';
import { TestModeController } from './test-mode/test-mode.controller.js';
import { TestModeService } from './test-mode/test-mode.service.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/** Stripe with its keys; otherwise the built-in test mode. Everything else is shared. */
function paymentProvider(config: BillingConfig, testMode: TestModeProvider): PaymentProvider {
  if (config.testMode) return testMode;
  if (!config.stripePricePro || !config.stripePricePremium) {
    throw new ConfigError(
      'Invalid configuration: Stripe mode (STRIPE_SECRET_KEY set) needs STRIPE_PRICE_PRO and STRIPE_PRICE_PREMIUM, the price ids of the two plans',
    );
  }
  return new StripeProvider(config);
}

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Subscription,
      Payment,
      Refund,
      CheckoutSession,
      ProcessedBillingEvent,
      TestModeObject,
    ]),
  ],
  controllers: [
    PlansController,
    PaymentsController,
    WebhooksController,
    TestModeController,
    AdminPaymentsController,
  ],
  providers: [
    configProvider(BillingConfig),
    PlansService,
    TestModeStore,
    TestModeProvider,
    {
      provide: PaymentProvider,
      inject: [BillingConfig, TestModeProvider],
      useFactory: paymentProvider,
    },
    BillingLedger,
    BillingEventsService,
    CustomersService,
    SubscriptionsService,
    CheckoutService,
    PortalService,
    WebhooksService,
    TestModeService,
    RefundsService,
    AdminSubscriptionsService,
    ProResetJob,
    PendingPaymentExpiryJob,
    BillingPersonalData,
  ],
  exports: [PlansService, BillingConfig, PaymentProvider],
})
export class BillingModule implements OnModuleInit {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly config: BillingConfig,
    private readonly summary: RuntimeSummary,
  ) {}

  onModuleInit(): void {
    this.summary.set(
      'payments',
      this.config.testMode
        ? 'test mode: no card is charged (set STRIPE_SECRET_KEY for Stripe)'
        : `Stripe (${this.config.stripeSecretKey!.startsWith('sk_live_') ? 'live' : 'test'} keys${this.config.stripeApiBase ? `, API at ${this.config.stripeApiBase}` : ''})`,
    );
    if (!this.config.testMode && !this.config.stripeWebhookSecret) {
      this.logger.warn(
        'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused (renewals, portal changes and refunds made in Stripe will not reach the app)',
      );
    }
  }
}
