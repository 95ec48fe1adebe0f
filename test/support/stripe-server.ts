import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small stand-in for api.stripe.com, for the real `stripe` SDK pointed at it with
 * STRIPE_API_BASE. It speaks Stripe's wire format: form-encoded requests with bracketed keys,
 * JSON objects with `object` fields, lists, `expand[]` for the fields we expand, Idempotency-Key
 * replay, and the error shape `{error: {type, code, message}}`.
 *
 * It implements only what the billing module calls: customers (create, delete), subscriptions
 * (create with payment_behavior=default_incomplete, retrieve, update cancel_at_period_end,
 * cancel), invoices and payment intents (retrieve), checkout sessions (create, retrieve),
 * billing portal sessions (create) and refunds (create, list by payment_intent). Helpers play the
 * customer's and Stripe's side (pay, complete a checkout, renew, fail a renewal, refund in the
 * dashboard) and build signed webhook events.
 *
 * It does not cover: card data, payment methods, 3-D Secure or any next_action, taxes, coupons,
 * proration, trials, test clocks, pagination beyond one page, search, API versions, rate limits,
 * or sending webhooks by itself (tests deliver the events, in whatever order they choose).
 */
export class StripeServer {
  url = '';
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, StripeSubscription>();
  readonly invoices = new Map<string, StripeInvoice>();
  readonly paymentIntents = new Map<string, StripePaymentIntent>();
  readonly sessions = new Map<string, StripeCheckoutSession>();
  readonly refunds = new Map<string, Record<string, unknown>>();
  private readonly idempotent = new Map<string, unknown>();
  private server?: http.Server;

  constructor(
    private readonly prices: Record<string, number>,
    private readonly webhookSecret: string,
  ) {}

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The app's Stripe settings, pointed at this server: prices price_pro and price_premium. */
  appEnv(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_PREMIUM: 'price_premium',
      STRIPE_API_BASE: this.url,
    };
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

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

  /** A webhook delivery: the JSON body and its Stripe-Signature header. */
  event(
    type: string,
    object: unknown,
    options: { created?: number; id?: string; secret?: string } = {},
  ): { payload: string; signature: string; id: string } {
    const eventId = options.id ?? id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: options.created ?? now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
    });
    return { payload, signature, id: eventId };
  }

  // ---- The API ----

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const body = parseForm(
      request.method === 'GET' || request.method === 'DELETE'
        ? url.search.slice(1)
        : Buffer.concat(chunks).toString(),
    );
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(value));
    };
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string' && request.method === 'POST' && this.idempotent.has(key)) {
      return send(200, this.idempotent.get(key));
    }
    try {
      const result = this.route(request.method ?? 'GET', url.pathname, body);
      if (result === undefined) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such resource: ${url.pathname}`,
          },
        });
      }
      if (typeof key === 'string' && request.method === 'POST') this.idempotent.set(key, result);
      send(200, result);
    } catch (error) {
      send(400, { error: { type: 'invalid_request_error', message: (error as Error).message } });
    }
  }

  private route(method: string, path: string, body: Form): unknown {
    const [, , resource, id1, id2] = path.split('/'); // /v1/<resource>/<id>
    const expand = (body.expand as string[] | undefined) ?? [];
    switch (
      `${method} ${resource}${id1 && resource !== 'checkout' && resource !== 'billing_portal' ? '/:id' : ''}`
    ) {
      case 'POST customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: body.email,
          metadata: body.metadata ?? {},
        };
        this.customers.set(customer.id, customer);
        return customer;
      }
      case 'DELETE customers/:id':
        return this.customers.delete(id1)
          ? { id: id1, object: 'customer', deleted: true }
          : undefined;
      case 'POST subscriptions': {
        if (body.payment_behavior !== 'default_incomplete')
          throw new Error('Only default_incomplete is implemented');
        return this.expandSubscription(this.createSubscription(body), expand);
      }
      case 'GET subscriptions/:id':
        return this.subscriptions.has(id1)
          ? this.expandSubscription(this.subscriptions.get(id1)!, expand)
          : undefined;
      case 'POST subscriptions/:id': {
        const subscription = this.subscriptions.get(id1);
        if (!subscription) return undefined;
        if (body.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        return subscription;
      }
      case 'DELETE subscriptions/:id': {
        const subscription = this.subscriptions.get(id1);
        if (!subscription) return undefined;
        return Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
        });
      }
      case 'GET invoices/:id':
        return this.invoices.has(id1)
          ? this.invoiceView(this.invoices.get(id1)!, expand)
          : undefined;
      case 'GET payment_intents/:id':
        return this.paymentIntents.get(id1);
      case 'POST checkout':
        if (id1 !== 'sessions' || id2) return undefined;
        return this.createSession(body);
      case 'GET checkout':
        return id1 === 'sessions' && id2 ? this.sessions.get(id2) : undefined;
      case 'POST billing_portal':
        if (id1 !== 'sessions') return undefined;
        if (!this.customers.has(body.customer as string)) throw new Error('No such customer');
        return {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id('test')}`,
        };
      case 'POST refunds':
        return this.createRefund(body);
      case 'GET refunds':
        return {
          object: 'list',
          url: '/v1/refunds',
          has_more: false,
          data: [...this.refunds.values()].filter(
            (refund) => refund.payment_intent === body.payment_intent,
          ),
        };
      default:
        return undefined;
    }
  }

  private createSubscription(body: Form): StripeSubscription {
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

  private createInvoice(
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

  private createSession(body: Form): StripeCheckoutSession {
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

  private createRefund(body: Form): Record<string, unknown> {
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

  private expandSubscription(subscription: StripeSubscription, expand: string[]): unknown {
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
  private invoiceView(invoice: StripeInvoice, expand: string[]): unknown {
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

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  latest_invoice: string;
  items: {
    object: 'list';
    has_more: boolean;
    url: string;
    data: {
      id: string;
      object: 'subscription_item';
      quantity: number;
      price: {
        id: string;
        object: 'price';
        unit_amount: number;
        currency: string;
        recurring: object;
      };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  parent: {
    type: string;
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: {
    object: 'list';
    has_more: boolean;
    url: string;
    data: {
      id: string;
      object: string;
      amount: number;
      currency: string;
      period: { start: number; end: number };
    }[];
  };
  status_transitions: { finalized_at: number; paid_at: number | null };
  /** Internal link (the API shows it through `payments`). */
  payment_intent: string;
}

interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  status: string;
  client_secret: string;
  latest_charge: string | null;
  metadata: Record<string, string>;
  /** Internal link: the API no longer shows the invoice on a payment intent. */
  invoice: string;
}

interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: string;
  payment_status: string;
  customer: string;
  client_reference_id: string | null;
  subscription: string | null;
  invoice: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  line_items: { price: string; quantity: string }[];
  subscription_data: { metadata: Record<string, string> };
}

type Form = Record<string, unknown>;

/** Stripe's form encoding: a[b]=1, items[0][price]=x, expand[0]=y → nested objects and arrays. */
export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const subscriptionOf = (invoice: StripeInvoice) => invoice.parent.subscription_details.subscription;

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}
