import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTickets, type TicketStatus } from '../api/get-tickets';
import { formatDate } from '../utils/format-date';
import { CATEGORY_LABELS } from '../content/ticket-labels';

const STATUS: Record<
  TicketStatus,
  { label: string; color: 'info' | 'warning' | 'success' | 'default' }
> = {
  open: { label: 'Open', color: 'info' },
  in_progress: { label: 'In progress', color: 'warning' },
  resolved: { label: 'Resolved', color: 'success' },
  closed: { label: 'Closed', color: 'default' },
};

/** The signed-in user's support requests with their status. */
export function MyTickets() {
  const { data, isPending, isError, refetch, isRefetching } = useTickets();

  if (isPending) {
    return (
      <Box role="status" aria-label="Loading your requests" sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void refetch()}
            disabled={isRefetching}
          >
            Try again
          </Button>
        }
      >
        Your requests could not be loaded.
      </Alert>
    );
  }
  if (data.length === 0) {
    return <Typography color="text.secondary">You have not contacted support yet.</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {data.map((ticket) => {
        const status = STATUS[ticket.status] ?? { label: ticket.status, color: 'default' };
        return (
          <Box
            component="li"
            key={ticket.id}
            data-testid="ticket"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 1.75,
              borderRadius: '14px',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                {ticket.subject}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
                {CATEGORY_LABELS[ticket.category] ?? ticket.category} ·{' '}
                {formatDate(ticket.created_at)}
              </Typography>
            </Box>
            <Chip
              size="small"
              label={status.label}
              color={status.color}
              variant="outlined"
              sx={{ fontWeight: 700, flexShrink: 0 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
