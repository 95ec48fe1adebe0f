import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { API_KEY_SCOPES } from '../../auth/api-keys/api-key.entity.js';
import { AdminListQueryDto } from '../shared/list-query.dto.js';

export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;

export class AdminApiKeyQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this user’s keys' })
  @IsOptional()
  @IsUUID('all', { message: 'user_id must be a user id' })
  user_id?: string;

  @ApiPropertyOptional({ enum: API_KEY_STATUSES })
  @IsOptional()
  @IsIn(API_KEY_STATUSES, { message: `status must be one of ${API_KEY_STATUSES.join(', ')}` })
  status?: (typeof API_KEY_STATUSES)[number];

  @ApiPropertyOptional({ enum: ['created_at'], default: 'created_at' })
  @IsOptional()
  @IsIn(['created_at'], { message: 'sort must be created_at' })
  sort?: 'created_at';
}

/** A key as staff see it: never its secret or hash. */
export class AdminApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes: string[];
  @ApiProperty({ enum: API_KEY_STATUSES }) status: (typeof API_KEY_STATUSES)[number];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, nullable: true }) expires_at: string | null;
  @ApiProperty({ type: String, nullable: true }) revoked_at: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['owner', 'staff'] })
  revoked_by: string | null;
  @ApiProperty({ type: String, nullable: true }) last_used_at: string | null;
  @ApiProperty({ type: String, nullable: true }) last_used_ip: string | null;
}

export class AdminApiKeyListDto {
  @ApiProperty({ type: [AdminApiKeyDto] }) data: AdminApiKeyDto[];
  @ApiProperty() total: number;
}
