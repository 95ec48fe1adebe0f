import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredPanel, PanelIcon } from '../../../components/layout/centered-panel';
import { authDialogLinks, paths } from '../../../config/paths';
import { ResendVerificationForm } from './resend-verification-form';
import { EmailAddress } from '../../../components/text/email-address';

/** `/email-verified`: where the mailed link lands, verified (with a token) or invalid. */
export function EmailVerifiedScreen() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';

  if (params.get('status') === 'invalid') {
    return (
      <CenteredPanel
        icon={
          <PanelIcon tone="error">
            <LinkOffIcon />
          </PanelIcon>
        }
        title="This link is invalid or has expired"
        intro="Verification links work once and expire after a while. If you have already verified your e-mail, sign in; otherwise ask for a new link below."
      >
        <ResendVerificationForm initialEmail={email} />
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button component={RouterLink} to={authDialogLinks.login}>
            Sign in
          </Button>
        </Box>
      </CenteredPanel>
    );
  }

  const onboarding = new URLSearchParams();
  if (email) onboarding.set('email', email);
  if (token) onboarding.set('token', token);

  return (
    <CenteredPanel
      icon={
        <PanelIcon tone="success">
          <CheckCircleOutlineIcon />
        </PanelIcon>
      }
      title="Email verified"
      intro={
        email ? (
          <>
            Thank you. <EmailAddress email={email} /> is verified.
          </>
        ) : (
          'Thank you. Your e-mail address is verified.'
        )
      }
    >
      {token ? (
        <>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            One last step: tell us your name and confirm your privacy choices. It takes less than a
            minute.
          </Typography>
          <Button
            component={RouterLink}
            to={{ pathname: paths.onboarding, search: `?${onboarding.toString()}` }}
            variant="contained"
            size="large"
            fullWidth
          >
            Complete your setup
          </Button>
        </>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            Sign in to finish setting up your account.
          </Typography>
          <Button
            component={RouterLink}
            to={authDialogLinks.login}
            variant="contained"
            size="large"
            fullWidth
          >
            Sign in
          </Button>
        </>
      )}
    </CenteredPanel>
  );
}
