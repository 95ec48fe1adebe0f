import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/brand/logo';
import { legalLinks } from '../../config/legal';
import { landingSections, paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';

const YEAR = new Date().getFullYear();

const linkSx = {
  color: 'rgba(255, 255, 255, 0.78)',
  display: 'inline-block',
  py: 0.5,
  '&:hover': { color: 'common.white' },
} as const;

const headingSx = {
  color: 'common.white',
  fontWeight: 700,
  fontSize: '0.8rem',
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  mb: 1.5,
} as const;

export function AppFooter() {
  // Signed in, `/` is the workspace: the landing's sections are not there to link to.
  const { user } = useAuth();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#15132b', color: 'rgba(255,255,255,0.78)', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 5, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo inverted />
            <Typography sx={{ mt: 2, maxWidth: 360, color: 'rgba(255,255,255,0.7)' }}>
              Rewrite your copy in the emotional tone you choose, at the intensity you choose, with
              a measured score for every result.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Box component="nav" aria-labelledby="footer-product">
              <Typography id="footer-product" component="h2" sx={headingSx}>
                Product
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {user ? (
                  <>
                    <li>
                      <Link component={RouterLink} to={paths.home} sx={linkSx}>
                        Workspace
                      </Link>
                    </li>
                    <li>
                      <Link component={RouterLink} to={paths.docs} sx={linkSx}>
                        Documentation
                      </Link>
                    </li>
                    <li>
                      <Link component={RouterLink} to={paths.beta} sx={linkSx}>
                        Beta Features
                      </Link>
                    </li>
                  </>
                ) : (
                  landingSections.map((section) => (
                    <li key={section.id}>
                      <Link
                        component={RouterLink}
                        to={{ pathname: paths.home, hash: section.id }}
                        sx={linkSx}
                      >
                        {section.label}
                      </Link>
                    </li>
                  ))
                )}
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Box component="nav" aria-labelledby="footer-legal">
              <Typography id="footer-legal" component="h2" sx={headingSx}>
                Legal
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {legalLinks.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${link.label} (opens in a new tab)`}
                      sx={linkSx}
                    >
                      {link.label}
                      <OpenInNewIcon
                        aria-hidden="true"
                        sx={{ fontSize: '0.9rem', opacity: 0.7, ml: 0.5, verticalAlign: '-0.1em' }}
                      />
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          </Grid>
        </Grid>
        <Typography
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.12)',
            fontSize: '0.875rem',
            color: 'rgba(255,255,255,0.6)',
          }}
        >
          © {YEAR} Resonate. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
