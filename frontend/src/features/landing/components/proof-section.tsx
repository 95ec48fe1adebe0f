import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ReactNode } from 'react';
import { claims } from '../content';
import { Section } from './section';
import { Testimonials } from './testimonials';

const icons: Record<(typeof claims)[number]['key'], ReactNode> = {
  'click-through': <TouchAppOutlinedIcon />,
  conversion: <TrendingUpIcon />,
  engagement: <ForumOutlinedIcon />,
};

export function ProofSection() {
  return (
    <Section
      id="proof"
      eyebrow="Results"
      title="Copy that earns the click, the reply and the sale"
      intro="The same message lands differently depending on how it feels. Resonate tunes that feeling on purpose."
      tinted
    >
      <Grid container spacing={3}>
        {claims.map((claim) => (
          <Grid key={claim.key} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: '14px',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: 'rgba(67, 56, 202, 0.08)',
                    mb: 2.5,
                  }}
                >
                  {icons[claim.key]}
                </Box>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {claim.title}
                </Typography>
                <Typography color="text.secondary">{claim.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Testimonials />
    </Section>
  );
}
