import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { AdminTicket } from '../lib/types';

function Message({
  from,
  at,
  text,
  staff,
}: {
  from: string;
  at?: string;
  text: string;
  staff?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 2, bgcolor: staff ? 'rgba(67, 56, 202, 0.05)' : undefined, ml: staff ? 4 : 0 }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {from}
        {at ? ` · ${new Date(at).toLocaleString()}` : ''}
      </Typography>
      {/* Text, never HTML: whatever a user wrote is shown as written. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{text}</Typography>
    </Paper>
  );
}

/** The user's message, then each staff answer, oldest first. */
export function TicketThread() {
  const ticket = useRecordContext<AdminTicket & { user_email: string; created_at: string }>();
  if (!ticket) return null;
  return (
    <Box component="section" aria-label="Thread" sx={{ display: 'grid', gap: 1.5, width: '100%' }}>
      <Message from={ticket.user_email} at={ticket.created_at} text={ticket.message ?? ''} />
      {(ticket.replies ?? []).map((reply) => (
        <Message
          key={reply.id}
          staff
          from={`${reply.staff_email ?? 'Staff'} (Resonate Support)`}
          at={reply.created_at}
          text={reply.message}
        />
      ))}
    </Box>
  );
}
