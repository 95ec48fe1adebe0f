import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** One-click next messages (the last reply's suggestions). */
export function SuggestionChips({
  suggestions,
  disabled,
  onPick,
}: {
  suggestions: string[];
  disabled: boolean;
  onPick: (message: string) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label="Suggestions"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}
    >
      {suggestions.map((suggestion) => (
        <Chip
          key={suggestion}
          label={suggestion}
          variant="outlined"
          color="primary"
          onClick={() => onPick(suggestion)}
          disabled={disabled}
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Box>
  );
}

/** The message box: Enter sends, Shift+Enter adds a line; Send is off while empty or busy. */
export function ChatComposer({
  busy,
  onSend,
  label = 'Message',
}: {
  busy: boolean;
  onSend: (message: string) => void;
  label?: string;
}) {
  const [draft, setDraft] = useState('');
  const send = () => {
    if (!draft.trim() || busy) return;
    onSend(draft);
    setDraft('');
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}
    >
      <TextField
        label={label}
        multiline
        minRows={2}
        maxRows={8}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        helperText="Enter sends, Shift+Enter adds a line"
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained" disabled={busy || !draft.trim()} sx={{ mt: 1 }}>
        {busy ? 'Sending…' : 'Send'}
      </Button>
    </Box>
  );
}
