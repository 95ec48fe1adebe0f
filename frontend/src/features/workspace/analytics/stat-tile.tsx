import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function StatTile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper
      elevation={0}
      sx={{ p: 2, borderRadius: '18px', border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.3 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
