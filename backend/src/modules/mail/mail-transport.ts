import { Logger } from '@nestjs/common';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './mail-message.js';

export interface MailTransport {
  readonly description: string;
  send(from: string, message: MailMessage): Promise<void>;
  /** Checks the server answers (SMTP); a local outbox has nothing to reach. */
  verify?(): Promise<void>;
  close(): void;
}

export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;
  readonly description: string;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
    this.description = `SMTP at ${new URL(url).host}`;
  }

  async send(from: string, message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from, ...message });
  }

  async verify(): Promise<void> {
    await this.transporter.verify();
  }

  close(): void {
    this.transporter.close();
  }
}

/** No SMTP server: each mail is printed to the log and kept as an .eml file a person can open. */
export class OutboxTransport implements MailTransport {
  private readonly logger = new Logger('Outbox');
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  readonly description: string;

  constructor(private readonly folder: string) {
    this.description = `outbox: mails are logged and saved as .eml in ${folder} (set SMTP_URL to send them)`;
  }

  async send(from: string, message: MailMessage): Promise<void> {
    const built = await this.builder.sendMail({ from, ...message });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = message.to.replace(/[^\w@.-]/g, '_');
    const file = join(this.folder, `${stamp}-${safeTo}.eml`);
    writeFileSync(file, built.message as Buffer);
    this.logger.log(
      `Mail to ${message.to}: "${message.subject}" saved to ${file}\n${message.text}`,
    );
  }

  close(): void {
    this.builder.close();
  }
}
