import { addMonths } from '../../shared/dates.js';
import type { BillingEvent } from '../provider.types.js';
import {
  toProviderSubscription,
  type TestInvoice,
  type TestPaymentIntent,
  type TestSubscription,
} from './test-mode-objects.js';
import { newTestId } from './test-mode-store.js';

// The objects and webhook events the test-mode provider makes, shaped as Stripe's.

export function subscriptionEvent(
  providerType: string,
  subscription: TestSubscription,
): BillingEvent {
  return testEvent(providerType, {
    type: 'subscription.changed',
    subscription: toProviderSubscription(subscription),
  });
}

export function testEvent(
  providerType: string,
  body: DistributiveOmit<BillingEvent>,
): BillingEvent {
  return {
    id: newTestId('event'),
    providerType,
    occurredAt: new Date(),
    ...body,
  } as BillingEvent;
}

export function newInvoice(
  subscriptionId: string,
  customerId: string,
  amountCents: number,
  start: Date,
): TestInvoice {
  return {
    id: newTestId('invoice'),
    subscriptionId,
    customerId,
    paymentIntentId: newTestId('payment_intent'),
    status: 'open',
    amountDueCents: amountCents,
    amountPaidCents: 0,
    currency: 'usd',
    periodStart: start.toISOString(),
    periodEnd: addMonths(start, 1).toISOString(),
    paidAt: null,
  };
}

export function paymentIntentOf(
  invoice: TestInvoice,
  status: TestPaymentIntent['status'],
): TestPaymentIntent {
  return {
    id: invoice.paymentIntentId,
    status,
    amountCents: invoice.amountDueCents,
    amountRefundedCents: 0,
    currency: invoice.currency,
    invoiceId: invoice.id,
    clientSecret: `${invoice.paymentIntentId}_secret_${newTestId('event').slice(9)}`,
    lastError: null,
  };
}

type DistributiveOmit<T> = T extends unknown
  ? Omit<T, 'id' | 'providerType' | 'occurredAt'>
  : never;
