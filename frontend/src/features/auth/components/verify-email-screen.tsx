import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredPanel, PanelIcon } from '../../../components/layout/centered-panel';
import { authDialogLinks } from '../../../config/paths';
import { ResendVerificationForm } from './resend-verification-form';
import { EmailAddress } from '../../../components/text/email-address';

/** `/verify-email`: check your inbox, with a form to send the link again. */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';

  return (
    <CenteredPanel
      icon={
        <PanelIcon>
          <MarkEmailUnreadOutlinedIcon />
        </PanelIcon>
      }
      title="Check your email"
      intro={
        email ? (
          <>
            We sent a verification link to <EmailAddress email={email} />. Open it to verify your
            account; it signs you in and takes you to the last step of your setup.
          </>
        ) : (
          'We sent you a verification link. Open it to verify your account; it signs you in and takes you to the last step of your setup.'
        )
      }
    >
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>No e-mail after a few minutes?</Typography>
      <Typography color="text.secondary" sx={{ mb: 2, fontSize: '0.95rem' }}>
        Check your spam folder, or send the link again.
      </Typography>
      <ResendVerificationForm initialEmail={email} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ textAlign: 'center' }}>
        <Button component={RouterLink} to={authDialogLinks.login}>
          Already verified? Sign in
        </Button>
      </Box>
    </CenteredPanel>
  );
}
