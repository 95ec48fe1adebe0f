import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type MouseEvent } from 'react';
import {
  Button as RaButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import UndoIcon from '@mui/icons-material/Undo';
import type { AdminSubscription } from '../lib/types';
import type { AdminDataProvider } from '../providers/data-provider';

interface RefundDialogProps {
  subscription: AdminSubscription;
  onClose: () => void;
}

function RefundDialog({ subscription, onClose }: RefundDialogProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [amount, setAmount] = useState(String(subscription.refundable_amount));
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  // One key per dialog: a second click (or a retry) can never refund twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const value = Number(amount);
  const valid = Number.isFinite(value) && value > 0 && reason.trim() !== '';

  const submit = async () => {
    setSending(true);
    try {
      const result = await dataProvider.refund({
        subscription_id: subscription.id,
        amount: value,
        reason: reason.trim(),
        idempotency_key: idempotencyKey,
      });
      notify(
        `Refunded $${result.refund.amount.toFixed(2)}${result.downgraded ? '; the plan has ended' : ''}`,
        { type: 'success' },
      );
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="refund-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void submit();
        }}
      >
        <DialogTitle id="refund-title">
          Refund {subscription.user_email ?? 'this subscription'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, minWidth: { sm: 420 } }}>
          <DialogContentText>
            Refunds the latest payment of this {subscription.plan} subscription (
            {subscription.currency.toUpperCase()}). A full refund, or Premium within the money-back
            guarantee, ends the plan.
          </DialogContentText>
          <TextField
            label="Amount (dollars)"
            type="number"
            slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
          />
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!valid || sending}>
            {sending ? 'Refunding…' : 'Refund'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RefundButton() {
  const record = useRecordContext<AdminSubscription>();
  const [open, setOpen] = useState(false);
  // An abandoned or expired checkout paid nothing: there is nothing a refund could return.
  if (!record || !(record.refundable_amount > 0)) return null;
  return (
    <>
      <RaButton
        label="Refund"
        aria-label={`Refund ${record.user_email ?? record.provider_subscription_id}`}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <UndoIcon />
      </RaButton>
      {open && <RefundDialog subscription={record} onClose={() => setOpen(false)} />}
    </>
  );
}
