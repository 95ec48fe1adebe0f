import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server in the test process: the app sends to it over TCP like to any other. */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private server?: SMTPServer;
  url = '';

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            this.mails.push({
              to: to?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as { port: number };
    this.url = `smtp://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Waits for the next mail to `to` whose subject matches, and removes it from the inbox. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 60_000): Promise<ReceivedMail> {
    const started = Date.now();
    for (;;) {
      const index = this.mails.findIndex((mail) => mail.to === to && subject.test(mail.subject));
      if (index >= 0) return this.mails.splice(index, 1)[0];
      if (Date.now() - started > timeoutMs) {
        throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The first link in the mail's text that contains `path`. */
  static link(mail: ReceivedMail, path: string): string {
    const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
    if (!found) throw new Error(`No ${path} link in mail "${mail.subject}"`);
    return found;
  }
}
