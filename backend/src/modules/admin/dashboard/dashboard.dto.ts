import { ApiProperty } from '@nestjs/swagger';

export class DashboardDayDto {
  @ApiProperty({ example: '2026-11-24', description: 'UTC day' }) day: string;
  @ApiProperty() sign_ups: number;
  @ApiProperty() enhancements: number;
  @ApiProperty({ description: 'Failed enhancements (our side)' }) failures: number;
  @ApiProperty({ example: 49.99, description: 'Dollars paid that day, less refunds' })
  revenue: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Percentage of enhancements that succeeded; null on a day without any',
  })
  success_rate: number | null;
}

/** The spec's admin overview, plus the last 30 days for the charts. */
export class DashboardDto {
  @ApiProperty() total_users: number;
  @ApiProperty() new_users_today: number;
  @ApiProperty() premium_users: number;
  @ApiProperty({ description: 'Enhancements ever made' }) total_requests: number;
  @ApiProperty() requests_today: number;
  @ApiProperty({ description: 'Dollars paid this calendar month (UTC), less refunds' })
  monthly_revenue: number;
  @ApiProperty() active_subscriptions: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Percentage of enhancements that succeeded in the last 30 days; null without any',
  })
  success_rate: number | null;
  @ApiProperty({ description: 'Failed enhancements today' }) recent_errors: number;
  @ApiProperty({ description: 'Tickets nobody has answered yet' }) open_tickets: number;
  @ApiProperty({ description: 'Tickets staff have answered that are not resolved' })
  in_progress_tickets: number;
  @ApiProperty() tickets_today: number;
  @ApiProperty({ type: [DashboardDayDto] }) days: DashboardDayDto[];
}
