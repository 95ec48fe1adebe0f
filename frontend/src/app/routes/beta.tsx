import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredPanel } from '../../components/layout/centered-panel';
import { authDialogLinks } from '../../config/paths';
import { BetaStudio } from '../../features/beta/components/beta-studio';
import { useAuth } from '../../lib/auth/auth-context';
import { BETA_TABS } from '../beta-tabs';

/** /beta: the beta studio for a signed-in person; a way to sign in for anyone else. */
export default function BetaRoute() {
  const { user } = useAuth();
  if (!user) {
    return (
      <CenteredPanel title="Beta Features">
        <p>Please sign in to use the beta studio.</p>
        <Button variant="contained" component={RouterLink} to={authDialogLinks.login}>
          Sign in
        </Button>
      </CenteredPanel>
    );
  }
  return <BetaStudio tabs={BETA_TABS} />;
}
