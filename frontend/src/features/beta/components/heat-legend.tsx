import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HeatBand } from '../api/catalog';
import { BAND_COLOURS } from '../model/heat-colours';

/** The five bands, Very Low to Very High, at 0.2 steps. */
export function HeatLegend({ bands }: { bands: HeatBand[] }) {
  return (
    <Box
      component="ul"
      aria-label="Colour legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {bands.map((band) => (
        <Box
          component="li"
          key={band.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box
            aria-hidden
            sx={{
              width: 18,
              height: 18,
              borderRadius: 0.5,
              bgcolor: BAND_COLOURS[band.label],
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Typography variant="body2">
            {band.label} ({band.min.toFixed(1)}-{band.max.toFixed(1)})
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
