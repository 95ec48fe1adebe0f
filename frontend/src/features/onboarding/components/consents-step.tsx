import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import { legalLinks } from '../../../config/legal';
import type { Consents } from '../utils/onboarding-rules';

type LegalLabel = (typeof legalLinks)[number]['label'];

function LegalLink({ label }: { label: LegalLabel }) {
  const href = legalLinks.find((link) => link.label === label)?.href ?? '/';
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      sx={{ fontWeight: 600 }}
    >
      {label}
    </Link>
  );
}

interface ConsentRow {
  key: keyof Consents;
  required: boolean;
  label: ReactNode;
}

const ROWS: ConsentRow[] = [
  {
    key: 'gdprConsent',
    required: true,
    label: (
      <>
        I consent to Resonate processing my personal data to provide the service, as described in
        the <LegalLink label="Privacy Policy" /> (GDPR).
      </>
    ),
  },
  {
    key: 'dataRetentionConsent',
    required: true,
    label: (
      <>
        I agree that my data is kept as described in the{' '}
        <LegalLink label="Data Processing Agreement" /> and deleted when I delete my account.
      </>
    ),
  },
  {
    key: 'termsAccepted',
    required: true,
    label: (
      <>
        I accept the <LegalLink label="Terms of Service" /> and the{' '}
        <LegalLink label="Acceptable Use Policy" />.
      </>
    ),
  },
  {
    key: 'privacyAccepted',
    required: true,
    label: (
      <>
        I have read and accept the <LegalLink label="Privacy Policy" />.
      </>
    ),
  },
  {
    key: 'marketingConsent',
    required: false,
    label: 'Send me occasional product news and writing tips.',
  },
  {
    key: 'analyticsConsent',
    required: false,
    label: 'Help improve Resonate with anonymous usage analytics.',
  },
];

interface ConsentsStepProps {
  consents: Consents;
  error: string | null;
  submitting: boolean;
  onChange: (key: keyof Consents, value: boolean) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 2: the consents; four are required, marketing and analytics are optional. */
export function ConsentsStep({
  consents,
  error,
  submitting,
  onChange,
  onBack,
  onSubmit,
}: ConsentsStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We need your agreement to a few things before you start. The legal documents open in a new
        tab.
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        <Typography component="legend" sx={visuallyHidden}>
          Consents
        </Typography>
        {ROWS.map((row) => (
          <FormControlLabel
            key={row.key}
            sx={{
              alignItems: 'flex-start',
              m: 0,
              p: 1.25,
              pr: 2,
              borderRadius: '12px',
              border: 1,
              borderColor: error && row.required && !consents[row.key] ? 'error.main' : 'divider',
              bgcolor: consents[row.key] ? 'rgba(67, 56, 202, 0.04)' : 'transparent',
            }}
            control={
              <Checkbox
                checked={consents[row.key]}
                onChange={(event) => onChange(row.key, event.target.checked)}
                sx={{ mt: -0.75 }}
                slotProps={{ input: { 'aria-required': row.required } }}
              />
            }
            label={
              <Typography component="span" sx={{ fontSize: '0.95rem', lineHeight: 1.5 }}>
                {row.label}{' '}
                <Typography
                  component="span"
                  sx={{
                    fontSize: '0.75rem',
                    fontWeight: 700,
                    color: row.required ? 'secondary.main' : 'text.secondary',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {row.required ? '(required)' : '(optional)'}
                </Typography>
              </Typography>
            }
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          mt: 3,
          flexWrap: 'wrap-reverse',
        }}
      >
        <Button onClick={onBack} size="large" disabled={submitting}>
          Back
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
        >
          {submitting ? 'Finishing…' : 'Complete Setup'}
        </Button>
      </Box>
    </Box>
  );
}
