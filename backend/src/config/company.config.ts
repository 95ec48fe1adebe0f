import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { EnvNumber, EnvString } from './define-config.js';

/** Who runs this Resonate: named on the landing page, in the legal documents and in every mail. */
export class CompanyConfig {
  /** The legal name of who runs this installation; unset: the documents say it is not filled in. */
  @EnvString('COMPANY_NAME') @IsOptional() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;

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

/** The product's own name: what people see where the operator has not named itself. */
export const PRODUCT_NAME = 'Resonate';

export const companyName = (company: CompanyConfig) => company.name ?? PRODUCT_NAME;

/** The variables an operator must still set before its legal documents can name who it is. */
export function missingCompanyDetails(company: CompanyConfig): string[] {
  return [
    ...(company.name ? [] : ['COMPANY_NAME']),
    ...(company.postalAddress ? [] : ['COMPANY_ADDRESS']),
    ...(company.email ? [] : ['COMPANY_EMAIL']),
  ];
}

/** The company as people read it: name, address, e-mail and the contact form, one per line. */
export function companyContactLines(company: CompanyConfig, publicUrl: string): string[] {
  return [
    companyName(company),
    ...(company.postalAddress ? [company.postalAddress] : []),
    ...(company.email ? [`E-mail: ${company.email}`] : []),
    `Contact form: ${publicUrl}/#contact`,
  ];
}
