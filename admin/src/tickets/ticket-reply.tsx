import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { choices, TICKET_PRIORITIES, TICKET_STATUSES, type AdminTicket } from '../lib/types';
import type { AdminDataProvider } from '../providers/data-provider';

/** Status and priority, changed as soon as they are picked. */
export function TicketStatusControls() {
  const ticket = useRecordContext<AdminTicket>();
  const [update, { isPending }] = useUpdate<AdminTicket>();
  const notify = useNotify();
  if (!ticket) return null;
  const change = (field: 'status' | 'priority', value: string) =>
    update(
      'tickets',
      { id: ticket.id, data: { [field]: value }, previousData: ticket },
      {
        onSuccess: () =>
          notify(`Ticket ${field} changed to ${value.replace('_', ' ')}`, { type: 'info' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {(
        [
          ['status', TICKET_STATUSES],
          ['priority', TICKET_PRIORITIES],
        ] as const
      ).map(([field, values]) => (
        <TextField
          key={field}
          select
          size="small"
          label={field === 'status' ? 'Status' : 'Priority'}
          value={ticket[field]}
          disabled={isPending}
          onChange={(event) => void change(field, event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {choices(values).map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}

/** A staff answer: saved in the thread and mailed to the user. */
export function TicketReplyForm() {
  const ticket = useRecordContext<AdminTicket>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  if (!ticket) return null;

  const send = async () => {
    setSending(true);
    try {
      await dataProvider.replyToTicket(ticket.id, message);
      setMessage('');
      notify('Reply sent to the user by e-mail', { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 720 }}
    >
      <TextField
        label="Reply to the user"
        multiline
        minRows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        helperText="Sent by e-mail and kept in the thread."
      />
      <Box>
        <Button type="submit" variant="contained" disabled={sending || message.trim() === ''}>
          {sending ? 'Sending…' : 'Send reply'}
        </Button>
      </Box>
    </Box>
  );
}
