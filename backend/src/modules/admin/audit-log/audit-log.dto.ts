import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminListQueryDto } from '../shared/list-query.dto.js';

export class AuditLogQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({
    description:
      'One action or several, comma-separated (e.g. account.deleted,account.data_exported)',
  })
  @IsOptional()
  @IsString({ message: 'action must be text' })
  @MaxLength(500, { message: 'action must be at most 500 characters' })
  action?: string;

  @ApiPropertyOptional({ description: 'The changed record (a user id, ticket id, feature name…)' })
  @IsOptional()
  @IsString({ message: 'target_id must be text' })
  @MaxLength(100, { message: 'target_id must be at most 100 characters' })
  target_id?: string;

  @ApiPropertyOptional({ enum: ['created_at', 'action'], default: 'created_at' })
  @IsOptional()
  @IsIn(['created_at', 'action'], { message: 'sort must be created_at or action' })
  sort?: 'created_at' | 'action';
}

export class AuditEventDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'admin.user.update' }) action: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) actor_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The staff member, while the account exists',
  })
  actor_email: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'user' }) target_type: string | null;
  @ApiProperty({ type: String, nullable: true }) target_id: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Everything recorded' })
  details: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class AuditLogListDto {
  @ApiProperty({ type: [AuditEventDto] }) data: AuditEventDto[];
  @ApiProperty() total: number;
}
