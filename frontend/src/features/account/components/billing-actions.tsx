import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SubscriptionSummary } from '../../../components/billing/subscription-summary';
import type { User } from '../../../lib/auth/user';
import {
  CANCEL_SUBSCRIPTION_CONFIRM,
  openBillingPortal,
  portalFailed,
  useCancelSubscription,
  useSubscription,
} from '../../../lib/billing/subscription';
import { errorMessage } from '../../../lib/error-message';
import { useUpgradePrompt } from '../../../lib/upgrade/upgrade-prompt';

interface BillingActionsProps {
  user: User;
  /** Leaving the dialog (for the upgrade modal or the portal). */
  onNavigate: () => void;
}

/** The subscription's state, and upgrade, billing portal and cancel. */
export function BillingActions({ user, onNavigate }: BillingActionsProps) {
  const subscription = useSubscription();
  const cancel = useCancelSubscription();
  const { openUpgrade } = useUpgradePrompt();
  const [portal, setPortal] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const current = subscription.data?.subscription ?? null;
  const paid = user.subscription_tier !== 'free';
  const cancellable = current?.status === 'active' && !current.cancel_at_period_end;

  const toPortal = async () => {
    setPortal({ busy: true, error: null });
    try {
      await openBillingPortal();
    } catch (error) {
      setPortal({ busy: false, error: portalFailed(error) });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="h3">
        Billing
      </Typography>
      {subscription.isPending ? (
        <Skeleton height={48} />
      ) : current ? (
        <SubscriptionSummary subscription={current} />
      ) : (
        <Typography color="text.secondary">
          {paid
            ? 'Your plan was set up by our team.'
            : 'No subscription: you are on the free trial.'}
        </Typography>
      )}
      {portal.error && <Alert severity="error">{portal.error}</Alert>}
      {cancel.isError && (
        <Alert severity="error">
          {errorMessage(cancel.error, 'Could not cancel. Please try again.')}
        </Alert>
      )}
      {cancel.isSuccess && (
        <Alert severity="success">
          Your subscription is cancelled. You keep your plan until the end of the paid period.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {user.subscription_tier !== 'premium' && (
          <Button
            variant="contained"
            onClick={() => {
              onNavigate();
              openUpgrade('choose-plan', paid ? 'premium' : undefined);
            }}
          >
            {paid ? 'Upgrade to Premium' : 'Upgrade'}
          </Button>
        )}
        {paid && (
          <Button variant="outlined" disabled={portal.busy} onClick={() => void toPortal()}>
            Manage billing
          </Button>
        )}
        {cancellable && (
          <Button
            color="error"
            disabled={cancel.isPending}
            onClick={() => {
              if (window.confirm(CANCEL_SUBSCRIPTION_CONFIRM)) cancel.mutate();
            }}
          >
            Cancel subscription
          </Button>
        )}
      </Box>
    </Box>
  );
}
