import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CenteredPanelProps {
  /** A decorative icon above the heading. */
  icon?: ReactNode;
  title: ReactNode;
  /** Shown under the heading. */
  intro?: ReactNode;
  /** Wider panels for multi-step forms. */
  width?: number;
  children?: ReactNode;
}

/** A standalone screen's card (verification, onboarding, password reset), centred on the page. */
export function CenteredPanel({ icon, title, intro, width = 520, children }: CenteredPanelProps) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        py: { xs: 4, md: 8 },
        display: 'flex',
        justifyContent: 'center',
        background:
          'radial-gradient(50rem 24rem at 90% -10%, rgba(219, 39, 119, 0.09), transparent 60%),' +
          'radial-gradient(40rem 24rem at -10% 0%, rgba(79, 70, 229, 0.12), transparent 60%)',
      }}
    >
      <Paper
        component="section"
        aria-labelledby="panel-heading"
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: width,
          p: { xs: 3, sm: 5 },
          borderRadius: '24px',
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 30px 60px -40px rgba(67, 56, 202, 0.45)',
        }}
      >
        {icon && (
          <Box aria-hidden="true" sx={{ mb: 2, display: 'flex', justifyContent: 'center' }}>
            {icon}
          </Box>
        )}
        <Typography
          id="panel-heading"
          variant="h2"
          component="h1"
          sx={{ textAlign: 'center', fontSize: { xs: '1.6rem', sm: '2rem' } }}
        >
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
            {intro}
          </Typography>
        )}
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Paper>
    </Box>
  );
}

/** A round tinted badge for the panel's icon. */
export function PanelIcon({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: 'primary' | 'success' | 'error';
}) {
  const colors = {
    primary: { bg: 'rgba(67, 56, 202, 0.1)', fg: 'primary.main' },
    success: { bg: 'rgba(21, 128, 61, 0.12)', fg: 'success.main' },
    error: { bg: 'rgba(185, 28, 28, 0.1)', fg: 'error.main' },
  }[tone];
  return (
    <Box
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: colors.bg,
        color: colors.fg,
        '& svg': { fontSize: 34 },
      }}
    >
      {children}
    </Box>
  );
}
