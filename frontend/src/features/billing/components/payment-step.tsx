import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { Plan } from '../../../lib/plans/get-plans';
import { formatPrice } from '../../../lib/plans/format-price';
import { confirmPayment, type PaymentConfirmation, type PaymentSetup } from '../api/payments';
import { PAYMENT_MESSAGES } from '../model/payment-messages';
import type { PaymentOutcome } from './payment-outcome';
import { TestModeCardForm } from './test-mode-card-form';
import { TestModeNotice } from './test-mode-notice';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface PaymentStepProps {
  plan: Plan;
  setup: PaymentSetup;
  publishableKey: string | null | undefined;
  returnUrl: string;
  /** The server confirmed the payment and upgraded the account. */
  onConfirmed: (confirmation: PaymentConfirmation) => void;
}

type Problem = { severity: 'error' | 'warning'; message: string } | null;

/**
 * The payment form (our test form or Stripe's), then the server's confirmation: the account is
 * upgraded only after the server has checked with the provider that the payment succeeded.
 */
export function PaymentStep({
  plan,
  setup,
  publishableKey,
  returnUrl,
  onConfirmed,
}: PaymentStepProps) {
  const [problem, setProblem] = useState<Problem>(null);
  const [confirming, setConfirming] = useState(false);
  const amountLabel = formatPrice(plan.price_monthly, plan.currency);

  const onOutcome = async (outcome: PaymentOutcome) => {
    if (outcome.kind === 'declined') {
      setProblem({ severity: 'error', message: outcome.message });
      return;
    }
    if (outcome.kind !== 'succeeded') {
      setProblem({ severity: 'warning', message: PAYMENT_MESSAGES.unclear });
      return;
    }
    setProblem(null);
    setConfirming(true);
    try {
      onConfirmed(await confirmPayment(setup.payment_intent_id));
    } catch {
      setProblem({ severity: 'error', message: PAYMENT_MESSAGES.upgradeFailed });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="payment-form">
      {setup.payment_mode === 'test' && <TestModeNotice />}
      <Typography>
        <strong>{plan.name}</strong>: {amountLabel} per month. Cancel any time from your account.
      </Typography>
      {problem && <Alert severity={problem.severity}>{problem.message}</Alert>}
      {confirming ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} />
          <Typography>Confirming your payment…</Typography>
        </Box>
      ) : setup.payment_mode === 'test' ? (
        <TestModeCardForm
          paymentIntentId={setup.payment_intent_id}
          amountLabel={amountLabel}
          onOutcome={(outcome) => void onOutcome(outcome)}
        />
      ) : publishableKey ? (
        <Suspense fallback={<CircularProgress size={24} />}>
          <StripeCardForm
            publishableKey={publishableKey}
            clientSecret={setup.client_secret}
            amountLabel={amountLabel}
            returnUrl={returnUrl}
            onOutcome={(outcome) => void onOutcome(outcome)}
          />
        </Suspense>
      ) : (
        <Alert severity="error">{PAYMENT_MESSAGES.failed}</Alert>
      )}
    </Box>
  );
}
