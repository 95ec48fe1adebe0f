import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDateString,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { NormalizeText } from '../../../../common/validation/transforms.js';
import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '../api-key.entity.js';

export const API_KEY_NAME_MAX = 100;

export class CreateApiKeyDto {
  @ApiProperty({ maxLength: API_KEY_NAME_MAX, example: 'Catalogue script' })
  @NormalizeText()
  @MaxLength(API_KEY_NAME_MAX, {
    message: `The key name must be at most ${API_KEY_NAME_MAX} characters long`,
  })
  @IsNotEmpty({ message: 'Please give the key a name' })
  @IsString({ message: 'Please give the key a name' })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['rewrite'] })
  @IsIn(API_KEY_SCOPES, {
    each: true,
    message: `Scopes must be among: ${API_KEY_SCOPES.join(', ')}`,
  })
  @ArrayUnique({ message: 'Each scope may be given once' })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: 'Each scope may be given once' })
  @ArrayMinSize(1, { message: 'Please choose at least one scope' })
  @IsArray({ message: 'Please choose at least one scope' })
  scopes: ApiKeyScope[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the key stops working; never when absent',
  })
  @IsOptional()
  @IsDateString({}, { message: 'The expiry must be a date, e.g. 2026-12-31' })
  expires_at?: string | null;
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The public start of the key, e.g. rsn_live_Ab12Cd34' })
  prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes: ApiKeyScope[];
  @ApiProperty({ enum: ['active', 'revoked', 'expired'] })
  status: 'active' | 'revoked' | 'expired';
  @ApiProperty() created_at: string;
  @ApiProperty({ type: String, nullable: true }) expires_at: string | null;
  @ApiProperty({ type: String, nullable: true }) revoked_at: string | null;
  @ApiProperty({ type: String, nullable: true }) last_used_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The address of the last use' })
  last_used_ip: string | null;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ description: 'The whole key. Shown once: only its hash is kept.' })
  secret: string;
}

export class ApiKeyListDto {
  @ApiProperty({ type: [ApiKeyDto], description: 'Newest first, revoked ones included' })
  items: ApiKeyDto[];
  @ApiProperty({ description: 'Whether this plan may create keys (Pro, Premium, staff)' })
  can_create: boolean;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) available_scopes: ApiKeyScope[];
  @ApiProperty({ description: 'Live keys an account may hold at once' }) max_keys: number;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function statusOf(key: ApiKey, now = new Date()): ApiKeyDto['status'] {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt <= now) return 'expired';
  return 'active';
}

export const toApiKeyDto = (key: ApiKey): ApiKeyDto => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  status: statusOf(key),
  created_at: key.createdAt.toISOString(),
  expires_at: iso(key.expiresAt),
  revoked_at: iso(key.revokedAt),
  last_used_at: iso(key.lastUsedAt),
  last_used_ip: key.lastUsedIp,
});
