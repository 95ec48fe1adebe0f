import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useCompany, type Company } from '../api/contact';
import { PublicContactForm } from './public-contact-form';
import { authDialogLinks } from '../../../config/paths';
import { Section } from './section';

function CompanyDetails({ company }: { company: Company }) {
  return (
    <Box
      component="address"
      data-testid="company-details"
      sx={{ mt: 3, fontStyle: 'normal', color: 'text.secondary', display: 'grid', gap: 0.25 }}
    >
      <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>{company.name}</Typography>
      {company.postal_address && <Typography>{company.postal_address}</Typography>}
      {company.email && (
        <Link href={`mailto:${company.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {company.email}
        </Link>
      )}
    </Box>
  );
}

export function ContactSection({ signedIn }: { signedIn: boolean }) {
  const { data: company } = useCompany();
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Questions before you start?"
      intro="Planning for a team, need an invoice, or wondering how Resonate fits your workflow? We are happy to help."
      tinted
    >
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper
            elevation={0}
            sx={{
              height: '100%',
              p: { xs: 3, md: 5 },
              borderRadius: '24px',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <MailOutlinedIcon
              aria-hidden="true"
              sx={{ color: 'primary.main', fontSize: 36, mb: 2 }}
            />
            <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
              Talk to us
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Write to us and a person will answer by e-mail. Customers can also open a ticket from
              the Help Center in their account.
            </Typography>
            <PublicContactForm />
            {company && <CompanyDetails company={company} />}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper
            elevation={0}
            sx={{
              height: '100%',
              p: { xs: 3, md: 5 },
              borderRadius: '24px',
              color: 'common.white',
              background: 'linear-gradient(135deg, #312e81 0%, #4338ca 60%, #be185d 140%)',
            }}
          >
            <Typography variant="h3" component="h3" sx={{ mb: 1.5, fontSize: '1.5rem' }}>
              Try it on your own copy
            </Typography>
            <Typography sx={{ opacity: 0.88, mb: 3 }}>
              Paste an e-mail, a post or a landing page, pick a tone, and compare the scores. Your
              first 10 transformations are free.
            </Typography>
            {signedIn ? (
              <Link href="#how-it-works" sx={{ color: 'common.white', fontWeight: 700 }}>
                Read how the score is measured
              </Link>
            ) : (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button
                  component={RouterLink}
                  to={authDialogLinks.register()}
                  preventScrollReset
                  variant="contained"
                  size="large"
                  sx={{
                    bgcolor: 'common.white',
                    color: 'primary.dark',
                    '&:hover': { bgcolor: '#eef2ff' },
                  }}
                >
                  Start Free Trial
                </Button>
                <Button
                  component={RouterLink}
                  to={authDialogLinks.login}
                  preventScrollReset
                  size="large"
                  sx={{ color: 'common.white' }}
                >
                  Login
                </Button>
              </Box>
            )}
          </Paper>
        </Grid>
      </Grid>
    </Section>
  );
}
