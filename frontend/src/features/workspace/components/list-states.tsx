import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-message';

/** Placeholder cards while a list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={112} sx={{ borderRadius: '18px' }} />
      ))}
    </Box>
  );
}

export function ListError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}

export function ListEmpty({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderRadius: '18px',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Box sx={{ color: 'primary.light', '& svg': { fontSize: 44 } }}>{icon}</Box>
      <Typography variant="h3" component="h2" color="text.primary" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>{children}</Typography>
    </Paper>
  );
}
