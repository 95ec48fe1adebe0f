import { rowsOf } from '../../shared/sql-rows.js';
import type { BillingEvent } from '../provider.types.js';
import { toProviderInvoice, type TestInvoice, type TestSubscription } from './test-mode-objects.js';
import { newInvoice, paymentIntentOf, subscriptionEvent, testEvent } from './test-mode-events.js';
import type { TestModeStore } from './test-mode-store.js';

/**
 * What Stripe does at a period's end: a subscription set to cancel ends; any other is charged
 * for the next month (always successfully here). Only one caller wins a given period end.
 */
export async function renewTestSubscription(
  store: TestModeStore,
  subscriptionId: string,
): Promise<BillingEvent[]> {
  const subscription = await store.get<TestSubscription>('subscription', subscriptionId);
  if (!subscription || !['active', 'past_due'].includes(subscription.status)) return [];
  const end = new Date(subscription.currentPeriodEnd);
  if (end > new Date()) return [];
  return store.transaction(async (manager) => {
    if (subscription.cancelAtPeriodEnd) {
      const ended = await conditionalPeriodUpdate(
        subscription,
        { status: 'canceled', canceledAt: subscription.currentPeriodEnd },
        manager,
      );
      return ended ? [subscriptionEvent('customer.subscription.deleted', ended)] : [];
    }
    const invoice: TestInvoice = {
      ...newInvoice(subscription.id, subscription.customerId, subscription.amountCents, end),
      status: 'paid',
      amountPaidCents: subscription.amountCents,
      paidAt: new Date().toISOString(),
    };
    const renewed = await conditionalPeriodUpdate(
      subscription,
      {
        status: 'active',
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        latestInvoiceId: invoice.id,
      },
      manager,
    );
    if (!renewed) return [];
    await store.insert('invoice', invoice, manager);
    await store.insert('payment_intent', paymentIntentOf(invoice, 'succeeded'), manager);
    return [
      testEvent('invoice.paid', { type: 'invoice.paid', invoice: toProviderInvoice(invoice) }),
      subscriptionEvent('customer.subscription.updated', renewed),
    ];
  });
}

async function conditionalPeriodUpdate(
  subscription: TestSubscription,
  patch: Partial<TestSubscription>,
  manager: Parameters<TestModeStore['update']>[4],
): Promise<TestSubscription | null> {
  const result: unknown = await manager!.query(
    `UPDATE test_mode_objects SET data = data || $2::jsonb, updated_at = now()
      WHERE id = $1 AND kind = 'subscription' AND data->>'currentPeriodEnd' = $3
        AND data->>'status' IN ('active', 'past_due')
      RETURNING data`,
    [subscription.id, JSON.stringify(patch), subscription.currentPeriodEnd],
  );
  return rowsOf<{ data: TestSubscription }>(result)[0]?.data ?? null;
}
