import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useSubmitFeedback } from '../api/feedback';

export const FEEDBACK_FAILED = 'Failed to submit feedback';

/** Feedback on the beta, stored on the server for staff. */
export function FeedbackBox({ tab }: { tab?: string }) {
  const [message, setMessage] = useState('');
  const submit = useSubmitFeedback();
  const toast = useToast();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      toast.warning('Please write your feedback before sending it');
      return;
    }
    submit.mutate(
      { message, tab },
      {
        onSuccess: (receipt) => {
          setMessage('');
          toast.success(receipt.message);
        },
        onError: () => toast.error(FEEDBACK_FAILED),
      },
    );
  };

  return (
    <Paper component="form" onSubmit={send} variant="outlined" sx={{ p: 3, mt: 5 }}>
      <Typography variant="h6" component="h2">
        Feedback
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Tell us what works and what does not. The team reads every message.
      </Typography>
      <TextField
        label="Your feedback"
        multiline
        minRows={3}
        fullWidth
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={submit.isPending}>
        Submit Feedback
      </Button>
    </Paper>
  );
}
