import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Platform } from '../api/catalog';
import { limitsSummary } from '../model/platform-summary';

interface PlatformCardProps {
  platform: Platform;
  selected: boolean;
  onSelect: () => void;
  onUseSample: () => void;
}

export function PlatformCard({ platform, selected, onSelect, onUseSample }: PlatformCardProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={platform.name}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        borderWidth: selected ? 2 : 1,
        borderColor: selected ? 'primary.main' : 'divider',
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {platform.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {platform.description}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {limitsSummary(platform)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {platform.features.map((feature) => (
          <Typography component="li" variant="body2" key={feature}>
            {feature}
          </Typography>
        ))}
      </Box>
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          <Typography component="span" variant="body2">
            Tips and sample
          </Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {platform.tips.map((tip) => (
            <Typography component="li" variant="body2" key={tip}>
              {tip}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>
          {platform.sample}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          variant={selected ? 'contained' : 'outlined'}
          aria-pressed={selected}
          onClick={onSelect}
        >
          {selected ? 'Selected' : 'Select'}
        </Button>
        <Button size="small" onClick={onUseSample}>
          Use sample
        </Button>
      </Box>
    </Paper>
  );
}
