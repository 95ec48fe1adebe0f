import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { authDialogLinks } from '../../../config/paths';
import type { SubscriptionTier } from '../../../lib/auth/user';
import type { Plan } from '../../../lib/plans/get-plans';
import { formatPrice } from '../../../lib/plans/format-price';
import { FeatureList } from '../../../components/billing/feature-list';

interface PlanCardProps {
  plan: Plan;
  /** The signed-in user's tier; visitors get a sign-up button instead. */
  currentTier: SubscriptionTier | null;
}

export function PlanCard({ plan, currentTier }: PlanCardProps) {
  const highlighted = Boolean(plan.highlight);
  const free = plan.price_monthly === 0;
  const titleId = `plan-${plan.id}-name`;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'visible',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: highlighted ? '0 30px 60px -30px rgba(67, 56, 202, 0.5)' : 'none',
      }}
    >
      {plan.highlight && (
        <Chip
          label={plan.highlight}
          color="primary"
          size="small"
          sx={{
            position: 'absolute',
            top: -13,
            left: '50%',
            transform: 'translateX(-50%)',
            fontWeight: 700,
          }}
        />
      )}
      <CardContent sx={{ p: { xs: 3, md: 4 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={titleId} variant="h3" component="h3">
          {plan.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, mt: 2 }}>
          <Typography
            component="span"
            sx={{ fontSize: '2.75rem', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 }}
          >
            {formatPrice(plan.price_monthly, plan.currency)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {free ? 'to start' : 'per month'}
          </Typography>
        </Box>
        <Typography sx={{ mt: 1.5, fontWeight: 700, color: 'primary.main' }}>
          {plan.quota_label}
        </Typography>

        <FeatureList features={plan.features} sx={{ mt: 3, mb: 4, gap: 1.25 }} />

        <Box sx={{ mt: 'auto' }}>
          {currentTier === null ? (
            <Button
              component={RouterLink}
              to={authDialogLinks.register(plan.id)}
              preventScrollReset
              fullWidth
              size="large"
              variant={highlighted ? 'contained' : 'outlined'}
            >
              {free ? 'Start Free Trial' : `Choose ${plan.name}`}
            </Button>
          ) : (
            currentTier === plan.id && (
              <Chip
                label="Your current plan"
                color="success"
                variant="outlined"
                sx={{ fontWeight: 700 }}
              />
            )
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
