import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { currentUserQueryKey } from '../../../lib/auth/get-current-user';
import type { PaidPlan } from '../../../lib/billing/subscription';
import { usePlans } from '../../../lib/plans/get-plans';
import type { UpgradeReason } from '../../../lib/upgrade/upgrade-prompt';
import { useCreateSubscription, type PaymentSetup } from '../api/payments';
import { initializationFailed, PAYMENT_MESSAGES } from '../model/payment-messages';
import { initialChoice, upgradeOptions } from '../model/upgrade-options';
import { PaymentStep } from './payment-step';
import { PlanChoice } from './plan-choice';
import { TestModeNotice } from './test-mode-notice';

export const FREE_LIMIT_MESSAGE = 'Free usage limit reached. Please upgrade to Pro or Premium.';

const HEADINGS: Record<UpgradeReason, string> = {
  'free-limit': 'Keep enhancing with a paid plan',
  'premium-feature': 'Premium Feature',
  'choose-plan': 'Choose your plan',
};

interface UpgradeDialogProps {
  reason: UpgradeReason;
  plan?: PaidPlan;
  onClose: () => void;
}

/** The upgrade modal: choose a plan, then pay in the embedded form; the user refreshes after. */
export function UpgradeDialog({ reason, plan: asked, onClose }: UpgradeDialogProps) {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const plans = usePlans();
  const options = upgradeOptions(user?.subscription_tier ?? 'free');
  const [choice, setChoice] = useState(() =>
    initialChoice(options, asked, reason === 'premium-feature'),
  );
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const createSubscription = useCreateSubscription();
  const chosenPlan = plans.data?.plans.find((plan) => plan.id === choice);

  const startPayment = () => {
    if (!choice) return;
    createSubscription.mutate(choice, { onSuccess: setSetup });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="upgrade-title">
      <DialogTitle id="upgrade-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {setup && (
          <Button startIcon={<ArrowBackIcon />} onClick={() => setSetup(null)} sx={{ mr: 1 }}>
            Back
          </Button>
        )}
        {setup && chosenPlan ? `Pay for ${chosenPlan.name}` : HEADINGS[reason]}
      </DialogTitle>
      <DialogContent>
        {!user ? (
          <Alert severity="info">{PAYMENT_MESSAGES.loginRequired}</Alert>
        ) : setup && chosenPlan ? (
          <PaymentStep
            plan={chosenPlan}
            setup={setup}
            publishableKey={plans.data?.publishable_key}
            returnUrl={`${window.location.origin}/?success=subscription`}
            onConfirmed={(confirmation) => {
              // The answer carries the upgraded user: the header changes at once.
              queryClient.setQueryData(currentUserQueryKey, confirmation.user);
              toast.success(confirmation.message || PAYMENT_MESSAGES.activated);
              void refreshUser();
              onClose();
            }}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {reason === 'free-limit' && <Alert severity="warning">{FREE_LIMIT_MESSAGE}</Alert>}
            {reason === 'premium-feature' && (
              <Typography color="text.secondary">
                Projects, advanced analytics and Word and PDF export come with Premium.
              </Typography>
            )}
            {plans.data?.payment_mode === 'test' && <TestModeNotice />}
            {plans.isPending ? (
              <CircularProgress aria-label="Loading plans" />
            ) : plans.isError ? (
              <Alert severity="error">Plans are unavailable right now. Please try again.</Alert>
            ) : options.length === 0 || !choice ? (
              <Alert severity="success">You are on Premium: every feature is yours.</Alert>
            ) : (
              <PlanChoice
                plans={plans.data.plans.filter((plan) => options.includes(plan.id as PaidPlan))}
                value={choice}
                onChange={setChoice}
              />
            )}
            {createSubscription.isError && (
              <Alert severity="error">{initializationFailed(createSubscription.error)}</Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{setup ? 'Cancel' : 'Not now'}</Button>
        {!setup && user && choice && (
          <Button
            variant="contained"
            onClick={startPayment}
            disabled={createSubscription.isPending || !chosenPlan}
            startIcon={
              createSubscription.isPending ? (
                <CircularProgress size={18} color="inherit" />
              ) : undefined
            }
          >
            Continue to payment
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
