import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { demo, tones } from '../content';

const labelSx = {
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  mb: 1,
} as const;

const protectedFacts = demo.after.flatMap((part) => ('kept' in part ? [part.text] : []));
const breakdown = [
  { label: 'Tone match', width: '88%' },
  { label: 'Clarity', width: '80%' },
  { label: 'Meaning kept', width: '100%' },
  { label: 'Length fit', width: '74%' },
];

/** A decorative picture of the controls (hidden from assistive technology). */
export function ToneConsole() {
  return (
    <Paper
      aria-hidden="true"
      elevation={0}
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: '24px',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 30px 60px -30px rgba(49, 46, 129, 0.35), 0 8px 20px -12px rgba(0,0,0,0.12)',
      }}
    >
      <Typography sx={labelSx}>Tone</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tones.map((tone) => (
          <Chip
            key={tone}
            label={tone}
            size="small"
            color={tone === demo.tone ? 'primary' : 'default'}
            variant={tone === demo.tone ? 'filled' : 'outlined'}
            sx={{ fontWeight: 600 }}
          />
        ))}
      </Box>

      <Typography sx={{ ...labelSx, mt: 3 }}>Intensity</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 0.5, flex: 1 }}>
          {Array.from({ length: 10 }, (_, step) => (
            <Box
              key={step}
              sx={{
                flex: 1,
                height: 10,
                borderRadius: '5px',
                background:
                  step < demo.intensity
                    ? `color-mix(in srgb, #be185d ${Math.round((step / 9) * 100)}%, #4338ca)`
                    : 'rgba(30,27,58,0.1)',
              }}
            />
          ))}
        </Box>
        <Typography sx={{ fontWeight: 800, fontSize: '0.95rem' }}>{demo.intensity}/10</Typography>
      </Box>

      <Typography sx={{ ...labelSx, mt: 3 }}>Protected</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {protectedFacts.map((fact) => (
          <Chip
            key={fact}
            label={fact}
            size="small"
            sx={{ bgcolor: 'rgba(21, 128, 61, 0.1)', color: '#166534', fontWeight: 600 }}
          />
        ))}
      </Box>

      <Typography sx={{ ...labelSx, mt: 3 }}>Score breakdown</Typography>
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        {breakdown.map((row) => (
          <Box
            key={row.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: '110px 1fr',
              alignItems: 'center',
              gap: 1.5,
            }}
          >
            <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
              {row.label}
            </Typography>
            <Box sx={{ height: 8, borderRadius: '4px', bgcolor: 'rgba(30,27,58,0.08)' }}>
              <Box
                sx={{
                  width: row.width,
                  height: '100%',
                  borderRadius: '4px',
                  bgcolor: 'primary.light',
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
