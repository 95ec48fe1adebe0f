import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { WorkspacePanel } from '../api/command-chat';
import { PANELS, type Panels } from '../shared/workspace/workspace-model';

type PanelEntry = (typeof PANELS)[number];

/** One switch per available panel, in the spec's order; each says whether its panel is open. */
export function PanelToggles({
  panels,
  available,
  onToggle,
}: {
  panels: Panels;
  available: PanelEntry[];
  onToggle: (panel: WorkspacePanel) => void;
}) {
  return (
    <Box
      role="group"
      aria-labelledby="workspace-panels-label"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Typography id="workspace-panels-label" variant="body2" color="text.secondary">
        Panels:
      </Typography>
      {available.map(({ id, label }) => (
        <ToggleButton
          key={id}
          id={`workspace-toggle-${id}`}
          value={id}
          size="small"
          selected={panels[id]}
          aria-controls={`workspace-panel-${id}`}
          onChange={() => onToggle(id)}
          sx={{ px: 1.5 }}
        >
          {label}
        </ToggleButton>
      ))}
    </Box>
  );
}
