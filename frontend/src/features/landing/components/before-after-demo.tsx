import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { demo } from '../content';
import { Section } from './section';

type Part = { readonly text: string; readonly kept?: boolean };

function Passage({ parts }: { parts: readonly Part[] }) {
  return (
    <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.75 }}>
      {parts.map((part, position) =>
        part.kept ? (
          <Box
            component="mark"
            key={position}
            sx={{
              bgcolor: 'rgba(21, 128, 61, 0.12)',
              color: '#14532d',
              px: 0.5,
              borderRadius: '4px',
            }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={position}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

const panelLabelSx = {
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
} as const;

export function BeforeAfterDemo() {
  return (
    <Section
      id="demo"
      eyebrow="Before and after"
      title="Same facts. A message people say yes to."
      intro="An example follow-up e-mail, rewritten with the Persuasive tone at intensity 7. Highlighted words are protected facts that stay exactly as written."
      tinted
    >
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, md: 5.5 }}>
          <Paper
            elevation={0}
            sx={{
              height: '100%',
              p: { xs: 3, md: 4 },
              borderRadius: '20px',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ ...panelLabelSx, color: 'text.secondary', mb: 2 }}>Before</Typography>
            <Passage parts={demo.before} />
          </Paper>
        </Grid>
        <Grid
          size={{ xs: 12, md: 1 }}
          sx={{ display: 'grid', placeItems: 'center', color: 'primary.main' }}
          aria-hidden="true"
        >
          <ArrowForwardIcon sx={{ fontSize: 36, transform: { xs: 'rotate(90deg)', md: 'none' } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 5.5 }}>
          <Paper
            elevation={0}
            sx={{
              height: '100%',
              p: { xs: 3, md: 4 },
              borderRadius: '20px',
              border: '2px solid',
              borderColor: 'primary.light',
              boxShadow: '0 24px 48px -28px rgba(67, 56, 202, 0.45)',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Typography sx={{ ...panelLabelSx, color: 'primary.main', mr: 'auto' }}>
                After
              </Typography>
              <Chip size="small" color="primary" label={demo.tone} />
              <Chip size="small" variant="outlined" label={`Intensity ${demo.intensity}`} />
            </Box>
            <Passage parts={demo.after} />
          </Paper>
        </Grid>
      </Grid>
    </Section>
  );
}
