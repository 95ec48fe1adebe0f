import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled card around one chart; `summary` is read to screen readers instead of the drawing, so
 * the drawing is hidden from them and its chart has no keyboard layer (`accessibilityLayer={false}`):
 * a focusable element inside aria-hidden would be a stop that announces nothing. `minWidth: 0`
 * lets the card narrow in a grid when the window does, so the chart redraws to fit.
 */
export function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="figure"
      elevation={0}
      sx={{
        m: 0,
        minWidth: 0,
        p: { xs: 2, sm: 2.5 },
        borderRadius: '18px',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="figcaption" variant="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {summary}
      </Typography>
      <div aria-hidden="true" style={{ width: '100%', height: 240 }}>
        {children}
      </div>
    </Paper>
  );
}
