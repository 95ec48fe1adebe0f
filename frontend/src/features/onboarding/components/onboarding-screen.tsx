import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { CenteredPanel, PanelIcon } from '../../../components/layout/centered-panel';
import { authDialogLinks, paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { ONBOARDING_MESSAGES } from '../utils/onboarding-rules';
import { OnboardingWizard } from './onboarding-wizard';

/**
 * `/onboarding?email=…`: the last setup step of the signed-in user. A session is never taken
 * from this address (the verification page exchanges its one-time code before linking here).
 */
export function OnboardingScreen() {
  const [params] = useSearchParams();
  const { status, user } = useAuth();
  const queryEmail = params.get('email')?.trim() ?? '';

  if (status !== 'loading' && !user) {
    return (
      <CenteredPanel title="Complete your setup" intro="Sign in to finish setting up your account.">
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {ONBOARDING_MESSAGES.noToken}
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

  if (!user) return <FullPageLoader label="Preparing your account…" />;

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
