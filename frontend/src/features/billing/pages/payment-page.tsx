import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CenteredPanel } from '../../../components/layout/centered-panel';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import type { PaidPlan } from '../../../lib/billing/subscription';
import { findPlan, usePlans, planBenefits } from '../../../lib/plans/get-plans';
import { formatPrice } from '../../../lib/plans/format-price';
import { useCreateSubscription, type PaymentSetup } from '../api/payments';
import { PaymentStep } from '../components/payment-step';
import { LoginRequiredPanel } from '../components/login-required-panel';
import { TestModeNotice } from '../components/test-mode-notice';
import { initializationFailed, PAYMENT_MESSAGES } from '../model/payment-messages';
import { upgradeOptions } from '../model/upgrade-options';
import { FeatureList } from '../../../components/billing/feature-list';

const planFrom = (value: string | null): PaidPlan => (value === 'premium' ? 'premium' : 'pro');

/** `/payment?plan=pro|premium[&source=onboarding&required=true]`: plan summary, then payment. */
export function PaymentPage() {
  const [params] = useSearchParams();
  const planId = planFrom(params.get('plan'));
  const fromOnboarding = params.get('source') === 'onboarding';
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const plans = usePlans();
  const plan = findPlan(plans.data, planId);
  const createSubscription = useCreateSubscription();
  const [setup, setSetup] = useState<PaymentSetup | null>(null);

  if (!user) {
    return (
      <LoginRequiredPanel
        icon={<CreditCardOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
        title="Payment"
      />
    );
  }
  const alreadyThere = !upgradeOptions(user.subscription_tier).includes(planId);

  return (
    <CenteredPanel
      icon={<CreditCardOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
      title={plan ? `Set up ${plan.name}` : 'Set up your plan'}
      intro={
        fromOnboarding
          ? 'Your account is ready. One last step: the payment for the plan you chose.'
          : undefined
      }
      width={620}
    >
      {plans.isPending ? (
        <CircularProgress aria-label="Loading the plan" />
      ) : !plan ? (
        <Alert severity="error">{PAYMENT_MESSAGES.failed}</Alert>
      ) : alreadyThere ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success">Your account already has {plan.name} or more.</Alert>
          <Button component={RouterLink} to={paths.home} variant="contained">
            Go to the workspace
          </Button>
        </Box>
      ) : setup ? (
        <PaymentStep
          plan={plan}
          setup={setup}
          publishableKey={plans.data?.publishable_key}
          returnUrl={`${window.location.origin}/?payment_success=true&plan=${planId}`}
          onConfirmed={async () => {
            await refreshUser();
            navigate({ pathname: paths.home, search: `?payment_success=true&plan=${planId}` });
          }}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="plan-summary">
          {plans.data?.payment_mode === 'test' && <TestModeNotice />}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography sx={{ fontWeight: 800, fontSize: '1.4rem' }}>{plan.name}</Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.4rem' }}>
              {formatPrice(plan.price_monthly, plan.currency)}
              <Typography component="span" color="text.secondary">
                {' '}
                per month
              </Typography>
            </Typography>
          </Box>
          <FeatureList features={planBenefits(plan)} />
          {createSubscription.isError && (
            <Alert severity="error">{initializationFailed(createSubscription.error)}</Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => createSubscription.mutate(planId, { onSuccess: setSetup })}
            disabled={createSubscription.isPending}
            startIcon={
              createSubscription.isPending ? (
                <CircularProgress size={18} color="inherit" />
              ) : undefined
            }
          >
            Set up payment
          </Button>
          {fromOnboarding && (
            <Button component={RouterLink} to={paths.home}>
              Start on the free trial instead
            </Button>
          )}
        </Box>
      )}
    </CenteredPanel>
  );
}
