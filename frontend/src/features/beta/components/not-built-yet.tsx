import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A tab whose feature is not built yet says so, and nothing more. */
export function NotBuiltYet({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2">
        {label} is not built yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        This part of the beta studio is still being made. The other tabs work today.
      </Typography>
    </Paper>
  );
}
