import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import type { SubscriptionTier } from '../../../lib/auth/user';
import { formatPrice } from '../../../lib/plans/format-price';
import { usePlans } from '../../../lib/plans/get-plans';

const TIERS: SubscriptionTier[] = ['free', 'pro', 'premium'];
// Shown when the catalogue cannot be read: the choice still works, prices come later.
const FALLBACK_NAMES: Record<SubscriptionTier, string> = {
  free: 'Free Trial',
  pro: 'Pro',
  premium: 'Premium',
};

interface TierPickerProps {
  value: SubscriptionTier;
  onChange: (tier: SubscriptionTier) => void;
}

/** The free / pro / premium cards of the sign-up form, read from GET /api/plans. */
export function TierPicker({ value, onChange }: TierPickerProps) {
  const { data, isPending } = usePlans();

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 1 }}>
        Choose your plan
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 1.25,
        }}
      >
        {TIERS.map((tier) => {
          const plan = data?.plans.find((candidate) => candidate.id === tier);
          const selected = value === tier;
          const price = plan
            ? plan.price_monthly === 0
              ? 'Free'
              : `${formatPrice(plan.price_monthly, plan.currency)}/mo`
            : null;
          return (
            <Box
              component="label"
              key={tier}
              data-testid={`tier-${tier}`}
              sx={{
                position: 'relative',
                cursor: 'pointer',
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: { xs: 'center', sm: 'flex-start' },
                justifyContent: 'space-between',
                gap: { xs: 1, sm: 0.25 },
                p: { xs: 1.25, sm: 1.5 },
                borderRadius: '14px',
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'rgba(67, 56, 202, 0.06)' : 'background.paper',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: selected ? 'primary.main' : 'primary.light' },
                '&:has(input:focus-visible)': { outline: '3px solid #6366f1', outlineOffset: 2 },
              }}
            >
              <Box
                component="input"
                type="radio"
                name="subscription_tier"
                value={tier}
                checked={selected}
                onChange={() => onChange(tier)}
                sx={visuallyHidden}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 800, lineHeight: 1.3 }}>
                  {plan?.name ?? FALLBACK_NAMES[tier]}
                </Typography>
                {isPending ? (
                  <Skeleton width={90} sx={{ fontSize: '0.8rem' }} />
                ) : (
                  plan && (
                    <Typography
                      sx={{ fontSize: '0.8rem', color: 'text.secondary', lineHeight: 1.4 }}
                    >
                      {plan.quota_label}
                    </Typography>
                  )
                )}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: { sm: 0.5 } }}>
                {price && (
                  <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '0.95rem' }}>
                    {price}
                  </Typography>
                )}
                {selected && (
                  <CheckCircleIcon
                    aria-hidden="true"
                    sx={{
                      color: 'primary.main',
                      fontSize: 20,
                      position: { sm: 'absolute' },
                      top: { sm: 10 },
                      right: { sm: 10 },
                    }}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
