import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { BillingConfig } from '../../billing.config.js';
import type { PaidPlan } from '../../shared/billing-types.js';
import {
  PaymentProvider,
  type BillingEvent,
  type CheckoutInput,
  type CreatedSubscription,
  type CustomerInput,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type ProviderSubscription,
  type RefundInput,
  type WithEvents,
} from '../provider.types.js';
import {
  toBillingEvent,
  toCheckoutSession,
  toInvoice,
  toRefund,
  toSubscription,
  type PlanOfPrice,
} from './stripe-mappers.js';

/** Stripe through its SDK; STRIPE_API_BASE points it elsewhere (the tests' local server). */
export class StripeProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger('Stripe');
  private readonly stripe: Stripe;
  private readonly prices: Record<PaidPlan, string>;
  readonly planOfPrice: PlanOfPrice;

  constructor(private readonly config: BillingConfig) {
    super();
    const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
    this.stripe = new Stripe(config.stripeSecretKey!, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    });
    this.prices = { pro: config.stripePricePro!, premium: config.stripePricePremium! };
    this.planOfPrice = (priceId) =>
      priceId === this.prices.pro ? 'pro' : priceId === this.prices.premium ? 'premium' : null;
  }

  /** Verifies the signature over the raw bytes and maps the event; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string, secret: string): BillingEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    return toBillingEvent(event, this.planOfPrice);
  }

  async createCustomer(input: CustomerInput): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, metadata: { user_id: input.userId } },
        { idempotencyKey: `customer-${input.userId}` },
      ),
    );
    return customer.id;
  }

  async deleteCustomer(customerId: string): Promise<void> {
    await this.retrieve(() => this.stripe.customers.del(customerId));
  }

  async createSubscription(input: {
    customerId: string;
    userId: string;
    plan: PaidPlan;
  }): Promise<CreatedSubscription> {
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create({
        customer: input.customerId,
        items: [{ price: this.prices[input.plan] }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { user_id: input.userId, plan: input.plan },
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      }),
    );
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!invoice || !clientSecret) {
      throw this.failure(new Error(`Subscription ${subscription.id} has no payment to confirm`));
    }
    const mapped = toInvoice(invoice);
    // The client secret is "<payment intent id>_secret_<…>" when the invoice's payments are not expanded.
    const paymentIntentId = mapped.paymentIntentId ?? clientSecret.split('_secret_')[0];
    return {
      subscription: toSubscription(subscription, this.planOfPrice),
      invoice: { ...mapped, paymentIntentId },
      paymentIntentId,
      clientSecret,
    };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const subscription = await this.retrieve(() => this.stripe.subscriptions.retrieve(id));
    return subscription && toSubscription(subscription, this.planOfPrice);
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const invoice = await this.retrieve(() =>
      this.stripe.invoices.retrieve(id, { expand: ['payments'] }),
    );
    return invoice && toInvoice(invoice);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null> {
    const intent = await this.retrieve(() => this.stripe.paymentIntents.retrieve(id));
    return (
      intent && {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amount,
        currency: intent.currency,
      }
    );
  }

  async createCheckoutSession(input: CheckoutInput): Promise<ProviderCheckoutSession> {
    const metadata = { user_id: input.userId, plan: input.plan };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: this.prices[input.plan], quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        subscription_data: { metadata },
      }),
    );
    return toCheckoutSession(session);
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await this.retrieve(() => this.stripe.checkout.sessions.retrieve(id));
    return session && toCheckoutSession(session);
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<WithEvents<ProviderSubscription>> {
    const subscription = await this.call(() =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    return { value: toSubscription(subscription, this.planOfPrice), events: [] };
  }

  async cancelNow(subscriptionId: string): Promise<WithEvents<ProviderSubscription>> {
    const subscription = await this.call(() => this.stripe.subscriptions.cancel(subscriptionId));
    return { value: toSubscription(subscription, this.planOfPrice), events: [] };
  }

  async refund(input: RefundInput): Promise<WithEvents<ProviderRefund>> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          reason: 'requested_by_customer',
          metadata: { reason: input.reason.slice(0, 500) },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { value: toRefund(refund), events: [] };
  }

  async listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    const refunds = await this.call(() =>
      this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }),
    );
    return refunds.data.map(toRefund);
  }

  /** A lookup: a missing object is null, any other failure is the provider's. */
  private async retrieve<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw this.failure(error);
    }
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.failure(error);
    }
  }

  /** Stripe's errors become a 502 for our callers; the details go to the log, not to them. */
  private failure(error: unknown): HttpException {
    const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
    this.logger.error(
      `Stripe call failed: ${stripeError ? `${stripeError.type} ${stripeError.statusCode ?? ''} ${stripeError.message}` : (error as Error).message}`,
    );
    if (stripeError?.type === 'StripeCardError') {
      return new HttpException({ detail: stripeError.message }, HttpStatus.PAYMENT_REQUIRED);
    }
    return new HttpException(
      { detail: 'The payment provider could not complete the request. Please try again.' },
      HttpStatus.BAD_GATEWAY,
    );
  }
}
