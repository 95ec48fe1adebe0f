import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { payInTestMode } from '../api/test-mode';
import type { PaymentOutcome } from './payment-outcome';

interface TestModeCardFormProps {
  paymentIntentId: string;
  amountLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/** Test mode's payment form: what Stripe Elements does in Stripe mode, with no card at all. */
export function TestModeCardForm({
  paymentIntentId,
  amountLabel,
  onOutcome,
}: TestModeCardFormProps) {
  const [busy, setBusy] = useState(false);
  const pay = async (outcome: 'succeeded' | 'failed') => {
    setBusy(true);
    try {
      const { status } = await payInTestMode(paymentIntentId, outcome);
      onOutcome(
        status === 'succeeded'
          ? { kind: 'succeeded' }
          : outcome === 'failed'
            ? { kind: 'declined', message: 'The test payment was declined. No money was taken.' }
            : { kind: 'unclear' },
      );
    } catch (error) {
      onOutcome({ kind: 'error', error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">
        The built-in test provider stands in for a card form. Choose how this payment ends.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => void pay('succeeded')}
        >
          Pay {amountLabel} (test)
        </Button>
        <Button variant="outlined" size="large" disabled={busy} onClick={() => void pay('failed')}>
          Decline (test)
        </Button>
      </Box>
    </Box>
  );
}
