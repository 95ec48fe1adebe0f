import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PAID_PLANS, type PaidPlan } from '../shared/billing-types.js';
import { PLAN_MESSAGE } from '../payments/payments.dto.js';

const URL_MESSAGE = 'Return URLs must be full http(s) addresses of this site';

export class CreateCheckoutSessionDto {
  @ApiProperty({ enum: PAID_PLANS, enumName: 'PaidPlan' })
  @IsIn(PAID_PLANS, { message: PLAN_MESSAGE })
  plan: PaidPlan;

  @ApiPropertyOptional({
    description: 'Same origin as PUBLIC_URL; {CHECKOUT_SESSION_ID} is replaced by the session id',
  })
  @IsOptional()
  @IsString({ message: URL_MESSAGE })
  @MaxLength(2000, { message: URL_MESSAGE })
  success_url?: string;

  @ApiPropertyOptional({ description: 'Same origin as PUBLIC_URL' })
  @IsOptional()
  @IsString({ message: URL_MESSAGE })
  @MaxLength(2000, { message: URL_MESSAGE })
  cancel_url?: string;
}

export class CheckoutSessionCreatedDto {
  @ApiProperty({ description: 'Where to send the browser' }) checkout_url: string;
  @ApiProperty({ example: 'cs_test_…' }) session_id: string;
}

export class ProcessUpgradeDto {
  @ApiProperty({ enum: PAID_PLANS, enumName: 'PaidPlan' })
  @IsIn(PAID_PLANS, { message: PLAN_MESSAGE })
  plan_type: PaidPlan;

  @ApiPropertyOptional({ description: "Else the user's newest checkout session for that plan" })
  @IsOptional()
  @IsString({ message: 'That is not a valid checkout session id.' })
  @MaxLength(255, { message: 'That is not a valid checkout session id.' })
  @Matches(/^cs_[A-Za-z0-9_]+$/, { message: 'That is not a valid checkout session id.' })
  session_id?: string;
}

export class UpgradeResultDto {
  @ApiProperty({ description: 'True only when the provider says the session is paid' }) ok: boolean;
  @ApiProperty({ enum: PAID_PLANS, enumName: 'PaidPlan' }) plan: PaidPlan;
  @ApiProperty() message: string;
}
