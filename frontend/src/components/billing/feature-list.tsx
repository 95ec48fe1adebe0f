import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { SxProps, Theme } from '@mui/material/styles';

interface FeatureListProps {
  features: string[];
  /** Smaller text, for plan cards side by side. */
  dense?: boolean;
  sx?: SxProps<Theme>;
}

/** A plan's features as a ticked list (landing, upgrade modal, payment pages, account). */
export function FeatureList({ features, dense = false, sx }: FeatureListProps) {
  return (
    <Box
      component="ul"
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: dense ? 0.5 : 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {features.map((feature) => (
        <Box
          component="li"
          key={feature}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <CheckIcon
            aria-hidden="true"
            sx={{ color: 'success.main', fontSize: dense ? 18 : 20, mt: '3px' }}
          />
          <Typography variant={dense ? 'body2' : 'body1'}>{feature}</Typography>
        </Box>
      ))}
    </Box>
  );
}
