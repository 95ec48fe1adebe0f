import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** One entry of the History and Projects lists: the same card, whatever it holds. */
export function ListCard({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      elevation={0}
      aria-label={label}
      data-testid={testId}
      sx={{
        listStyle: 'none',
        p: { xs: 2, sm: 2.5 },
        borderRadius: '18px',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: 1,
      }}
    >
      {children}
    </Paper>
  );
}
