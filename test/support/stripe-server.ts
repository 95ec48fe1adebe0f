import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type Form, id, now, parseForm } from './stripe/objects.js';
import { StripeStore } from './stripe/store.js';

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
 * dashboard) and build signed webhook events. This file is the HTTP side and the events; the
 * objects and the helpers are in stripe/store.ts, their shapes in stripe/objects.ts.
 *
 * It does not cover: card data, payment methods, 3-D Secure or any next_action, taxes, coupons,
 * proration, trials, test clocks, pagination beyond one page, search, API versions, rate limits,
 * or sending webhooks by itself (tests deliver the events, in whatever order they choose).
 */
export class StripeServer extends StripeStore {
  url = '';
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  private readonly idempotent = new Map<string, unknown>();
  private server?: http.Server;

  constructor(
    prices: Record<string, number>,
    private readonly webhookSecret: string,
  ) {
    super(prices);
  }

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
}
