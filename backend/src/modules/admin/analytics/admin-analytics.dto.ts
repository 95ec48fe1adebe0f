import { ApiProperty } from '@nestjs/swagger';

export class UsageShareDto {
  @ApiProperty({ example: 'empathetic', description: 'The tone, format or plan' }) name: string;
  @ApiProperty() enhancements: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Average quality of the texts sent in (0-10)',
  })
  quality_before: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Average quality of the results (0-10)',
  })
  quality_after: number | null;
}

export class AdminAnalyticsDto {
  @ApiProperty({ example: 30 }) days: number;
  @ApiProperty() enhancements: number;
  @ApiProperty({ type: Number, nullable: true }) quality_before: number | null;
  @ApiProperty({ type: Number, nullable: true }) quality_after: number | null;
  @ApiProperty({ type: [UsageShareDto] }) by_tone: UsageShareDto[];
  @ApiProperty({ type: [UsageShareDto] }) by_format: UsageShareDto[];
  @ApiProperty({ type: [UsageShareDto], description: "By the account's current plan" })
  by_plan: UsageShareDto[];
}
