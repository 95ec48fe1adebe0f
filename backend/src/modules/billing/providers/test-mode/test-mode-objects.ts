import type { PaidPlan, SubscriptionStatus } from '../../shared/billing-types.js';
import type {
  ProviderCheckoutSession,
  ProviderInvoice,
  ProviderRefund,
  ProviderSubscription,
} from '../provider.types.js';

/** The test-mode provider's objects as stored (JSON: dates as ISO strings). */
export interface TestSubscription {
  id: string;
  customerId: string;
  userId: string;
  plan: PaidPlan;
  status: SubscriptionStatus;
  amountCents: number;
  currency: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  latestInvoiceId: string | null;
}

export interface TestInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  paymentIntentId: string;
  status: 'open' | 'paid';
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  paidAt: string | null;
}

export interface TestPaymentIntent {
  id: string;
  status: 'requires_payment_method' | 'succeeded';
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  invoiceId: string;
  clientSecret: string;
  lastError: string | null;
}

export interface TestCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  customerId: string;
  userId: string;
  plan: PaidPlan;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  url: string;
  subscriptionId: string | null;
  invoiceId: string | null;
}

export interface TestRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  status: 'succeeded';
  reason: string;
}

const date = (value: string | null) => (value ? new Date(value) : null);

export const toProviderSubscription = (s: TestSubscription): ProviderSubscription => ({
  ...s,
  currentPeriodStart: date(s.currentPeriodStart),
  currentPeriodEnd: date(s.currentPeriodEnd),
  canceledAt: date(s.canceledAt),
});

export const toProviderInvoice = (i: TestInvoice): ProviderInvoice => ({
  ...i,
  periodStart: date(i.periodStart),
  periodEnd: date(i.periodEnd),
  paidAt: date(i.paidAt),
});

export const toProviderCheckout = (c: TestCheckoutSession): ProviderCheckoutSession => ({
  id: c.id,
  status: c.status,
  paymentStatus: c.paymentStatus,
  subscriptionId: c.subscriptionId,
  invoiceId: c.invoiceId,
  customerId: c.customerId,
  url: c.url,
});

export const toProviderRefund = (r: TestRefund): ProviderRefund => ({ ...r });
