import type { AdminSubscription } from '../lib/types';

const date = (iso: string) => new Date(iso).toLocaleDateString();

/** What the period means for this row: only a paid, running plan renews. */
export function periodText(subscription: AdminSubscription): string {
  const end = subscription.current_period_end;
  switch (subscription.status) {
    case 'active':
      if (!end) return '—';
      return subscription.cancel_at_period_end ? `Ends ${date(end)}` : `Renews ${date(end)}`;
    case 'past_due':
      return end ? `Payment overdue since ${date(end)}` : 'Payment overdue';
    case 'incomplete':
      return 'Checkout not completed';
    case 'canceled':
      return end ? `Ended ${date(end)}` : 'Ended';
    default:
      return '—';
  }
}
