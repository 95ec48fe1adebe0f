import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_TIERS, type SubscriptionTier, type User } from '../entities/user.entity.js';

/** The spec's User, as every auth call answers it. */
export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ada' }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Lovelace' }) last_name: string | null;
  @ApiProperty({ example: 'ada' }) username: string;
  @ApiProperty() created_at: string;
  @ApiProperty({ enum: SUBSCRIPTION_TIERS, enumName: 'SubscriptionTier' })
  subscription_tier: SubscriptionTier;
  @ApiProperty({
    enum: SUBSCRIPTION_TIERS,
    enumName: 'SubscriptionTier',
    nullable: true,
    description: 'Paid tier chosen at sign-up, not yet paid',
  })
  intended_tier: SubscriptionTier | null;
  @ApiProperty({ example: 10 }) free_uses_remaining: number;
  @ApiProperty({ example: 0 }) monthly_requests_used: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of the current Pro usage period (the renewal date)',
  })
  usage_period_end: string | null;
  @ApiProperty() is_verified: boolean;
  @ApiProperty() onboarding_completed: boolean;
  @ApiProperty() is_premium: boolean;
  @ApiProperty() is_admin: boolean;
  @ApiProperty() is_active: boolean;
  @ApiProperty() terms_accepted: boolean;
  @ApiProperty() has_password: boolean;
  @ApiProperty({
    description:
      'False: "Don\'t keep my texts" (privacy mode): texts and results are never stored, logged or queued',
  })
  keep_texts: boolean;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    created_at: user.createdAt.toISOString(),
    subscription_tier: user.subscriptionTier,
    intended_tier: user.intendedTier,
    free_uses_remaining: user.freeUsesRemaining,
    monthly_requests_used: user.monthlyRequestsUsed,
    usage_period_end: user.usagePeriodEnd?.toISOString() ?? null,
    is_verified: user.isVerified,
    onboarding_completed: user.onboardingCompleted,
    is_premium: user.subscriptionTier === 'premium',
    is_admin: user.isAdmin,
    is_active: user.isActive,
    terms_accepted: user.termsAccepted,
    has_password: Boolean(user.passwordHash),
    keep_texts: user.keepTexts,
  };
}
