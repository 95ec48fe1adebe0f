import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const PLAN_IDS = ['free', 'pro', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export class PlanDto {
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId' }) id: PlanId;
  @ApiProperty({ example: 'Pro' }) name: string;
  @ApiProperty({ example: 9.99, description: 'Dollars per month' }) price_monthly: number;
  @ApiProperty({ example: 'usd' }) currency: 'usd';
  @ApiProperty({ example: '500 enhancements per month' }) quota_label: string;
  @ApiProperty({ type: Number, example: 500, nullable: true, description: 'null = unlimited' })
  quota: number | null;
  @ApiProperty({ enum: ['total', 'month'], enumName: 'QuotaPeriod', nullable: true }) quota_period:
    'total' | 'month' | null;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiPropertyOptional({ example: 'less than $1 per day' }) highlight?: string;
}

export class PlanCatalogueDto {
  @ApiProperty({ type: [PlanDto] }) plans: PlanDto[];
  @ApiProperty({
    enum: ['test', 'stripe'],
    enumName: 'PaymentMode',
    description: 'test = no card is charged',
  })
  payment_mode: 'test' | 'stripe';
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pk_test_…',
    description: 'Stripe mode: the key for Stripe Elements; null in test mode',
  })
  publishable_key: string | null;
}
