import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';

interface ErrorScreenProps {
  title?: string;
  message?: string;
}

/**
 * The recovery screen shown when rendering fails. Uses plain links, not router links, because
 * it also renders when the router itself is gone.
 */
export function ErrorScreen({
  title = 'Something went wrong',
  message = 'An unexpected error stopped this page. Reloading usually fixes it.',
}: ErrorScreenProps) {
  return (
    <Box
      role="alert"
      sx={{
        flex: 1,
        minHeight: '70vh',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: 8,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 480 }}>
        <ErrorOutlineRoundedIcon
          aria-hidden="true"
          sx={{ fontSize: 56, mb: 2, color: 'secondary.main' }}
        />
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {message}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="outlined" size="large" href="/">
            Go to the home page
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
