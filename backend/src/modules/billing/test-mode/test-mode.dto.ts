import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { PAID_PLANS, type PaidPlan } from '../shared/billing-types.js';

export class TestPayDto {
  @ApiProperty({ example: 'pi_test_…' })
  @IsString({ message: 'payment_intent_id is required' })
  @IsNotEmpty({ message: 'payment_intent_id is required' })
  @MaxLength(255, { message: 'That is not a valid payment id.' })
  @Matches(/^pi_[A-Za-z0-9_]+$/, { message: 'That is not a valid payment id.' })
  payment_intent_id: string;

  @ApiProperty({
    enum: ['succeeded', 'failed'],
    enumName: 'TestPaymentOutcome',
    description: 'Pay or Decline',
  })
  @IsIn(['succeeded', 'failed'], { message: "outcome must be 'succeeded' or 'failed'" })
  outcome: 'succeeded' | 'failed';
}

export class TestPayResultDto {
  @ApiProperty({ example: 'succeeded', description: "The payment's status, as Stripe would say" })
  status: string;
}

export class TestCheckoutDto {
  @ApiProperty() session_id: string;
  @ApiProperty({ enum: PAID_PLANS, enumName: 'PaidPlan' }) plan: PaidPlan;
  @ApiProperty({ example: 9.99, description: 'Dollars per month' }) amount: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: ['open', 'complete', 'expired'], enumName: 'CheckoutStatus' })
  status: string;
  @ApiProperty() success_url: string;
  @ApiProperty() cancel_url: string;
}

export class RedirectDto {
  @ApiProperty() redirect_url: string;
}
