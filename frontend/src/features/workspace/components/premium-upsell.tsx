import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useUpgradePrompt } from '../../../lib/upgrade/upgrade-prompt';

/** The 'Premium Feature' card others see in place of a Premium screen. */
export function PremiumUpsell({ description }: { description: string }) {
  const { openUpgrade } = useUpgradePrompt();
  return (
    <Paper
      elevation={0}
      data-testid="premium-upsell"
      sx={{
        p: { xs: 3, sm: 5 },
        borderRadius: '18px',
        border: 1,
        borderColor: 'rgba(190, 24, 93, 0.3)',
        background: 'linear-gradient(135deg, rgba(190, 24, 93, 0.05), rgba(67, 56, 202, 0.06))',
        textAlign: 'center',
      }}
    >
      <WorkspacePremiumOutlinedIcon sx={{ fontSize: 48, color: 'secondary.main' }} />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        Premium Feature
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        {description}
      </Typography>
      <Box>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => openUpgrade('premium-feature')}
        >
          Upgrade to Premium
        </Button>
      </Box>
    </Paper>
  );
}
