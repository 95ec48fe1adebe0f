import { ApiProperty } from '@nestjs/swagger';
import { UsageDto } from '../dto/enhance.dto.js';

export class PlanUsageDto {
  @ApiProperty({ enum: ['free', 'pro', 'premium'] }) plan: 'free' | 'pro' | 'premium';
  @ApiProperty({ description: 'Premium and staff: no quota (fair-use limit per minute only)' })
  unlimited: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Uses the plan gives (Free: in total, Pro: per billing month); null when unlimited',
  })
  limit: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Uses spent of `limit`' })
  used: number | null;
  @ApiProperty({ type: Number, nullable: true }) remaining: number | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When Pro’s count starts again (the renewal date); null otherwise',
  })
  reset_at: string | null;
  @ApiProperty({ type: UsageDto, description: 'The same counters every rewrite answer carries' })
  usage: UsageDto;
}
