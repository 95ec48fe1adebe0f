import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredPanel } from '../../../components/layout/centered-panel';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import type { PaidPlan } from '../../../lib/billing/subscription';
import { processUpgradeSuccess } from '../api/checkout';
import { LoginRequiredPanel } from '../components/login-required-panel';
import { PAYMENT_MESSAGES, upgradeRedirectFailed } from '../model/payment-messages';

/** `/upgrade-success?plan=…&session_id=…`: the return from checkout, checked with the server. */
export function UpgradeSuccessPage() {
  const [params] = useSearchParams();
  const raw = params.get('plan');
  const plan: PaidPlan | null = raw === 'pro' || raw === 'premium' ? raw : null;
  const sessionId = params.get('session_id') ?? undefined;
  const { user, refreshUser } = useAuth();
  const upgrade = useQuery({
    queryKey: ['process-upgrade', plan, sessionId ?? null],
    queryFn: () => processUpgradeSuccess(plan!, sessionId),
    enabled: user !== null && plan !== null,
    retry: false,
    staleTime: Infinity,
  });
  const upgraded = upgrade.data?.ok === true;
  useEffect(() => {
    if (upgraded) void refreshUser();
  }, [upgraded, refreshUser]);

  const icon = <CelebrationOutlinedIcon color="secondary" sx={{ fontSize: 52 }} />;
  if (!user) {
    return <LoginRequiredPanel icon={icon} title="Finishing your upgrade" />;
  }
  return (
    <CenteredPanel icon={icon} title={upgraded ? 'Welcome aboard!' : 'Finishing your upgrade'}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {!plan ? (
          <Alert severity="error">{PAYMENT_MESSAGES.processFailed}</Alert>
        ) : upgrade.isPending ? (
          <Box
            role="status"
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center' }}
          >
            <CircularProgress size={22} />
            <Typography>Checking your payment…</Typography>
          </Box>
        ) : upgrade.isError ? (
          <Alert severity="error">{upgradeRedirectFailed(upgrade.error)}</Alert>
        ) : upgraded ? (
          <Alert severity="success">{upgrade.data.message || PAYMENT_MESSAGES.activated}</Alert>
        ) : (
          <Alert severity="warning">Upgrade failed: {upgrade.data?.message}</Alert>
        )}
        <Button component={RouterLink} to={paths.home} variant="contained">
          Go to the workspace
        </Button>
      </Box>
    </CenteredPanel>
  );
}
