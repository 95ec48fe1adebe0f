import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { CenteredPanel, PanelIcon } from '../../../components/layout/centered-panel';
import { authDialogLinks, paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/error-message';
import { ONBOARDING_MESSAGES } from '../utils/onboarding-rules';
import { OnboardingWizard } from './onboarding-wizard';

/**
 * `/onboarding?email=…&token=…`: stores the token the verification link signed in with, then
 * the last setup step. The token leaves the address bar once it is stored.
 */
export function OnboardingScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, acceptToken } = useAuth();
  const queryToken = params.get('token')?.trim() || null;
  const queryEmail = params.get('email')?.trim() ?? '';
  const [tokenError, setTokenError] = useState<string | null>(null);

  useEffect(() => {
    if (!queryToken) return;
    let current = true;
    acceptToken(queryToken)
      .then(() => {
        if (!current) return;
        const rest = new URLSearchParams(params);
        rest.delete('token');
        navigate({ search: rest.toString() ? `?${rest.toString()}` : '' }, { replace: true });
      })
      .catch((error: unknown) => {
        if (current) setTokenError(errorMessage(error, ONBOARDING_MESSAGES.setupFailed));
      });
    return () => {
      current = false;
    };
  }, [queryToken, params, acceptToken, navigate]);

  if (tokenError || (!queryToken && !user)) {
    return (
      <CenteredPanel title="Complete your setup" intro="Sign in to finish setting up your account.">
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {tokenError ?? ONBOARDING_MESSAGES.noToken}
        </Alert>
        <Button
          component={RouterLink}
          to={authDialogLinks.login}
          variant="contained"
          size="large"
          fullWidth
        >
          Sign in
        </Button>
      </CenteredPanel>
    );
  }

  if (queryToken || !user) return <FullPageLoader label="Preparing your account…" />;

  if (user.onboarding_completed) {
    return (
      <CenteredPanel
        icon={
          <PanelIcon tone="success">
            <CheckCircleOutlineRoundedIcon />
          </PanelIcon>
        }
        title="You are all set"
        intro="Your account is already set up."
      >
        <Button component={RouterLink} to={paths.home} variant="contained" size="large" fullWidth>
          Go to Resonate
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel
      width={640}
      title="Complete your setup"
      intro={
        <Typography component="span">
          Welcome to Resonate. Two short steps and you are ready to write.
        </Typography>
      }
    >
      <OnboardingWizard user={user} email={user.email || queryEmail} />
    </CenteredPanel>
  );
}
