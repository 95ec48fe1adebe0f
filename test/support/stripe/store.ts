import { randomBytes } from 'node:crypto';
import {
  addMonth,
  type Form,
  id,
  now,
  type StripeCheckoutSession,
  type StripeInvoice,
  type StripePaymentIntent,
  type StripeSubscription,
  subscriptionOf,
} from './objects.js';

/**
 * The stand-in's data: the objects Stripe would hold, how the API creates and shows them, and
 * helpers that play the customer's and Stripe's side. StripeServer serves it over HTTP.
 */
export class StripeStore {
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, StripeSubscription>();
  readonly invoices = new Map<string, StripeInvoice>();
  readonly paymentIntents = new Map<string, StripePaymentIntent>();
  readonly sessions = new Map<string, StripeCheckoutSession>();
  readonly refunds = new Map<string, Record<string, unknown>>();

  constructor(protected readonly prices: Record<string, number>) {}

  // ---- The customer's and Stripe's side, for tests ----

  /** What Stripe.js confirmPayment does with a good card: the invoice is paid, the subscription active. */
  pay(paymentIntentId: string): void {
    const intent = this.paymentIntents.get(paymentIntentId)!;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = id('ch');
    const invoice = this.invoices.get(intent.invoice)!;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions.paid_at = now();
    const subscription = this.subscriptions.get(subscriptionOf(invoice))!;
    subscription.status = 'active';
  }

