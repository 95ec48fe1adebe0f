import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundScreen() {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: '60vh',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: 10,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'secondary.main', fontSize: '0.9rem' }}
        >
          Error 404
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          This page doesn&apos;t exist
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          The link may be mistyped or out of date. Everything Resonate does starts from the home
          page.
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to={paths.home}>
          Back to the home page
        </Button>
      </Box>
    </Box>
  );
}
