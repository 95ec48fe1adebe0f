import { randomBytes } from 'node:crypto';

// The Stripe objects the stand-in keeps, as the API shows them (with internal links noted), and
// the small helpers that build them.

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

export interface StripePaymentIntent {
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

export interface StripeCheckoutSession {
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

export type Form = Record<string, unknown>;

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

export const now = () => Math.floor(Date.now() / 1000);
export const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
export const subscriptionOf = (invoice: StripeInvoice) =>
  invoice.parent.subscription_details.subscription;

export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}
