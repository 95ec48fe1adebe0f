import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SongFormula } from '../api/types';

/** Song Formulas: the common structures, what each is for, and a skeleton to start from. */
export function FormulasTab({
  formulas,
  onStart,
}: {
  formulas: SongFormula[];
  onStart: (formula: SongFormula) => void;
}) {
  return (
    <Grid container spacing={2}>
      {formulas.map((formula) => (
        <Grid key={formula.structure} size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, height: '100%' }}>
            <Typography variant="h6" component="h3">
              {formula.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {formula.purpose}
            </Typography>
            <Typography
              component="pre"
              variant="body2"
              sx={{
                fontFamily: 'monospace',
                bgcolor: 'action.hover',
                p: 1,
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
              }}
            >
              {formula.skeleton.replace(/\n\n/g, '\n')}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => onStart(formula)}>
              Start from this skeleton
            </Button>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
