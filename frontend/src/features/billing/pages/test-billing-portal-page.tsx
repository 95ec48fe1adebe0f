import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredPanel } from '../../../components/layout/centered-panel';
import { paths } from '../../../config/paths';
import { SubscriptionSummary } from '../../../components/billing/subscription-summary';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  CANCEL_SUBSCRIPTION_CONFIRM,
  useCancelSubscription,
  useSubscription,
} from '../../../lib/billing/subscription';
import { errorMessage } from '../../../lib/error-message';
import { TestModeNotice } from '../components/test-mode-notice';
import { PAYMENT_MESSAGES } from '../model/payment-messages';

/** `/test-billing-portal`: test mode's stand-in for Stripe's billing portal. */
export function TestBillingPortalPage() {
  const { user, refreshUser } = useAuth();
  const subscription = useSubscription();
  const cancel = useCancelSubscription();
  const current = subscription.data?.subscription ?? null;

  return (
    <CenteredPanel
      icon={<ReceiptLongOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
      title="Billing portal"
      width={600}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TestModeNotice />
        {!user ? (
          <Alert severity="info">{PAYMENT_MESSAGES.loginRequired}</Alert>
        ) : subscription.isPending ? (
          <CircularProgress aria-label="Loading your subscription" />
        ) : subscription.isError ? (
          <Alert severity="error">
            {errorMessage(subscription.error, 'Could not load your subscription.')}
          </Alert>
        ) : !current ? (
          <Alert severity="info">You have no subscription.</Alert>
        ) : (
          <>
            <SubscriptionSummary subscription={current} />
            {current.status === 'active' && !current.cancel_at_period_end && (
              <Button
                variant="outlined"
                color="error"
                disabled={cancel.isPending}
                onClick={() => {
                  if (window.confirm(CANCEL_SUBSCRIPTION_CONFIRM)) {
                    cancel.mutate(undefined, { onSuccess: () => void refreshUser() });
                  }
                }}
              >
                Cancel subscription
              </Button>
            )}
            {cancel.isError && (
              <Alert severity="error">
                {errorMessage(cancel.error, 'Could not cancel. Please try again.')}
              </Alert>
            )}
          </>
        )}
        <Button component={RouterLink} to={paths.home} variant="contained">
          Return to Resonate
        </Button>
      </Box>
    </CenteredPanel>
  );
}
