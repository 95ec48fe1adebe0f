import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  CONSENT_TYPES,
  type ConsentType,
} from '../../onboarding/entities/consent-record.entity.js';
import { AdminListQueryDto } from '../shared/list-query.dto.js';

export class ConsentQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: CONSENT_TYPES })
  @IsOptional()
  @IsIn(CONSENT_TYPES, { message: `consent_type must be one of ${CONSENT_TYPES.join(', ')}` })
  consent_type?: ConsentType;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'granted must be true or false' })
  granted?: boolean;

  @ApiPropertyOptional({ enum: ['recorded_at'], default: 'recorded_at' })
  @IsOptional()
  @IsIn(['recorded_at'], { message: 'sort must be recorded_at' })
  sort?: 'recorded_at';

  @ApiPropertyOptional({ description: 'A user id: that person’s consents only' })
  @IsOptional()
  user_id?: string;
}

export class ConsentRowDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty() user_email: string;
  @ApiProperty({ enum: CONSENT_TYPES }) consent_type: ConsentType;
  @ApiProperty() granted: boolean;
  @ApiProperty() policy_version: string;
  @ApiProperty({ example: 'onboarding' }) source: string;
  @ApiProperty({ format: 'date-time' }) recorded_at: string;
}

export class ConsentListDto {
  @ApiProperty({ type: [ConsentRowDto] }) data: ConsentRowDto[];
  @ApiProperty() total: number;
}

export class UserDataExportDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Everything held about the user, one section per part of the product',
  })
  data: Record<string, unknown>;
}
