import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { scienceSteps } from '../content';
import { Section } from './section';

export function HowItWorksSection() {
  return (
    <Section
      id="how-it-works"
      eyebrow="The science"
      title="Four dials, one measured result"
      intro="Resonate separates what you say from how it feels, changes only the feeling, and then measures the outcome instead of taking the AI's word for it."
    >
      <Grid component="ol" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {scienceSteps.map((step, position) => (
          <Grid component="li" key={step.key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Box
              sx={{
                height: '100%',
                p: 3,
                borderRadius: '20px',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                position: 'relative',
              }}
            >
              <Typography
                aria-hidden="true"
                sx={{
                  fontWeight: 800,
                  fontSize: '2.5rem',
                  lineHeight: 1,
                  mb: 2,
                  background: 'linear-gradient(135deg, #4338ca, #be185d)',
                  backgroundClip: 'text',
                  WebkitBackgroundClip: 'text',
                  color: 'transparent',
                }}
              >
                {String(position + 1).padStart(2, '0')}
              </Typography>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
