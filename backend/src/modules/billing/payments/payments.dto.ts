import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto.js';
import { PAID_PLANS, type PaidPlan } from '../shared/billing-types.js';

export const PLAN_MESSAGE = 'Please choose the pro or premium plan';

export class CreateSubscriptionDto {
  @ApiProperty({ enum: PAID_PLANS, enumName: 'PaidPlan' })
  @IsIn(PAID_PLANS, { message: PLAN_MESSAGE })
  plan_type: PaidPlan;
}

export class CreatedSubscriptionDto {
  @ApiProperty({ description: 'For Stripe Elements (or the test-mode payment form)' })
  client_secret: string;
  @ApiProperty({ example: 'pi_3Nx…' }) payment_intent_id: string;
  @ApiProperty({ format: 'uuid' }) subscription_id: string;
  @ApiProperty({ enum: ['test', 'stripe'], enumName: 'PaymentMode' }) payment_mode:
    'test' | 'stripe';
}

export class ConfirmPaymentDto {
  @ApiProperty({ example: 'pi_3Nx…' })
  @IsString({ message: 'payment_intent_id is required' })
  @IsNotEmpty({ message: 'payment_intent_id is required' })
  @MaxLength(255, { message: 'That is not a valid payment id.' })
  @Matches(/^pi_[A-Za-z0-9_]+$/, { message: 'That is not a valid payment id.' })
  payment_intent_id: string;
}

export class ConfirmedPaymentDto {
  @ApiProperty({ example: 'Pro subscription activated successfully!' }) message: string;
  @ApiProperty({ enum: PAID_PLANS, enumName: 'PaidPlan' }) plan: PaidPlan;
  @ApiProperty({ type: UserDto }) user: UserDto;
}
