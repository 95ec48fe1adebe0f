import type Stripe from 'stripe';
import { addMonths } from '../../shared/dates.js';
import { toInvoice, toStatus, toSubscription } from './stripe-mappers.js';

const planOfPrice = (price: string | undefined) => (price === 'price_pro' ? 'pro' : null);

function subscription(patch: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    currency: 'usd',
    metadata: { user_id: 'u1' },
    latest_invoice: 'in_1',
    items: {
      object: 'list',
      data: [
        {
          price: { id: 'price_pro', unit_amount: 999 },
          quantity: 1,
          current_period_start: 1_800_000_000,
          current_period_end: 1_802_592_000,
        },
      ],
    },
    ...patch,
  } as unknown as Stripe.Subscription;
}

describe('Stripe objects in our terms', () => {
  it('should map Stripe statuses onto ours', () => {
    expect(
      [
        'active',
        'trialing',
        'past_due',
        'unpaid',
        'paused',
        'incomplete',
        'incomplete_expired',
        'canceled',
      ].map((status) => toStatus(status as Stripe.Subscription.Status)),
    ).toEqual([
      'active',
      'active',
      'past_due',
      'past_due',
      'past_due',
      'incomplete',
      'canceled',
      'canceled',
    ]);
  });

  it('should read the plan, amount and period from the subscription item', () => {
    expect(toSubscription(subscription(), planOfPrice)).toMatchObject({
      plan: 'pro',
      amountCents: 999,
      userId: 'u1',
      currentPeriodEnd: new Date(1_802_592_000_000),
      cancelAtPeriodEnd: false,
      latestInvoiceId: 'in_1',
    });
  });

  it('should count a cancel_at at the period end (the portal’s way) as cancelling at period end', () => {
    const mapped = toSubscription(subscription({ cancel_at: 1_802_592_000 }), planOfPrice);
    expect(mapped.cancelAtPeriodEnd).toBe(true);
  });

  it('should take the paid period from the subscription line, not the invoice collection dates', () => {
    const invoice = toInvoice({
      id: 'in_1',
      object: 'invoice',
      status: 'paid',
      amount_due: 999,
      amount_paid: 999,
      currency: 'usd',
      customer: 'cus_1',
      period_start: 1_800_000_000,
      period_end: 1_800_000_000,
      parent: { subscription_details: { subscription: 'sub_1' } },
      lines: { data: [{ period: { start: 1_800_000_000, end: 1_802_592_000 } }] },
      status_transitions: { paid_at: 1_800_000_100 },
    } as unknown as Stripe.Invoice);
    expect(invoice).toMatchObject({
      subscriptionId: 'sub_1',
      periodEnd: new Date(1_802_592_000_000),
      paidAt: new Date(1_800_000_100_000),
      paymentIntentId: null,
    });
  });

  it('should add calendar months, clamped to the month end', () => {
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2027-03-15T00:00:00Z'), 1).toISOString()).toBe(
      '2027-04-15T00:00:00.000Z',
    );
  });
});
