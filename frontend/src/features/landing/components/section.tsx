import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A landing section: anchor id, eyebrow, heading (labels the region) and content. */
export function Section({ id, eyebrow, title, intro, tinted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: tinted ? '#f3f1ff' : 'transparent',
        borderTop: tinted ? 1 : 0,
        borderBottom: tinted ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720, mx: 'auto', textAlign: 'center', mb: { xs: 5, md: 7 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            {eyebrow}
          </Typography>
          <Typography id={headingId} variant="h2" sx={{ mt: 1 }}>
            {title}
          </Typography>
          {intro && (
            <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
