import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredPanel } from '../../../components/layout/centered-panel';
import { authDialogLinks } from '../../../config/paths';
import { PAYMENT_MESSAGES } from '../model/payment-messages';

/** What a payment page shows a visitor who is not signed in: the spec's message and a way in. */
export function LoginRequiredPanel({ title, icon }: { title: string; icon?: ReactNode }) {
  return (
    <CenteredPanel icon={icon} title={title}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {PAYMENT_MESSAGES.loginRequired}
      </Alert>
      <Button component={RouterLink} to={authDialogLinks.login} variant="contained" fullWidth>
        Log in
      </Button>
    </CenteredPanel>
  );
}
