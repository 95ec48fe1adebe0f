import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import type { WorkspacePanel } from '../api/command-chat';
import { PANELS } from '../shared/workspace/workspace-model';

interface PanelFrameProps {
  panel: WorkspacePanel;
  open: boolean;
  onClose: () => void;
  /** Beside the title (a button that belongs to the panel). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * One toggleable panel. A closed panel stays mounted, only hidden, so what it holds (a draft, a
 * selection, a scroll position) is there again when it reopens.
 */
export function PanelFrame({ panel, open, onClose, action, children }: PanelFrameProps) {
  const label = PANELS.find((entry) => entry.id === panel)!.label;
  const titleId = `workspace-panel-${panel}-title`;
  return (
    <Paper
      component="section"
      id={`workspace-panel-${panel}`}
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, display: open ? 'grid' : 'none', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ flex: 1 }}>
          {label}
        </Typography>
        {action}
        <IconButton size="small" aria-label={`Close the ${label} panel`} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {children}
    </Paper>
  );
}
