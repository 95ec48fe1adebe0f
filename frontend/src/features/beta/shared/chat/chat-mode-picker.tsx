import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ChatMode } from '../../api/ai-chat';
import { CHAT_MODES } from './chat-model';

/** The four chat modes as one exclusive choice (the AI Chat tab and the Enterprise Refine tab). */
export function ChatModePicker({
  mode,
  onChange,
  label,
}: {
  mode: ChatMode;
  onChange: (mode: ChatMode) => void;
  label: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={mode}
      onChange={(_, next: ChatMode | null) => next && onChange(next)}
      aria-label={label}
      sx={{ flexWrap: 'wrap' }}
    >
      {CHAT_MODES.map((entry) => (
        <ToggleButton key={entry.id} value={entry.id} sx={{ textTransform: 'none' }}>
          {entry.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
