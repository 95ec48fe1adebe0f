import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { INTENSITY_MAX, INTENSITY_MIN, INTENSITY_TIPS, intensityBand } from '../model/intensity';

const BAND_COLORS = { low: 'info', medium: 'primary', high: 'secondary' } as const;

export function IntensityField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  const tipId = useId();
  const band = intensityBand(value);
  const { label, tip } = INTENSITY_TIPS[band];

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          Intensity
        </Typography>
        <Typography component="span" color="text.secondary">
          {value}/10
        </Typography>
        <Chip
          size="small"
          label={label}
          color={BAND_COLORS[band]}
          variant="outlined"
          data-testid="intensity-band"
        />
      </Box>
      <Slider
        value={value}
        min={INTENSITY_MIN}
        max={INTENSITY_MAX}
        step={1}
        marks
        valueLabelDisplay="auto"
        onChange={(_, next) => onChange(Array.isArray(next) ? next[0] : next)}
        slotProps={{
          input: { 'aria-labelledby': labelId, 'aria-describedby': tipId },
        }}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
      <Typography id={tipId} variant="body2" color="text.secondary" aria-live="polite">
        {tip}
      </Typography>
    </Box>
  );
}
