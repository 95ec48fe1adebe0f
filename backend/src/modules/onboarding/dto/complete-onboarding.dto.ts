import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { NormalizeText } from '../../../common/validation/transforms.js';
import { HasVisibleText, NoHiddenCharacters } from '../../../common/validation/visible-text.js';
import { UserDto } from '../../users/dto/user.dto.js';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../users/entities/user.entity.js';

const NAMES_REQUIRED = 'First name and last name are required';
const NAMES_HIDDEN_CHARACTERS = 'Names must not contain invisible or direction-changing characters';
const CONSENT_REQUIRED = 'You must accept the required terms and privacy policy to continue';

export class CompleteOnboardingDto {
  @ApiProperty({ example: 'Ada' })
  @NormalizeText()
  @IsString({ message: NAMES_REQUIRED })
  @HasVisibleText(NAMES_REQUIRED)
  @MaxLength(100, { message: 'Names must be at most 100 characters long' })
  @NoHiddenCharacters(NAMES_HIDDEN_CHARACTERS)
  first_name: string;

  @ApiProperty({ example: 'Lovelace' })
  @NormalizeText()
  @IsString({ message: NAMES_REQUIRED })
  @HasVisibleText(NAMES_REQUIRED)
  @MaxLength(100, { message: 'Names must be at most 100 characters long' })
  @NoHiddenCharacters(NAMES_HIDDEN_CHARACTERS)
  last_name: string;

  @ApiProperty({ description: 'Consent to processing under the GDPR (required)' })
  @Equals(true, { message: CONSENT_REQUIRED })
  gdpr_consent: boolean;

  @ApiProperty({ description: 'Consent to the data retention policy (required)' })
  @Equals(true, { message: CONSENT_REQUIRED })
  data_retention_consent: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'marketing_consent must be true or false' })
  marketing_consent?: boolean;

  @ApiPropertyOptional({
    description: 'Sent by clients that show the terms box; must be true when sent',
  })
  // Optional, but null is refused like false: when sent it must be true.
  @ValidateIf((body: CompleteOnboardingDto) => body.terms_accepted !== undefined)
  @Equals(true, { message: CONSENT_REQUIRED })
  terms_accepted?: boolean;

  @ApiPropertyOptional({
    description: 'Sent by clients that show the privacy box; must be true when sent',
  })
  @ValidateIf((body: CompleteOnboardingDto) => body.privacy_accepted !== undefined)
  @Equals(true, { message: CONSENT_REQUIRED })
  privacy_accepted?: boolean;
}

export class OnboardingResultDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty({
    enum: SUBSCRIPTION_TIERS,
    enumName: 'SubscriptionTier',
    nullable: true,
    description: 'Paid tier to set up on /payment next',
  })
  intended_tier: SubscriptionTier | null;
}
