import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { labelOf, type BetaCatalog } from '../../api/catalog';

/** How strongly the result reads in each tone (measured by the server), strongest first. */
export function ToneProfile({
  catalog,
  profile,
}: {
  catalog: BetaCatalog;
  profile: Record<string, number>;
}) {
  const tones = Object.entries(profile).sort(([, a], [, b]) => b - a);
  return (
    <Box component="dl" aria-label="Tone profile" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {tones.map(([tone, strength]) => {
        const percent = Math.round(strength * 100);
        const label = labelOf(catalog.tones, tone);
        return (
          <Box
            key={tone}
            sx={{
              display: 'grid',
              gridTemplateColumns: '9.5rem 1fr 2.5rem',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography component="dt" variant="body2" noWrap title={label}>
              {label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={`${label}: ${percent} of 100`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
            <Typography variant="body2" color="text.secondary" aria-hidden>
              {percent}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
