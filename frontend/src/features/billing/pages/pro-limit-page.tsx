import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredPanel } from '../../../components/layout/centered-panel';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { findPlan, usePlans, planBenefits } from '../../../lib/plans/get-plans';
import { formatPrice } from '../../../lib/plans/format-price';
import { DEFAULT_QUOTAS } from '../../../lib/plans/usage';
import { useRecentHistory } from '../api/achievements';
import { createCheckoutSession } from '../api/checkout';
import { LoginRequiredPanel } from '../components/login-required-panel';
import { TestModeNotice } from '../components/test-mode-notice';
import { achievementsFrom } from '../model/achievements';
import { PAYMENT_MESSAGES } from '../model/payment-messages';
import { FeatureList } from '../../../components/billing/feature-list';

const DAY_MS = 86_400_000;
const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** `/pro-to-premium-upgrade`: where a Pro user lands on the monthly limit. */
export function ProLimitPage() {
  const { user, refreshUser } = useAuth();
  // The counter and renewal date as the server has them now, not as they were cached.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  const navigate = useNavigate();
  const plans = usePlans();
  const history = useRecentHistory(user !== null);
  const [redirecting, setRedirecting] = useState(false);
  // The spec's "30 days from today", used only when the account has no period yet.
  const [fallbackRenewal] = useState(() => new Date(Date.now() + 30 * DAY_MS));
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return <LoginRequiredPanel title="Go Unlimited with Premium" />;
  }

  const premium = findPlan(plans.data, 'premium');
  const quota = findPlan(plans.data, 'pro')?.quota ?? DEFAULT_QUOTAS.pro;
  const used = Math.min(user.monthly_requests_used, quota);
  const renewal = user.usage_period_end ? new Date(user.usage_period_end) : fallbackRenewal;
  const achievements = achievementsFrom(history.data?.items ?? [], user.monthly_requests_used);
  // The limit is claimed only when it was reached; before that the page just offers Premium.
  const atLimit = user.subscription_tier === 'pro' && user.monthly_requests_used >= quota;

  const upgrade = async () => {
    setError(null);
    setRedirecting(true);
    try {
      const { checkout_url: url } = await createCheckoutSession('premium');
      window.location.assign(url);
    } catch {
      setError(PAYMENT_MESSAGES.checkoutFailed);
      setRedirecting(false);
    }
  };

  return (
    <CenteredPanel
      icon={<EmojiEventsOutlinedIcon sx={{ fontSize: 52, color: 'secondary.main' }} />}
      title={atLimit ? "You've Hit Your Pro Limit!" : 'Go Unlimited with Premium'}
      intro={
        atLimit
          ? 'You used every Pro enhancement of this month. Go unlimited with Premium, or wait for your Pro reset.'
          : `You have used ${used} of your ${quota} Pro enhancements this month. Premium removes the limit.`
      }
      width={720}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        {user.subscription_tier === 'premium' && (
          <Alert severity="success">You are already on Premium: enhancements are unlimited.</Alert>
        )}
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>Monthly usage</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="pro-usage">
              {used} of {quota} this month
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={(used / quota) * 100}
            color="secondary"
            aria-label={`${used} of ${quota} enhancements used this month`}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="renewal-date">
            Your Pro enhancements reset on <strong>{longDate(renewal)}</strong>.
          </Typography>
        </Box>

        <Box>
          <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
            Your achievements
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
            }}
          >
            {achievements.map((achievement) => (
              <Paper
                key={achievement.label}
                elevation={0}
                sx={{ p: 1.5, borderRadius: '14px', border: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
                  {achievement.value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {achievement.label}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Box>

        {premium && (
          <Paper
            elevation={0}
            sx={{
              p: { xs: 2, sm: 3 },
              borderRadius: '18px',
              border: 2,
              borderColor: 'secondary.main',
              display: 'grid',
              gap: 1.5,
            }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 1,
              }}
            >
              <Typography variant="h3" component="h2">
                Premium
              </Typography>
              <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }}>
                {formatPrice(premium.price_monthly, premium.currency)}
                <Typography component="span" color="text.secondary">
                  {' '}
                  per month{premium.highlight ? ` · ${premium.highlight}` : ''}
                </Typography>
              </Typography>
            </Box>
            <FeatureList features={planBenefits(premium)} />
            {plans.data?.payment_mode === 'test' && <TestModeNotice />}
          </Paper>
        )}

        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          {user.subscription_tier !== 'premium' && (
            <Button
              variant="contained"
              color="secondary"
              size="large"
              onClick={() => void upgrade()}
              disabled={redirecting || !premium}
              startIcon={redirecting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Upgrade to Premium
            </Button>
          )}
          <Button variant="outlined" size="large" onClick={() => navigate(paths.home)}>
            {atLimit ? "I'll Wait for Pro Reset" : 'Back to the workspace'}
          </Button>
        </Box>
      </Box>
    </CenteredPanel>
  );
}
