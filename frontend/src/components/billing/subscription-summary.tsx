import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Subscription } from '../../lib/billing/subscription';
import { formatPrice } from '../../lib/plans/format-price';

const PLAN_NAMES = { pro: 'Pro', premium: 'Premium' } as const;
const STATUS: Record<
  Subscription['status'],
  { label: string; color: 'success' | 'warning' | 'default' | 'error' }
> = {
  active: { label: 'Active', color: 'success' },
  incomplete: { label: 'Awaiting payment', color: 'warning' },
  past_due: { label: 'Payment failed', color: 'error' },
  canceled: { label: 'Cancelled', color: 'default' },
};

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** A subscription in one glance: plan, price, status and what happens at the period's end. */
export function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const status =
    subscription.cancel_at_period_end && subscription.status === 'active'
      ? { label: 'Cancels at period end', color: 'warning' as const }
      : STATUS[subscription.status];
  const end = subscription.current_period_end ? formatDay(subscription.current_period_end) : null;
  return (
    <Box data-testid="subscription-summary" sx={{ display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          {PLAN_NAMES[subscription.plan]} ·{' '}
          {formatPrice(subscription.amount, subscription.currency)} per month
        </Typography>
        <Chip size="small" label={status.label} color={status.color} />
        {subscription.provider === 'test' && (
          <Chip size="small" variant="outlined" label="Test mode" />
        )}
      </Box>
      {end && (
        <Typography color="text.secondary">
          {subscription.status === 'canceled'
            ? `Ended on ${end}.`
            : subscription.cancel_at_period_end
              ? `Your plan stays active until ${end}, then ends.`
              : `Renews on ${end}.`}
        </Typography>
      )}
    </Box>
  );
}
