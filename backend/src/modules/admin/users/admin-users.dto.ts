import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../users/entities/user.entity.js';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
} from '../../support/entities/support-ticket.entity.js';
import { AdminListQueryDto } from '../shared/list-query.dto.js';

export const USER_FILTERS = [
  'all',
  'free',
  'pro',
  'premium',
  'admin',
  'active',
  'inactive',
  'unverified',
] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const USER_SORTS = ['created_at', 'email', 'total_requests', 'subscription_tier'] as const;

export class AdminUserQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: USER_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(USER_FILTERS, { message: `filter_type must be one of ${USER_FILTERS.join(', ')}` })
  filter_type?: UserFilter;

  @ApiPropertyOptional({ enum: USER_SORTS, default: 'created_at' })
  @IsOptional()
  @IsIn(USER_SORTS, { message: `sort must be one of ${USER_SORTS.join(', ')}` })
  sort?: (typeof USER_SORTS)[number];
}

/** The spec's admin user row, with the names and plan a support person needs to recognise it. */
export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name: string | null;
  @ApiProperty() username: string;
  @ApiProperty({ enum: SUBSCRIPTION_TIERS }) subscription_tier: SubscriptionTier;
  @ApiProperty() is_active: boolean;
  @ApiProperty() is_premium: boolean;
  @ApiProperty() is_admin: boolean;
  @ApiProperty() is_verified: boolean;
  @ApiProperty() onboarding_completed: boolean;
  @ApiProperty() total_requests: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class AdminUserListDto {
  @ApiProperty({ type: [AdminUserDto] }) data: AdminUserDto[];
  @ApiProperty() total: number;
}

export class UserUsageDto {
  @ApiProperty({ description: 'Free trial uses left (of the total)' }) free_uses_remaining: number;
  @ApiProperty({ description: 'Pro uses this billing month' }) monthly_requests_used: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  usage_period_start: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  usage_period_end: string | null;
  @ApiProperty({
    description: 'Enhancements since the period start (or since the 1st of this month, UTC)',
  })
  enhancements_this_period: number;
}

export class UserSessionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) revoked_at: string | null;
  @ApiProperty({ type: String, nullable: true }) user_agent: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address: string | null;
  @ApiProperty({ description: 'Not revoked and not expired' }) active: boolean;
}

export class UserConsentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'gdpr' }) consent_type: string;
  @ApiProperty() granted: boolean;
  @ApiProperty() policy_version: string;
  @ApiProperty() source: string;
  @ApiProperty({ format: 'date-time' }) recorded_at: string;
}

export class UserTicketDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: TICKET_STATUSES }) status: TicketStatus;
  @ApiProperty({ enum: TICKET_PRIORITIES }) priority: TicketPriority;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class UserPaymentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) subscription_id: string;
  @ApiProperty({ example: 'premium' }) plan: string;
  @ApiProperty({ example: 25, description: 'Dollars' }) amount: number;
  @ApiProperty({ example: 0, description: 'Dollars refunded' }) amount_refunded: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ example: 'succeeded' }) status: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) paid_at: string | null;
}

export class AdminUserDetailDto extends AdminUserDto {
  @ApiProperty({ type: UserUsageDto }) usage: UserUsageDto;
  @ApiProperty({ description: 'History entries kept' }) history_count: number;
  @ApiProperty({ type: [UserSessionDto] }) sessions: UserSessionDto[];
  @ApiProperty({ type: [UserConsentDto] }) consents: UserConsentDto[];
  @ApiProperty({ type: [UserTicketDto] }) tickets: UserTicketDto[];
  @ApiProperty({ type: [UserPaymentDto] }) payments: UserPaymentDto[];
}

export class UpdateUserDto {
  @ApiPropertyOptional({ description: 'false signs the user out everywhere at once' })
  @IsOptional()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;

  @ApiPropertyOptional({ description: 'true moves the account to Premium, false to Free' })
  @IsOptional()
  @IsBoolean({ message: 'is_premium must be true or false' })
  is_premium?: boolean;

  @ApiPropertyOptional({ description: 'Staff access' })
  @IsOptional()
  @IsBoolean({ message: 'is_admin must be true or false' })
  is_admin?: boolean;
}
