import { IsInt, IsNumber, IsOptional, IsString, Matches, Min } from 'class-validator';
import { EnvNumber, EnvString } from '../../config/define-config.js';

export class BillingConfig {
  /** sk_… selects Stripe; unset runs the built-in test-mode provider (no card is charged). */
  @EnvString('STRIPE_SECRET_KEY')
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_/, {
    message: 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_',
  })
  stripeSecretKey?: string;

  @EnvString('STRIPE_PUBLISHABLE_KEY') @IsOptional() @IsString() stripePublishableKey?: string;

  @EnvString('STRIPE_WEBHOOK_SECRET') @IsOptional() @IsString() stripeWebhookSecret?: string;

  @EnvString('STRIPE_PRICE_PRO') @IsOptional() @IsString() stripePricePro?: string;

  @EnvString('STRIPE_PRICE_PREMIUM') @IsOptional() @IsString() stripePricePremium?: string;

  /** Where Stripe is reached (tests point it at a local server). */
  @EnvString('STRIPE_API_BASE') @IsOptional() @IsString() stripeApiBase?: string;

  /** Monthly Pro price in dollars, shown on every screen. */
  @EnvNumber('PRO_PRICE') @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) proPrice = 9.99;

  @EnvNumber('PREMIUM_PRICE') @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) premiumPrice = 25;

  @EnvNumber('FREE_ENHANCEMENTS') @IsInt() @Min(0) freeEnhancements = 10;

  @EnvNumber('PRO_MONTHLY_ENHANCEMENTS') @IsInt() @Min(1) proMonthlyEnhancements = 500;

  /** Days after the first Premium payment in which a refund ends the plan as a money-back guarantee. */
  @EnvNumber('MONEY_BACK_GUARANTEE_DAYS') @IsInt() @Min(0) moneyBackGuaranteeDays = 30;

  /** Hours a started payment may wait: then its subscription and checkout expire (Stripe: about a day). */
  @EnvNumber('PENDING_PAYMENT_EXPIRY_HOURS') @IsInt() @Min(1) pendingPaymentExpiryHours = 23;

  /** When the Pro reset job runs (cron, UTC): rolls ended Pro periods forward and resets usage. */
  @EnvString('PRO_RESET_CRON')
  @Matches(/^\S+( \S+){4,5}$/, { message: 'PRO_RESET_CRON must be a cron expression' })
  proResetCron = '*/15 * * * *';

  get testMode(): boolean {
    return !this.stripeSecretKey;
  }
}
