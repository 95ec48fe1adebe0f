import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useEffect, useRef, useState } from 'react';
import type { ChatEntry } from './use-workspace-chat';

/** Requests the assistant understands, offered as one-click starts. */
const EXAMPLES = [
  'Make it more urgent',
  'Use the Product Launch template',
  'Analyse clarity',
  'Shorten to 100 words',
];

const timeOf = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function Message({ entry }: { entry: ChatEntry }) {
  const mine = entry.role === 'user';
  const who = mine
    ? 'You'
    : entry.source === 'provider'
      ? 'Assistant (AI model)'
      : entry.source === 'builtin'
        ? 'Assistant (built-in)'
        : 'Assistant';
  return (
    <Box
      data-testid="chat-message"
      data-role={entry.role}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '92%',
        p: 1.5,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : entry.failed ? 'error.light' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
        {who} · <time dateTime={entry.time.toISOString()}>{timeOf(entry.time)}</time>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.content}
      </Typography>
      {entry.done.length > 0 && (
        <List dense disablePadding aria-label="Done in the workspace" sx={{ mt: 0.5 }}>
          {entry.done.map((line, index) => (
            <ListItem
              key={index}
              disableGutters
              data-testid="chat-done"
              sx={{ gap: 0.75, alignItems: 'flex-start', py: 0.25 }}
            >
              <CheckIcon fontSize="small" color="success" aria-hidden sx={{ mt: '2px' }} />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

interface ChatPanelBodyProps {
  entries: ChatEntry[];
  busy: boolean;
  onSend: (message: string) => Promise<void>;
}

/** The command chat: messages with times, Enter sends, Shift+Enter adds a line. */
export function ChatPanelBody({ entries, busy, onSend }: ChatPanelBodyProps) {
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [entries]);

  const send = (message: string) => {
    if (!message.trim() || busy) return;
    setDraft('');
    void onSend(message);
  };

  return (
    <>
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
          maxHeight: 420,
          overflowY: 'auto',
          overflowX: 'hidden',
        }}
      >
        {entries.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Tell the assistant what to change in this document: it sets the workspace for you and
            says what it did.
          </Typography>
        )}
        {entries.map((entry) => (
          <Message key={entry.id} entry={entry} />
        ))}
        {busy && (
          <Typography variant="body2" color="text.secondary" role="status">
            Working…
          </Typography>
        )}
      </Box>
      {entries.length === 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Try saying">
          {EXAMPLES.map((example) => (
            <Chip
              key={example}
              label={example}
              variant="outlined"
              onClick={() => send(example)}
              disabled={busy}
            />
          ))}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
      >
        <TextField
          label="Message"
          multiline
          minRows={1}
          maxRows={5}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send(draft);
            }
          }}
          helperText="Enter sends, Shift+Enter adds a line"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !draft.trim()} sx={{ mb: 3 }}>
          Send
        </Button>
      </Box>
    </>
  );
}
