import { ApiProperty } from '@nestjs/swagger';

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
