import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { EnvNumber, EnvString } from './define-config.js';

/** Who runs this Resonate: named on the landing page, in the legal documents and in every mail. */
export class CompanyConfig {
  @EnvString('COMPANY_NAME') @IsString() @IsNotEmpty() @MaxLength(200) name = 'Resonate';

  /** One line, commas between its parts; unset: no address is shown anywhere. */
  @EnvString('COMPANY_ADDRESS') @IsOptional() @IsString() @MaxLength(500) postalAddress?: string;

  /** Where people may write; unset: the contact form is the way to reach the company. */
  @EnvString('COMPANY_EMAIL')
  @IsOptional()
  @IsEmail({}, { message: 'COMPANY_EMAIL must be an e-mail address' })
  email?: string;

  /** Who hosts the servers, named in the Privacy Policy; unset: a generic sentence. */
  @EnvString('HOSTING_PROVIDER') @IsOptional() @IsString() @MaxLength(300) hostingProvider?: string;

  /** How long request logs are kept (the Privacy Policy promises it: set log storage to match). */
  @EnvNumber('LOG_RETENTION_DAYS') @IsInt() @Min(1) logRetentionDays = 30;
}

/** The company as people read it: name, address, e-mail and the contact form, one per line. */
export function companyContactLines(company: CompanyConfig, publicUrl: string): string[] {
  return [
    company.name,
    ...(company.postalAddress ? [company.postalAddress] : []),
    ...(company.email ? [`E-mail: ${company.email}`] : []),
    `Contact form: ${publicUrl}/#contact`,
  ];
}
