import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NEEDS_MODEL } from './capabilities';

/**
 * The content of a disabled menu option the running engine cannot honour: its name, the reason
 * beside it and in a tooltip. The option itself stays disabled (no click, skipped by the keys);
 * only this content takes the pointer, so the tooltip shows and a click selects nothing.
 */
export function NeedsModelOption({ children }: { children: ReactNode }) {
  return (
    // describeChild: the tooltip describes the option; its name stays the option's own ("Spanish").
    <Tooltip title={NEEDS_MODEL} placement="right" describeChild>
      <Box
        component="span"
        data-needs-model=""
        onClick={(event) => event.stopPropagation()}
        sx={{
          pointerEvents: 'auto',
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          width: '100%',
        }}
      >
        <span>{children}</span>
        <Typography component="span" variant="caption" color="text.secondary">
          {NEEDS_MODEL}
        </Typography>
      </Box>
    </Tooltip>
  );
}
