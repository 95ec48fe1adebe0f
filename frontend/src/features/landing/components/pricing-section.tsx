import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SubscriptionTier } from '../../../lib/auth/user';
import { usePlans } from '../../../lib/plans/get-plans';
import { PlanCard } from './plan-card';
import { Section } from './section';

function PlanSkeleton() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="55%" sx={{ fontSize: '2.75rem' }} />
        <Skeleton variant="text" width="45%" />
        {Array.from({ length: 4 }, (_, row) => (
          <Skeleton key={row} variant="text" width={`${85 - row * 8}%`} sx={{ mt: 1 }} />
        ))}
        <Skeleton variant="rounded" height={48} sx={{ mt: 4 }} />
      </CardContent>
    </Card>
  );
}

export function PricingSection({ currentTier }: { currentTier: SubscriptionTier | null }) {
  const { data, isPending, isError, refetch, isRefetching } = usePlans();
  const plans = data?.plans ?? [];

  let content;
  if (isPending) {
    content = (
      <Grid container spacing={3} role="status" aria-label="Loading plans">
        {Array.from({ length: 3 }, (_, card) => (
          <Grid key={card} size={{ xs: 12, md: 4 }}>
            <PlanSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  } else if (isError || plans.length === 0) {
    content = (
      <Box role="alert" sx={{ textAlign: 'center', py: 4 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Pricing is unavailable right now.
        </Typography>
        <Button variant="outlined" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Trying again…' : 'Try again'}
        </Button>
      </Box>
    );
  } else {
    content = (
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <PlanCard plan={plan} currentTier={currentTier} />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Start free. Upgrade when it pays for itself."
      intro="Try Resonate with 10 free transformations, no card needed. Pick a plan when you are ready."
    >
      {content}
    </Section>
  );
}
