import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ShoppingCartCheckoutOutlinedIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CenteredPanel } from '../../../components/layout/centered-panel';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/plans/format-price';
import { finishTestCheckout, useTestCheckout } from '../api/test-mode';
import { TestModeNotice } from '../components/test-mode-notice';

const PLAN_NAMES = { pro: 'Pro', premium: 'Premium' } as const;

/** `/test-checkout?session_id=…`: test mode's stand-in for Stripe Checkout. */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const session = useTestCheckout(sessionId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = async (action: 'complete' | 'cancel') => {
    setBusy(true);
    setError(null);
    try {
      const { redirect_url: url } = await finishTestCheckout(sessionId, action);
      window.location.assign(url);
    } catch (failure) {
      setError(errorMessage(failure, 'The test checkout could not be finished. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <CenteredPanel
      icon={<ShoppingCartCheckoutOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
      title="Checkout"
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TestModeNotice />
        {!sessionId ? (
          <Alert severity="error">This checkout link has no session. Please start again.</Alert>
        ) : session.isPending ? (
          <CircularProgress aria-label="Loading the checkout" />
        ) : session.isError ? (
          <Alert severity="error">
            {errorMessage(session.error, 'This checkout was not found.')}
          </Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 800, fontSize: '1.3rem' }}>
                Resonate {PLAN_NAMES[session.data.plan]}
              </Typography>
              <Typography
                sx={{ fontWeight: 800, fontSize: '1.3rem' }}
                data-testid="checkout-amount"
              >
                {formatPrice(session.data.amount, session.data.currency)} per month
              </Typography>
            </Box>
            {session.data.status !== 'open' ? (
              <Alert severity="info">This checkout is already {session.data.status}.</Alert>
            ) : (
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  size="large"
                  disabled={busy}
                  onClick={() => void finish('complete')}
                >
                  Complete test payment
                </Button>
                <Button
                  variant="outlined"
                  size="large"
                  disabled={busy}
                  onClick={() => void finish('cancel')}
                >
                  Cancel and go back
                </Button>
              </Box>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </>
        )}
      </Box>
    </CenteredPanel>
  );
}
