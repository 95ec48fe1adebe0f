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

  get testMode(): boolean {
    return !this.stripeSecretKey;
  }
}
