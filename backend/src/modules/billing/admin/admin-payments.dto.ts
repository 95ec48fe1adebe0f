import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { PagedQueryDto } from '../../../common/http/paged-query.dto.js';
import { Trim } from '../../../common/validation/transforms.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../shared/billing-types.js';
import { SubscriptionDto } from '../subscriptions/subscription.dto.js';

export const SORTABLE = [
  'created_at',
  'current_period_end',
  'amount',
  'status',
  'user_email',
] as const;

export class AdminSubscriptionQueryDto extends PagedQueryDto {
  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES, {
    message: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
  })
  status?: SubscriptionStatus;

  @ApiPropertyOptional({ enum: SORTABLE, enumName: 'AdminSubscriptionSort', default: 'created_at' })
  @IsOptional()
  @IsIn(SORTABLE, { message: `sort must be one of ${SORTABLE.join(', ')}` })
  sort?: (typeof SORTABLE)[number];

  @ApiPropertyOptional({ description: 'Part of the user e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  q?: string;
}

export class AdminSubscriptionDto extends SubscriptionDto {
  @ApiProperty({ type: String, nullable: true, description: 'null once the account is deleted' })
  user_email: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({
    description: 'Dollars left to refund of the latest paid payment; 0 when nothing was paid',
  })
  refundable_amount: number;
}

export class AdminSubscriptionListDto {
  @ApiProperty({ type: [AdminSubscriptionDto] }) data: AdminSubscriptionDto[];
  @ApiProperty() total: number;
}

export class RefundRequestDto {
  @ApiProperty({ description: 'Our subscription id (or the provider’s sub_… id)' })
  @IsString({ message: 'subscription_id is required' })
  @IsNotEmpty({ message: 'subscription_id is required' })
  @MaxLength(255, { message: 'That is not a valid subscription id.' })
  subscription_id: string;

  @ApiProperty({ example: 25, description: 'Dollars' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'amount must be a number of dollars with at most 2 decimals' },
  )
  @Min(0.01, { message: 'amount must be at least 0.01' })
  @Max(100000, { message: 'amount is too large' })
  amount: number;

  @ApiProperty({ example: '30-day money-back guarantee' })
  @Trim()
  @IsString({ message: 'Please give a reason for the refund' })
  @IsNotEmpty({ message: 'Please give a reason for the refund' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  reason: string;

  @ApiPropertyOptional({
    description: 'One per refund dialog: the same key sent again (a double click) refunds once',
    example: '0b6f1c9e-3c1a-4a52-9a0e-2f4d3b1a7c11',
  })
  @IsOptional()
  @Matches(/^[\w-]{8,64}$/, { message: 'idempotency_key must be 8 to 64 letters, digits, - or _' })
  idempotency_key?: string;
}

export class RefundDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 25, description: 'Dollars' }) amount: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ example: 'succeeded' }) status: string;
  @ApiProperty() reason: string;
}

export class RefundResultDto {
  @ApiProperty({ type: RefundDto }) refund: RefundDto;
  @ApiProperty({ description: 'The subscription was ended and the user moved to Free' })
  downgraded: boolean;
  @ApiProperty({ description: 'Premium, within the guarantee days of the first payment' })
  money_back_guarantee: boolean;
}
