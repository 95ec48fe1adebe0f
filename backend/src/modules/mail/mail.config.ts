import { IsEmail, IsOptional, Matches } from 'class-validator';
import { EnvString } from '../../config/define-config.js';

export class MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; unset writes every mail to the outbox instead. */
  @EnvString('SMTP_URL')
  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  smtpUrl?: string;

  @EnvString('MAIL_FROM')
  @Matches(/^.+<[^>]+@[^>]+>$|^[^<>]+@[^<>]+$/, {
    message: 'MAIL_FROM must be an address or "Name <address>"',
  })
  from = 'Resonate <no-reply@resonate.local>';

  /** Where Help Center tickets are announced (defaults to ADMIN_EMAIL). */
  @EnvString('SUPPORT_EMAIL') @IsOptional() @IsEmail() supportEmail?: string;
}
