import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { BillingConfig } from '../billing.config.js';
import { BillingEventsService } from '../events/billing-events.service.js';
import { PaymentProvider } from '../providers/provider.types.js';
import { StripeProvider } from '../providers/stripe/stripe-provider.js';

/** Stripe's webhooks: verified over the raw bytes, then applied once each. */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly provider: PaymentProvider,
    private readonly config: BillingConfig,
    private readonly events: BillingEventsService,
  ) {}

  async receive(rawBody: unknown, signature: string | undefined): Promise<{ received: true }> {
    if (!(this.provider instanceof StripeProvider)) {
      throw new BadRequestException({
        detail: 'Webhooks are only accepted in Stripe mode; test mode applies its events itself.',
      });
    }
    const secret = this.config.stripeWebhookSecret;
    if (!secret) {
      this.logger.error('A webhook arrived but STRIPE_WEBHOOK_SECRET is not set: refused');
      throw new BadRequestException({ detail: 'Webhook signing is not configured.' });
    }
    if (!Buffer.isBuffer(rawBody) || !signature) {
      throw new BadRequestException({ detail: 'The webhook signature is not valid.' });
    }
    let event;
    try {
      event = this.provider.verifyWebhook(rawBody, signature, secret);
    } catch (error) {
      this.logger.warn(`Webhook refused: ${(error as Error).message.split('\n')[0]}`);
      throw new BadRequestException({ detail: 'The webhook signature is not valid.' });
    }
    await this.events.apply(event);
    return { received: true };
  }
}
