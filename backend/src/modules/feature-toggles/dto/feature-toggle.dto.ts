import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms.js';
import { FEATURE_NAMES, FEATURES, type FeatureName } from '../feature-names.js';

export class FeatureToggleDto {
  @ApiProperty({ description: 'The feature name (stable, used in URLs)', example: 'beta_ai_chat' })
  id: string;
  @ApiProperty({ enum: FEATURE_NAMES }) feature_name: string;
  @ApiProperty() is_enabled: boolean;
  @ApiProperty({ example: FEATURES.beta_ai_chat }) description: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'E-mail of the staff member who last changed it; null for the default',
  })
  updated_by: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class FeatureToggleListDto {
  @ApiProperty({ type: [FeatureToggleDto] }) feature_toggles: FeatureToggleDto[];
  @ApiProperty({ description: 'How many toggles (for the data provider)' }) total: number;
}

export class UpdateFeatureToggleDto {
  @ApiProperty({ enum: FEATURE_NAMES })
  @IsIn(FEATURE_NAMES, { message: `feature_name must be one of ${FEATURE_NAMES.join(', ')}` })
  feature_name: FeatureName;

  @ApiProperty()
  @IsBoolean({ message: 'is_enabled must be true or false' })
  is_enabled: boolean;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'description must be text' })
  @MaxLength(300, { message: 'description must be at most 300 characters' })
  description?: string;
}

export class PublicFeaturesDto {
  @ApiProperty({
    description: 'Each feature name and whether it is on',
    type: 'object',
    additionalProperties: { type: 'boolean' },
    example: { registration: true, beta_ai_chat: false },
  })
  features: Record<string, boolean>;
}
