import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SettingDto {
  @ApiProperty({ example: 'premium_price' }) key: string;
  @ApiProperty({ example: 'Premium price (dollars per month)' }) label: string;
  @ApiProperty({ example: '25', description: 'The value in force, as text' }) value: string;
  @ApiProperty({ example: 'PREMIUM_PRICE', description: 'The environment variable that sets it' })
  variable: string;
}

export class SettingsDto {
  @ApiProperty({ type: [SettingDto], description: 'Read-only: change the variable and restart' })
  settings: SettingDto[];
  @ApiProperty({ enum: ['test', 'stripe'] }) payment_mode: 'test' | 'stripe';
  @ApiProperty({
    type: [String],
    example: ['COMPANY_ADDRESS'],
    description: 'Company details the legal documents still lack: the variables to set',
  })
  company_details_missing: string[];
}

export class PrivacySettingsDto {
  @ApiProperty({
    description:
      'false: every account created from now on starts with "Don\'t keep my texts" on (existing accounts keep their choice)',
  })
  new_accounts_keep_texts: boolean;
  @ApiProperty({ description: 'Accounts with "Don\'t keep my texts" on (never their texts)' })
  privacy_mode_accounts: number;
}

export class UpdatePrivacySettingsDto {
  @ApiProperty({ description: 'false: new accounts start in privacy mode' })
  @IsBoolean({ message: 'new_accounts_keep_texts must be true or false' })
  new_accounts_keep_texts: boolean;
}
