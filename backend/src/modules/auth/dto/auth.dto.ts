import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { NormalizeEmail, NormalizeText } from '../../../common/validation/transforms.js';
import {
  NoHiddenCharacters,
  NoHiddenCharactersInEmail,
} from '../../../common/validation/visible-text.js';
import { UserDto } from '../../users/dto/user.dto.js';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../users/entities/user.entity.js';
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../password.js';

const EMAIL_MESSAGE = 'Please enter a valid email address';
const EMAIL_HIDDEN_CHARACTERS =
  'The email address contains invisible or direction-changing characters. Please type it again.';
export const SIGN_IN_CODE_INVALID = 'This sign-in link is invalid or has expired. Please sign in.';

export class EmailDto {
  @ApiProperty({ example: 'ada@example.com' })
  @NormalizeEmail()
  @IsNotEmpty({ message: 'Please enter your email address' })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @NoHiddenCharactersInEmail(EMAIL_HIDDEN_CHARACTERS)
  email: string;
}

export class RegisterDto extends EmailDto {
  @ApiProperty({
    example: 'Str0ngPassword',
    description: '8+ characters with upper case, lower case and a digit',
  })
  @IsString({ message: PASSWORD_RULE_MESSAGE })
  @MaxLength(200, { message: 'Password must be at most 200 characters long' })
  @Matches(PASSWORD_RULE, { message: PASSWORD_RULE_MESSAGE })
  password: string;

  @ApiPropertyOptional({
    example: 'ada',
    description: 'Defaults to the part of the e-mail before @',
  })
  @IsOptional()
  @NormalizeText()
  @IsString({ message: 'Username must be text' })
  @MaxLength(100, { message: 'Username must be at most 100 characters long' })
  @NoHiddenCharacters('Username must not contain invisible or direction-changing characters')
  username?: string;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_TIERS, enumName: 'SubscriptionTier', default: 'free' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_TIERS, { message: 'subscription_tier must be free, pro or premium' })
  subscription_tier?: SubscriptionTier;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() terms_accepted?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() privacy_acknowledged?: boolean;
}

export class LoginDto extends EmailDto {
  @ApiProperty()
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  @MaxLength(200, { message: 'Incorrect email or password.' })
  password: string;
}

export class SignInCodeDto {
  @ApiProperty({ description: 'The one-time code from /?code=… or /email-verified?code=…' })
  @IsString({ message: SIGN_IN_CODE_INVALID })
  @IsNotEmpty({ message: SIGN_IN_CODE_INVALID })
  @MaxLength(200, { message: SIGN_IN_CODE_INVALID })
  code: string;
}

export class IssuedSignInCodeDto {
  @ApiProperty({ description: 'Open /?code=…&source=extension with it; it works once' })
  code: string;
  @ApiProperty({ example: 120, description: 'Seconds before the code expires' })
  expires_in: number;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString({ message: 'No reset token found. Please use the link from your email.' })
  @IsNotEmpty({ message: 'No reset token found. Please use the link from your email.' })
  @MaxLength(200, {
    message: 'This reset link is invalid or has expired. Please request a new one.',
  })
  token: string;

  @ApiProperty()
  @IsString({ message: 'Password must be at least 8 characters long' })
  @MaxLength(200, { message: 'Password must be at most 200 characters long' })
  @Matches(PASSWORD_RULE, { message: PASSWORD_RULE_MESSAGE })
  // Checked first (decorators apply bottom-up): a short password hears the spec's message.
  @MinLength(8, { message: 'Password must be at least 8 characters long' })
  new_password: string;
}

export class MessageDto {
  @ApiProperty() message: string;
}

export class RegisterResponseDto extends MessageDto {
  @ApiProperty() email: string;
}

export class LoginResponseDto {
  @ApiProperty() access_token: string;
  @ApiProperty({ example: 'bearer' }) token_type: 'bearer';
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class ProvidersDto {
  @ApiProperty({ description: 'Whether "Continue with Google" works on this server' })
  google: boolean;
}
