import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const HEALTH_STATUSES = ['healthy', 'warning', 'critical'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export class HealthCheckDto {
  @ApiProperty({ example: 'database' }) service: string;
  @ApiProperty({ enum: HEALTH_STATUSES }) status: HealthStatus;
  @ApiProperty({ example: 'PostgreSQL answered' }) message: string;
  @ApiProperty({ example: 0.004, description: 'Seconds the check took' }) response_time: number;
}

export class QueueDepthDto {
  @ApiProperty({ enum: ['redis', 'in-process'] }) mode: 'redis' | 'in-process';
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
}

export class SystemHealthDto {
  @ApiProperty({ enum: HEALTH_STATUSES, description: 'The worst of the checks' })
  status: HealthStatus;
  @ApiProperty({ type: [HealthCheckDto] }) health_checks: HealthCheckDto[];
  @ApiProperty({ type: QueueDepthDto }) queues: QueueDepthDto;
  @ApiProperty({ format: 'date-time' }) checked_at: string;
  @ApiPropertyOptional({ example: '/api/docs' }) api_docs: string;
}
