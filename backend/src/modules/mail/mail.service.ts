import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { JobHandler } from '../../queues/job-handler.decorator.js';
import { JobQueue } from '../../queues/job-queue.js';
import { AppConfig } from '../../config/app.config.js';
import { CompanyConfig, companyContactLines } from '../../config/company.config.js';
import { MailConfig } from './mail.config.js';
import { withCompanyFooter } from './templates/layout.js';
import type { MailMessage } from './mail-message.js';
import { MAIL_TRANSPORT } from './mail.tokens.js';
import type { MailTransport } from './mail-transport.js';

/** Mails go through the queue, so a slow or failing SMTP server never fails a request. */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly queue: JobQueue,
    private readonly config: MailConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly company: CompanyConfig,
    private readonly app: AppConfig,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const signed = withCompanyFooter(
      message,
      companyContactLines(this.company, this.app.publicUrl),
    );
    await this.queue.add('mail', 'send', signed, { attempts: 5, backoffMs: 2000 });
  }

  @JobHandler({ queue: 'mail', name: 'send', attempts: 5, backoffMs: 2000 })
  async deliver(message: MailMessage): Promise<void> {
    await this.transport.send(this.config.from, message);
    this.logger.debug(`Sent "${message.subject}" to ${message.to}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
