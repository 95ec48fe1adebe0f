import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { User } from '../../../lib/auth/user';
import { formatPrice } from '../../../lib/plans/format-price';
import { findPlan, usePlans } from '../../../lib/plans/get-plans';
import { usageOf } from '../../../lib/plans/usage';
import { useSubscription } from '../../../lib/billing/subscription';
import { formatDate } from '../utils/format-date';
import { BillingActions } from './billing-actions';
import { FeatureList } from '../../../components/billing/feature-list';

const TIER_NAMES = { free: 'Free Trial', pro: 'Pro', premium: 'Premium' } as const;

interface SubscriptionTabProps {
  user: User;
  /** Leaving the dialog for another screen. */
  onNavigate: () => void;
}

/** Current plan, its price, usage and renewal date, and what can be done about the plan. */
export function SubscriptionTab({ user, onNavigate }: SubscriptionTabProps) {
  const { data, isPending, isError, refetch } = usePlans();
  const plan = findPlan(data, user.subscription_tier);
  const usage = usageOf(user, data);
  const subscription = useSubscription().data?.subscription ?? null;
  const ending = subscription?.cancel_at_period_end === true && subscription.status !== 'canceled';
  const renewal =
    user.subscription_tier !== 'free' && user.usage_period_end
      ? formatDate(user.usage_period_end)
      : null;
  const pendingTier =
    user.subscription_tier === 'free' && user.intended_tier && user.intended_tier !== 'free'
      ? user.intended_tier
      : null;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper
        elevation={0}
        sx={{
          p: { xs: 2.5, sm: 3 },
          borderRadius: '18px',
          color: 'common.white',
          background: 'linear-gradient(135deg, #312e81 0%, #4338ca 60%, #be185d 140%)',
        }}
      >
        <Typography variant="overline" component="p" sx={{ opacity: 0.8 }}>
          Current plan
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
            {plan?.name ?? TIER_NAMES[user.subscription_tier]}
          </Typography>
          {isPending ? (
            <Skeleton width={90} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
          ) : (
            plan && (
              <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                {plan.price_monthly === 0
                  ? 'Free'
                  : `${formatPrice(plan.price_monthly, plan.currency)} per month`}
              </Typography>
            )
          )}
        </Box>
        {plan && <Typography sx={{ opacity: 0.88 }}>{plan.quota_label}</Typography>}
      </Paper>

      {isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          Plan details are unavailable right now.
        </Alert>
      )}

      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          Usage
        </Typography>
        <Typography>{usage.long}</Typography>
        {usage.percentUsed !== null && (
          <LinearProgress
            variant="determinate"
            value={usage.percentUsed}
            aria-label={usage.long}
            sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
          />
        )}
        {renewal && (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {ending
              ? 'Your plan ends'
              : user.subscription_tier === 'pro'
                ? 'Usage resets and your plan renews'
                : 'Renews'}{' '}
            on <strong>{renewal}</strong>.
          </Typography>
        )}
        {user.subscription_tier === 'free' && (
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '0.95rem' }}>
            The free trial counts transformations in total; it does not reset.
          </Typography>
        )}
      </Box>

      {pendingTier && (
        <Alert severity="info">
          You chose {TIER_NAMES[pendingTier]} when you signed up. Its payment has not been set up
          yet, so you are on the free trial for now.
        </Alert>
      )}

      {plan && plan.features.length > 0 && (
        <Box>
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            What your plan includes
          </Typography>
          <FeatureList features={plan.features} />
        </Box>
      )}

      <BillingActions user={user} onNavigate={onNavigate} />
    </Box>
  );
}
