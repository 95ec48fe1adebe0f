import type { PaidPlan, ProviderName, SubscriptionStatus } from '../shared/billing-types.js';

/** A provider's subscription, in our terms (Stripe's shape is mapped onto this). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our user id, from the subscription's metadata when we created it. */
  userId: string | null;
  plan: PaidPlan | null;
  status: SubscriptionStatus;
  amountCents: number;
  currency: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  latestInvoiceId: string | null;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  paymentIntentId: string | null;
  status: string;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  /** The service period the invoice pays for (the subscription line's period). */
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date | null;
}

export interface ProviderPaymentIntent {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
}

export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired' | string;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | string;
  subscriptionId: string | null;
  invoiceId: string | null;
  customerId: string | null;
  url: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
  status: string;
  /** Our free-text reason, kept in the refund's metadata. */
  reason: string | null;
}

/**
 * What a provider tells us happened, in our terms: Stripe webhooks are mapped onto these, and the
 * test-mode provider produces them directly. One service applies them, whichever produced them.
 */
export type BillingEvent = {
  /** The provider's event id: each is applied once. */
  id: string;
  /** The provider's own event type, for the record. */
  providerType: string;
  occurredAt: Date;
} & (
  | { type: 'subscription.changed'; subscription: ProviderSubscription }
  | { type: 'invoice.paid'; invoice: ProviderInvoice }
  | { type: 'invoice.payment_failed'; invoice: ProviderInvoice }
  | { type: 'checkout.completed'; session: ProviderCheckoutSession }
  | { type: 'charge.refunded'; paymentIntentId: string | null; amountRefundedCents: number }
  | { type: 'ignored' }
);

/** A provider call's answer plus the events the provider would send about it by webhook. */
export interface WithEvents<T> {
  value: T;
  /** Test mode: the events Stripe would have sent; Stripe mode: none (its webhooks bring them). */
  events: BillingEvent[];
}

export interface CreatedSubscription {
  subscription: ProviderSubscription;
  invoice: ProviderInvoice;
  paymentIntentId: string;
  clientSecret: string;
}

export interface CustomerInput {
  userId: string;
  email: string;
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  plan: PaidPlan;
  /** May hold {CHECKOUT_SESSION_ID}, replaced by the session's id as Stripe does. */
  successUrl: string;
  cancelUrl: string;
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  reason: string;
  /** The same key never refunds twice at the provider. */
  idempotencyKey: string;
}

/** What the billing module needs from a payment provider; Stripe and test mode implement it. */
export abstract class PaymentProvider {
  abstract readonly name: ProviderName;
  abstract createCustomer(input: CustomerInput): Promise<string>;
  /** Removes the customer (and the card details the provider holds) when an account is deleted. */
  abstract deleteCustomer(customerId: string): Promise<void>;
  /** An incomplete subscription whose first invoice waits for the payment behind clientSecret. */
  abstract createSubscription(input: {
    customerId: string;
    userId: string;
    plan: PaidPlan;
  }): Promise<CreatedSubscription>;
  abstract retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  abstract retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  abstract retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  abstract createCheckoutSession(input: CheckoutInput): Promise<ProviderCheckoutSession>;
  abstract retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  abstract createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  abstract cancelAtPeriodEnd(subscriptionId: string): Promise<WithEvents<ProviderSubscription>>;
  abstract cancelNow(subscriptionId: string): Promise<WithEvents<ProviderSubscription>>;
  abstract refund(input: RefundInput): Promise<WithEvents<ProviderRefund>>;
  abstract listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>;
}
