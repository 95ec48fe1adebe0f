import type { AiConfig } from '../ai/ai.config.js';
import type { BillingConfig } from '../billing/billing.config.js';
import type { MailConfig } from '../mail/mail.config.js';

const hostOf = (url: string | undefined, fallback: string) => {
  if (!url) return fallback;
  try {
    return new URL(url).hostname;
  } catch {
    return fallback;
  }
};

/**
 * Where a text to rewrite or analyse travels: each configured model provider (model at host);
 * empty when the built-in engine or the local model does the work on this server.
 */
export function modelDestinations(ai: AiConfig): string[] {
  return [
    ...(ai.apiKey ? [`${ai.model} at ${hostOf(ai.baseUrl, 'api.openai.com')}`] : []),
    ...(ai.multilingualApiKey && ai.multilingualModel
      ? [
          `${ai.multilingualModel} at ${hostOf(ai.multilingualBaseUrl, 'api.openai.com')} (output in zh, ja, ko, hi, th, vi, id, ms)`,
        ]
      : []),
  ];
}

/**
 * The processors this installation really uses, read from its configuration: a legal document
 * names the payment, mail and model providers that are configured, and says so when none is.
 */
export function processorLines(
  billing: BillingConfig,
  mail: MailConfig,
  ai: AiConfig,
  hostingProvider: string | undefined,
): string[] {
  const models = modelDestinations(ai);
  return [
    `**Hosting**: ${hostingProvider ?? 'the servers this service runs on, operated by us or by a hosting provider under a data processing agreement'}.`,
    billing.testMode
      ? '**Payments**: none. This installation runs in test mode: no card is taken and no payment provider receives your data.'
      : '**Payments**: Stripe, Inc. (stripe.com) takes your card and processes payments; we receive the subscription status, amounts and dates, never your card number.',
    mail.smtpUrl
      ? `**E-mail**: the mail server at ${hostOf(mail.smtpUrl, 'our e-mail provider')}, which delivers our e-mails (verification, password reset, support answers) to your address.`
      : '**E-mail**: none. Our e-mails are kept on our own server and no mail provider receives your address.',
    models.length > 0
      ? `**AI model provider**: ${models.join('; ')}. It receives the text you ask us to rewrite or analyse, with your settings, and nothing else about you; this holds in privacy mode too ("Don't keep my texts"), where the provider is the only place your text travels. If it fails, our built-in engine answers on our own server.`
      : '**AI model provider**: none. Your texts are rewritten and analysed by our built-in engine (or the model on our own server) and are not sent to any AI provider: in privacy mode ("Don\'t keep my texts") they never leave the server process.',
  ];
}
