import type Stripe from 'stripe';
import type { PaidPlan, SubscriptionStatus } from '../../shared/billing-types.js';
import { fromUnix } from '../../shared/dates.js';
import type {
  BillingEvent,
  ProviderCheckoutSession,
  ProviderInvoice,
  ProviderRefund,
  ProviderSubscription,
} from '../provider.types.js';

/** A Stripe price id → our plan (from STRIPE_PRICE_PRO / STRIPE_PRICE_PREMIUM). */
export type PlanOfPrice = (priceId: string | undefined) => PaidPlan | null;

/** An expandable field's id, whether Stripe sent the id or the object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

const planOf = (value: string | undefined): PaidPlan | null =>
  value === 'pro' || value === 'premium' ? value : null;

/** Stripe's eight statuses onto our four. */
export function toStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled'; // canceled, incomplete_expired
  }
}

export function toSubscription(
  subscription: Stripe.Subscription,
  planOfPrice: PlanOfPrice,
): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  const periodEnd = item?.current_period_end ?? null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    userId: subscription.metadata?.user_id ?? null,
    plan: planOfPrice(item?.price?.id) ?? planOf(subscription.metadata?.plan),
    status: toStatus(subscription.status),
    amountCents: (item?.price?.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: subscription.currency ?? 'usd',
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(periodEnd),
    // The billing portal cancels "at period end" by setting cancel_at to the period's end.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end ||
      (subscription.cancel_at !== null &&
        periodEnd !== null &&
        subscription.cancel_at <= periodEnd),
    canceledAt: fromUnix(subscription.canceled_at),
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  // invoice.period_* is when items were collected; the subscription line's period is what was paid for.
  const line = invoice.lines?.data?.find((candidate) => candidate.period);
  const payment = invoice.payments?.data?.find(
    (candidate) => candidate.payment?.type === 'payment_intent',
  );
  return {
    id: invoice.id,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    customerId: idOf(invoice.customer),
    paymentIntentId: idOf(payment?.payment.payment_intent),
    status: invoice.status ?? 'draft',
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    periodStart: fromUnix(line?.period.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
    paidAt: fromUnix(invoice.status_transitions?.paid_at),
  };
}

export function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    subscriptionId: idOf(session.subscription),
    invoiceId: idOf(session.invoice),
    customerId: idOf(session.customer),
    url: session.url,
  };
}

export function toRefund(refund: Stripe.Refund): ProviderRefund {
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent),
    amountCents: refund.amount,
    currency: refund.currency,
    status: refund.status ?? 'pending',
    reason: refund.metadata?.reason ?? null,
  };
}

/** A verified Stripe event as one of ours; types we do not handle are recorded as ignored. */
export function toBillingEvent(event: Stripe.Event, planOfPrice: PlanOfPrice): BillingEvent {
  const base = {
    id: event.id,
    providerType: event.type,
    occurredAt: new Date(event.created * 1000),
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { ...base, type: 'checkout.completed', session: toCheckoutSession(event.data.object) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        type: 'subscription.changed',
        subscription: toSubscription(event.data.object, planOfPrice),
      };
    case 'invoice.paid':
      return { ...base, type: 'invoice.paid', invoice: toInvoice(event.data.object) };
    case 'invoice.payment_failed':
      return { ...base, type: 'invoice.payment_failed', invoice: toInvoice(event.data.object) };
    case 'charge.refunded':
      return {
        ...base,
        type: 'charge.refunded',
        paymentIntentId: idOf(event.data.object.payment_intent),
        amountRefundedCents: event.data.object.amount_refunded,
      };
    default:
      return { ...base, type: 'ignored' };
  }
}
