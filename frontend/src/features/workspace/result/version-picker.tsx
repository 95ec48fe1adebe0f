import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ResultVersion } from '../model/workspace-result';

interface VersionPickerProps {
  /** Best score first. */
  versions: ResultVersion[];
  /** The text on screen: its version is the pressed one. */
  shown: string;
  onChoose: (version: ResultVersion) => void;
}

/** The versions a model wrote for Premium, each with its measured score; one click shows it. */
export function VersionPicker({ versions, shown, onChoose }: VersionPickerProps) {
  const current = versions.findIndex((version) => version.text === shown);
  return (
    <Box sx={{ mt: 2 }} data-testid="versions">
      <Typography id="versions-label" variant="body2" sx={{ fontWeight: 700, mb: 0.75 }}>
        {versions.length} versions, best score first
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={current}
        onChange={(_, index: number | null) => index !== null && onChoose(versions[index])}
        aria-labelledby="versions-label"
        sx={{ flexWrap: 'wrap' }}
      >
        {versions.map((version, index) => (
          <ToggleButton key={version.text} value={index} sx={{ px: 1.5 }}>
            Version {index + 1} · {version.quality.toFixed(1)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
