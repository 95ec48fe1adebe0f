import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import { useState } from 'react';
import type { ChatMessage } from '../api/types';

const PROMPTS = ['Rhymes for heart', 'Syllables in my last line', 'Help me with the next line'];

/** Creative Chat: ideas, rhymes and the next line; Enter sends, Shift+Enter adds a line. */
export function ChatTab({
  messages,
  busy,
  onSend,
  onClear,
}: {
  messages: ChatMessage[];
  busy: boolean;
  onSend: (message: string) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState('');
  const send = (text: string) => {
    if (!text.trim() || busy) return;
    onSend(text.trim());
    setDraft('');
  };
  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        sx={{ p: 2, borderRadius: 3, minHeight: 240, maxHeight: 420, overflow: 'auto' }}
        aria-live="polite"
        aria-label="Conversation"
      >
        {messages.length === 0 ? (
          <Typography color="text.secondary">
            Ask for rhymes for a word, syllables in a line, or help with the next line. The last 3
            messages travel with each question.
          </Typography>
        ) : (
          messages.map((message, index) => (
            <Box
              key={index}
              sx={{ mb: 1.5, textAlign: message.role === 'user' ? 'right' : 'left' }}
            >
              <Typography
                component="div"
                variant="body2"
                sx={{
                  display: 'inline-block',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  maxWidth: '85%',
                  whiteSpace: 'pre-wrap',
                  bgcolor: message.role === 'user' ? 'primary.main' : 'action.hover',
                  color: message.role === 'user' ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Box component="span" style={visuallyHidden}>
                  {message.role === 'user' ? 'You: ' : 'Assistant: '}
                </Box>
                {message.content}
              </Typography>
            </Box>
          ))
        )}
      </Paper>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {PROMPTS.map((prompt) => (
          <Button
            key={prompt}
            size="small"
            variant="outlined"
            onClick={() => send(prompt)}
            disabled={busy}
          >
            {prompt}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="song-chat"
          label="Message"
          fullWidth
          multiline
          maxRows={4}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send(draft);
            }
          }}
        />
        <Button variant="contained" onClick={() => send(draft)} disabled={busy || !draft.trim()}>
          Send
        </Button>
        <Button onClick={onClear} disabled={messages.length === 0}>
          Clear Chat
        </Button>
      </Stack>
    </Stack>
  );
}
