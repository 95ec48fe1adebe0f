import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useId } from 'react';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import {
  STRENGTH_TEXT,
  type PasswordStrength,
  type StrengthLabel,
} from '../utils/password-strength';

const COLORS: Record<StrengthLabel, string> = {
  'very-weak': '#b91c1c',
  weak: '#c2410c',
  fair: '#b45309',
  good: '#0369a1',
  strong: '#15803d',
};

/** The strength bar, its label and the four requirement lines under a new password. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength }) {
  const labelId = useId();
  const color = COLORS[strength.label];
  return (
    <Box sx={{ mt: 1 }} data-testid="password-strength" data-strength={strength.label}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={(strength.score / 5) * 100}
          aria-labelledby={labelId}
          sx={{
            flex: 1,
            height: 6,
            borderRadius: 3,
            bgcolor: 'rgba(30, 27, 58, 0.08)',
            '& .MuiLinearProgress-bar': { bgcolor: color, borderRadius: 3 },
          }}
        />
        <Typography
          id={labelId}
          aria-live="polite"
          sx={{ fontSize: '0.8rem', fontWeight: 700, color, minWidth: 92, textAlign: 'right' }}
        >
          <Box component="span" sx={visuallyHidden}>
            Password strength:{' '}
          </Box>
          {STRENGTH_TEXT[strength.label]}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label="Password requirements"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.25,
        }}
      >
        {strength.requirements.map((rule) => (
          <Box
            component="li"
            key={rule.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              fontSize: '0.8rem',
              color: rule.met ? 'success.main' : 'text.secondary',
            }}
          >
            {rule.met ? (
              <CheckCircleIcon aria-hidden="true" sx={{ fontSize: 16 }} />
            ) : (
              <RadioButtonUncheckedIcon aria-hidden="true" sx={{ fontSize: 16 }} />
            )}
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              {rule.met ? ' (met)' : ' (not met yet)'}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
