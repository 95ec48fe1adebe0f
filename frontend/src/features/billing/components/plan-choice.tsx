import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { PaidPlan } from '../../../lib/billing/subscription';
import { planBenefits, type Plan } from '../../../lib/plans/get-plans';
import { formatPrice } from '../../../lib/plans/format-price';
import { FeatureList } from '../../../components/billing/feature-list';

interface PlanChoiceProps {
  plans: Plan[];
  value: PaidPlan;
  onChange: (plan: PaidPlan) => void;
}

/** The paid plans as selectable cards, with price, quota and features from the catalogue. */
export function PlanChoice({ plans, value, onChange }: PlanChoiceProps) {
  return (
    <Box
      role="radiogroup"
      aria-label="Plan"
      sx={{
        display: 'grid',
        gap: 2,
        // minmax(0, …): a long badge or word must not widen the dialog past a phone's screen.
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: `repeat(${plans.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {plans.map((plan) => {
        const selected = plan.id === value;
        return (
          <Box
            key={plan.id}
            component="label"
            data-testid={`plan-option-${plan.id}`}
            sx={{
              cursor: 'pointer',
              p: 2,
              borderRadius: '16px',
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'rgba(67, 56, 202, 0.04)' : 'background.paper',
              display: 'grid',
              gap: 1,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Radio
                checked={selected}
                onChange={() => onChange(plan.id as PaidPlan)}
                value={plan.id}
                slotProps={{ input: { 'aria-label': plan.name } }}
                sx={{ p: 0.5 }}
              />
              <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{plan.name}</Typography>
              {plan.highlight && <Chip size="small" color="secondary" label={plan.highlight} />}
            </Box>
            <Typography sx={{ fontWeight: 800, fontSize: '1.6rem' }}>
              {formatPrice(plan.price_monthly, plan.currency)}
              <Typography component="span" color="text.secondary" sx={{ fontWeight: 500 }}>
                {' '}
                per month
              </Typography>
            </Typography>
            <FeatureList features={planBenefits(plan)} dense />
          </Box>
        );
      })}
    </Box>
  );
}
