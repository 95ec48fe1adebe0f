import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { PanelIcon } from '../../../components/layout/centered-panel';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '../../../lib/error-message';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { EmailAddress } from '../../../components/text/email-address';

/** Shown after sign-up: check your inbox (the dialog closes by itself after 3 s). */
export function RegisteredNotice({ email, message }: { email: string; message: string }) {
  const resend = useResendVerification();
  return (
    <Box role="status" sx={{ textAlign: 'center', display: 'grid', gap: 2, py: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }} aria-hidden="true">
        <PanelIcon tone="success">
          <MarkEmailUnreadOutlinedIcon />
        </PanelIcon>
      </Box>
      <Typography variant="h3" component="p">
        Check your email
      </Typography>
      <Typography>{message}</Typography>
      <Typography color="text.secondary">
        We sent a verification link to <EmailAddress email={email} />. Open it to verify your
        account, then finish setting it up.
      </Typography>
      {resend.isSuccess ? (
        <Alert severity="success">{resend.data.message}</Alert>
      ) : (
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          No e-mail?{' '}
          <Link
            component="button"
            type="button"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
            sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
          >
            {resend.isPending ? 'Sending…' : 'Resend'}
          </Link>
        </Typography>
      )}
      {resend.isError && (
        <Alert severity="error">{errorMessage(resend.error, AUTH_MESSAGES.resendFailed)}</Alert>
      )}
    </Box>
  );
}
