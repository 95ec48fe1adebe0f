import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { useAuth } from '../../../lib/auth/auth-context';
import { exchangeSignInCode } from '../api/exchange-code';
import { useSessionHandOff } from '../hooks/use-session-hand-off';
import { SIGN_IN_CODE_INVALID } from '../utils/auth-messages';
import { CenteredPanel, PanelIcon } from '../../../components/layout/centered-panel';
import { authDialogLinks, paths } from '../../../config/paths';
import { ResendVerificationForm } from './resend-verification-form';
import { EmailAddress } from '../../../components/text/email-address';

type CodeState = 'none' | 'exchanging' | 'signed-in' | 'declined' | 'failed';

/**
 * `/email-verified`: where the mailed link lands, verified (with a one-time sign-in code the
 * page exchanges for a session, then drops from the address bar) or invalid. The page says an
 * address is verified only when it knows: the code it exchanged (issued only by a verification
 * that happened) or the signed-in account says so, never because someone opened the address.
 */
export function EmailVerifiedScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, status } = useAuth();
  const { handOff, dialog } = useSessionHandOff();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [codeState, setCodeState] = useState<CodeState>(code ? 'exchanging' : 'none');
  /** The account the exchanged code belongs to: the address that was verified. */
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!code || exchanged.current === code) return;
    exchanged.current = code;
    const rest = new URLSearchParams(params);
    rest.delete('code');
    navigate({ search: `?${rest.toString()}` }, { replace: true });
    exchangeSignInCode(code)
      .then(({ access_token, user: signedIn }) => {
        setVerifiedEmail(signedIn.email);
        return handOff({
          token: access_token,
          user: signedIn,
          endWhenDeclined: true,
          settled: (accepted) => setCodeState(accepted ? 'signed-in' : 'declined'),
        });
      })
      .catch(() => setCodeState('failed'));
  }, [code, params, navigate, handOff]);

  if (codeState === 'exchanging' || (codeState === 'none' && status === 'loading')) {
    return (
      <>
        {dialog}
        <FullPageLoader label={codeState === 'exchanging' ? 'Signing you in…' : 'Loading…'} />
      </>
    );
  }
  const signedIn = codeState === 'signed-in' || (codeState === 'none' && user !== null);

  const verified =
    codeState === 'signed-in' ||
    codeState === 'declined' ||
    (codeState === 'none' && user?.is_verified === true);
  const shownEmail = verifiedEmail ?? (codeState === 'none' ? user?.email : undefined) ?? '';

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

  if (!verified) {
    return (
      <CenteredPanel
        icon={
          <PanelIcon tone="primary">
            <MarkEmailUnreadIcon />
          </PanelIcon>
        }
        title="Verify your e-mail address"
        intro="To verify your address, open the link in the e-mail we sent you. If it has expired or did not arrive, ask for a new one below."
      >
        {codeState === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {SIGN_IN_CODE_INVALID}
          </Alert>
        )}
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
  if (shownEmail) onboarding.set('email', shownEmail);

  return (
    <CenteredPanel
      icon={
        <PanelIcon tone="success">
          <CheckCircleOutlineIcon />
        </PanelIcon>
      }
      title="Email verified"
      intro={
        shownEmail ? (
          <>
            Thank you. <EmailAddress email={shownEmail} /> is verified.
          </>
        ) : (
          'Thank you. Your e-mail address is verified.'
        )
      }
    >
      {signedIn && user && !user.onboarding_completed ? (
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
      ) : signedIn && user ? (
        <Button component={RouterLink} to={paths.home} variant="contained" size="large" fullWidth>
          Open your workspace
        </Button>
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