  /** The customer pays on Stripe's checkout page. */
  completeCheckout(sessionId: string): StripeSubscription {
    const session = this.sessions.get(sessionId)!;
    const subscription = this.createSubscription({
      customer: session.customer,
      items: [{ price: session.line_items[0].price }],
      metadata: session.subscription_data.metadata,
    });
    this.pay(this.invoices.get(subscription.latest_invoice)!.payment_intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      invoice: subscription.latest_invoice,
    });
    return subscription;
  }

  /** Stripe's renewal at the period's end: a new invoice for the next period, paid or failed. */
  renew(subscriptionId: string, outcome: 'paid' | 'failed' = 'paid'): StripeInvoice {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const item = subscription.items.data[0];
    const start = item.current_period_end;
    const end = addMonth(start);
    const invoice = this.createInvoice(subscription, item.price.unit_amount, start, end);
    if (outcome === 'paid') {
      item.current_period_start = start;
      item.current_period_end = end;
      this.pay(invoice.payment_intent);
    } else {
      subscription.status = 'past_due';
    }
    return invoice;
  }

  update(subscriptionId: string, patch: Partial<StripeSubscription>): StripeSubscription {
    return Object.assign(this.subscriptions.get(subscriptionId)!, patch);
  }

  /** A refund made in the Stripe dashboard; returns the charge as charge.refunded carries it. */
  refundInDashboard(paymentIntentId: string, amount: number): Record<string, unknown> {
    this.createRefund({ payment_intent: paymentIntentId, amount: String(amount), metadata: {} });
    return this.charge(paymentIntentId);
  }

  charge(paymentIntentId: string): Record<string, unknown> {
    const intent = this.paymentIntents.get(paymentIntentId)!;
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === paymentIntentId)
      .reduce((sum, refund) => sum + (refund.amount as number), 0);
    return {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: refunded,
      refunded: refunded >= intent.amount,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      paid: true,
      status: 'succeeded',
      created: now(),
      metadata: {},
    };
  }

  // ---- What the API does ----

  protected createSubscription(body: Form): StripeSubscription {
    const items = body.items as { price: string }[];
    const price = items?.[0]?.price;
    if (!price || !(price in this.prices)) throw new Error(`No such price: '${price}'`);
    if (!this.customers.has(body.customer as string))
      throw new Error(`No such customer: '${body.customer}'`);
    const start = now();
    const subscription: StripeSubscription = {
      id: id('sub'),
      object: 'subscription',
      customer: body.customer as string,
      status: 'incomplete',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      currency: 'usd',
      metadata: (body.metadata as Record<string, string>) ?? {},
      latest_invoice: '',
      items: {
        object: 'list',
        has_more: false,
        url: '/v1/subscription_items',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            quantity: 1,
            price: {
              id: price,
              object: 'price',
              unit_amount: this.prices[price],
              currency: 'usd',
              recurring: { interval: 'month', interval_count: 1 },
            },
            current_period_start: start,
            current_period_end: addMonth(start),
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    this.createInvoice(subscription, this.prices[price], start, addMonth(start));
    return subscription;
  }

  protected createInvoice(
    subscription: StripeSubscription,
    amount: number,
    start: number,
    end: number,
  ): StripeInvoice {
    const intent: StripePaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'usd',
      customer: subscription.customer,
      status: 'requires_payment_method',
      client_secret: '',
      latest_charge: null,
      metadata: {},
      invoice: '',
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    const invoice: StripeInvoice = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      currency: 'usd',
      created: now(),
      // As Stripe sets them for subscription invoices: when items were collected, not the service period.
      period_start: start,
      period_end: start,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: '/v1/invoices/lines',
        data: [
          { id: id('il'), object: 'line_item', amount, currency: 'usd', period: { start, end } },
        ],
      },
      status_transitions: { finalized_at: now(), paid_at: null },
      payment_intent: intent.id,
    };
    intent.invoice = invoice.id;
    this.paymentIntents.set(intent.id, intent);
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  protected createSession(body: Form): StripeCheckoutSession {
    if (body.mode !== 'subscription') throw new Error('Only subscription mode is implemented');
    const sessionId = id('cs_test');
    const lineItems = body.line_items as { price: string; quantity: string }[];
    const session: StripeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: body.customer as string,
      client_reference_id: (body.client_reference_id as string) ?? null,
      subscription: null,
      invoice: null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      success_url: String(body.success_url).replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
      cancel_url: body.cancel_url as string,
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      created: now(),
      expires_at: now() + 86400,
      line_items: lineItems,
      subscription_data: body.subscription_data as { metadata: Record<string, string> },
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  protected createRefund(body: Form): Record<string, unknown> {
    const intent = this.paymentIntents.get(body.payment_intent as string);
    if (!intent || intent.status !== 'succeeded')
      throw new Error('This PaymentIntent has no successful charge');
    const amount = body.amount ? Number(body.amount) : intent.amount;
    const charge = this.charge(intent.id);
    if ((charge.amount_refunded as number) + amount > intent.amount) {
      throw new Error(`Refund amount (${amount}) is greater than the unrefunded amount`);
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      status: 'succeeded',
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  protected expandSubscription(subscription: StripeSubscription, expand: string[]): unknown {
    const nested = expand
      .filter((path) => path.startsWith('latest_invoice'))
      .map((path) => path.split('.').slice(1).join('.'));
    if (nested.length === 0) return subscription;
    return {
      ...subscription,
      latest_invoice: this.invoiceView(
        this.invoices.get(subscription.latest_invoice)!,
        nested.filter(Boolean),
      ),
    };
  }

  /** An invoice as the API shows it: confirmation_secret and payments only when expanded. */
  protected invoiceView(invoice: StripeInvoice, expand: string[]): unknown {
    const { payment_intent: paymentIntent, ...view } = invoice;
    const intent = this.paymentIntents.get(paymentIntent)!;
    return {
      ...view,
      ...(expand.includes('confirmation_secret') && {
        confirmation_secret:
          invoice.status === 'open'
            ? { client_secret: intent.client_secret, type: 'payment_intent' }
            : null,
      }),
      ...(expand.includes('payments') && {
        payments: {
          object: 'list',
          has_more: false,
          url: '/v1/invoice_payments',
          data: [
            {
              id: id('inpay'),
              object: 'invoice_payment',
              invoice: invoice.id,
              is_default: true,
              amount_paid: invoice.amount_paid || null,
              amount_requested: invoice.amount_due,
              currency: invoice.currency,
              status: intent.status === 'succeeded' ? 'paid' : 'open',
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
              status_transitions: {
                paid_at: invoice.status_transitions.paid_at,
                canceled_at: null,
              },
            },
          ],
        },
      }),
    };
  }
}
