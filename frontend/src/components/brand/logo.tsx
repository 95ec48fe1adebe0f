import Box from '@mui/material/Box';
import { useId } from 'react';

/** The Resonate wordmark: a waveform badge and the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const gradientId = useId();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 800 }}
    >
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        sx={{ width: 30, height: 30, flexShrink: 0 }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M6 17c2.5 0 2.5-6 5-6s2.5 10 5 10 2.5-14 5-14 2.5 10 5 10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Box
        component="span"
        sx={{
          fontSize: { xs: '1.15rem', sm: '1.3rem' },
          letterSpacing: '-0.02em',
          color: inverted ? 'common.white' : 'text.primary',
        }}
      >
        Resonate
      </Box>
    </Box>
  );
}
