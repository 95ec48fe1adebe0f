import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { authDialogLinks, paths } from '../../../config/paths';
import { ToneConsole } from './tone-console';

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 7, md: 11 },
        pb: { xs: 8, md: 12 },
        background:
          'radial-gradient(60rem 30rem at 85% -10%, rgba(219, 39, 119, 0.13), transparent 60%),' +
          'radial-gradient(50rem 30rem at -10% 10%, rgba(79, 70, 229, 0.16), transparent 60%)',
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Chip
              label="Emotional-intelligence rewriting"
              sx={{
                mb: 3,
                fontWeight: 700,
                bgcolor: 'rgba(67, 56, 202, 0.08)',
                color: 'primary.dark',
              }}
            />
            <Typography id="hero-heading" variant="h1">
              Say it in the tone that{' '}
              <Box
                component="span"
                sx={{
                  background: 'linear-gradient(90deg, #4338ca 0%, #be185d 100%)',
                  backgroundClip: 'text',
                  WebkitBackgroundClip: 'text',
                  color: 'transparent',
                }}
              >
                moves people
              </Box>
              .
            </Typography>
            <Typography
              variant="subtitle1"
              color="text.secondary"
              sx={{ mt: 3, maxWidth: 580, fontSize: { md: '1.2rem' } }}
            >
              Paste your copy, pick a tone and how strongly to apply it. Resonate rewrites it, keeps
              your names, numbers and links intact, and shows a measured score for how well the
              result lands.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
              {!signedIn && (
                <Button
                  component={RouterLink}
                  to={authDialogLinks.register()}
                  preventScrollReset
                  variant="contained"
                  size="large"
                >
                  Start Free Trial
                </Button>
              )}
              <Button
                component={RouterLink}
                to={{ pathname: paths.home, hash: 'how-it-works' }}
                variant="outlined"
                size="large"
              >
                See how it works
              </Button>
            </Box>
            {!signedIn && (
              <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '0.95rem' }}>
                10 free transformations · No card needed
              </Typography>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ToneConsole />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
