import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import type { PaymentOutcome } from './payment-outcome';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  /** Where Stripe sends the browser back when the bank asks for a redirect (3-D Secure…). */
  returnUrl: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}

// Stripe.js comes from Stripe, loaded once and only when a payment form opens in Stripe mode.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

/** Stripe mode's payment form: Stripe's Payment Element, confirmed in the browser. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  ...rest
}: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmForm {...rest} />
    </Elements>
  );
}

function ConfirmForm({
  amountLabel,
  returnUrl,
  onOutcome,
}: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error) {
        onOutcome({
          kind: 'declined',
          message: error.message ?? 'Your payment was not completed. Please try again.',
        });
      } else {
        onOutcome(
          paymentIntent?.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'unclear' },
        );
      }
    } catch (error) {
      onOutcome({ kind: 'error', error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <PaymentElement />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!stripe || busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Pay {amountLabel}
      </Button>
    </Box>
  );
}
