import { Global, Module, type OnModuleInit, Inject } from '@nestjs/common';
import { RuntimeSummary } from '../../common/runtime/runtime-summary.js';
import { AppConfig } from '../../config/app.config.js';
import { dataPath } from '../../config/data-path.js';
import { configProvider } from '../../config/define-config.js';
import { MailConfig } from './mail.config.js';
import { MailService } from './mail.service.js';
import { MAIL_TRANSPORT } from './mail.tokens.js';
import { OutboxTransport, SmtpTransport, type MailTransport } from './mail-transport.js';

const transportProvider = {
  provide: MAIL_TRANSPORT,
  inject: [MailConfig, AppConfig],
  useFactory: (mail: MailConfig, app: AppConfig): MailTransport =>
    mail.smtpUrl ? new SmtpTransport(mail.smtpUrl) : new OutboxTransport(dataPath(app, 'mail')),
};

@Global()
@Module({
  providers: [configProvider(MailConfig), transportProvider, MailService],
  exports: [MailService, MailConfig, MAIL_TRANSPORT],
})
export class MailModule implements OnModuleInit {
  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly summary: RuntimeSummary,
  ) {}

  onModuleInit(): void {
    this.summary.set('mail', this.transport.description);
  }
}
