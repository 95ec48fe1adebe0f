import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../../../../components/a11y/visually-hidden';
import { useToast } from '../../../../components/toast/toast-context';
import { CHAT_MODES, type ChatTurn } from './chat-model';
import { ChargeNote } from '../../../../components/usage/charge-note';

const timeOf = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const modeLabel = (turn: ChatTurn) => CHAT_MODES.find((mode) => mode.id === turn.mode)?.label;

function Turn({ turn }: { turn: ChatTurn }) {
  const toast = useToast();
  const mine = turn.role === 'user';
  const who = mine
    ? 'You'
    : turn.engine === 'provider'
      ? 'Assistant (AI model)'
      : turn.engine === 'builtin'
        ? 'Assistant (built-in)'
        : 'Assistant';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(turn.enhancedText ?? turn.content);
      toast.success('Copied to clipboard');
    } catch {
      toast.warning('Copying is blocked in this browser - select the text and copy it instead');
    }
  };
  return (
    <Box
      component="li"
      data-testid="ai-chat-message"
      data-role={turn.role}
      aria-busy={turn.streaming || undefined}
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '96%', sm: '85%' },
        minWidth: 0,
        p: 1.5,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : turn.failed ? 'error.light' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
        {who} · {modeLabel(turn)} ·{' '}
        <time dateTime={turn.time.toISOString()}>{timeOf(turn.time)}</time>
      </Typography>
      <Typography
        component="div"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="ai-chat-text"
      >
        {turn.content || (turn.streaming ? 'Writing…' : '')}
      </Typography>
      {!mine && !turn.streaming && (
        <ChargeNote charged={!turn.chargeNote} note={turn.chargeNote} sx={{ mt: 1 }} />
      )}
      {!mine && !turn.streaming && !turn.failed && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          {turn.quality !== null && turn.quality !== undefined && (
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Quality {turn.quality.toFixed(1)} / 10
            </Typography>
          )}
          <Button size="small" variant="outlined" onClick={() => void copy()}>
            {turn.enhancedText ? 'Copy rewrite' : 'Copy reply'}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * The conversation, oldest first. It is not a live region itself (a reply streaming in would be
 * read word by word): the finished reply is announced once, in `announcement`.
 */
export function ChatMessages({
  turns,
  announcement,
  empty,
}: {
  turns: ChatTurn[];
  announcement: string;
  empty: string;
}) {
  const log = useRef<HTMLUListElement>(null);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [turns]);
  return (
    <>
      <Box
        component="ul"
        ref={log}
        aria-label="Chat messages"
        tabIndex={0}
        sx={{
          m: 0,
          p: 0.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
          minHeight: 160,
          maxHeight: { xs: 420, md: 520 },
          overflowY: 'auto',
          overflowX: 'hidden',
        }}
      >
        {turns.length === 0 && (
          <Typography
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ listStyle: 'none' }}
          >
            {empty}
          </Typography>
        )}
        {turns.map((turn) => (
          <Turn key={turn.id} turn={turn} />
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
