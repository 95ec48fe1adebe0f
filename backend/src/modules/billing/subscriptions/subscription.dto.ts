import { ApiProperty } from '@nestjs/swagger';
import {
  PAID_PLANS,
  PROVIDERS,
  SUBSCRIPTION_STATUSES,
  type PaidPlan,
  type ProviderName,
  type SubscriptionStatus,
} from '../shared/billing-types.js';
import { toDollars } from '../shared/money.js';
import type { Subscription } from './subscription.entity.js';

export class SubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: PAID_PLANS, enumName: 'PaidPlan' }) plan: PaidPlan;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' })
  status: SubscriptionStatus;
  @ApiProperty({ example: 9.99, description: 'Dollars per month' }) amount: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) current_period_end:
    string | null;
  @ApiProperty() cancel_at_period_end: boolean;
  @ApiProperty({ enum: PROVIDERS, enumName: 'PaymentProvider' }) provider: ProviderName;
  @ApiProperty({ example: 'sub_1Nx…' }) provider_subscription_id: string;
}

export class CurrentSubscriptionDto {
  @ApiProperty({ type: SubscriptionDto, nullable: true }) subscription: SubscriptionDto | null;
}

export function toSubscriptionDto(subscription: Subscription): SubscriptionDto {
  return {
    id: subscription.id,
    plan: subscription.plan,
    status: subscription.status,
    amount: toDollars(subscription.amountCents),
    currency: subscription.currency,
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    provider: subscription.provider,
    provider_subscription_id: subscription.providerSubscriptionId,
  };
}
