import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/error-message';
import { useCreateTicket } from '../api/create-ticket';
import { TICKET_CATEGORIES, type TicketCategory } from '../api/get-tickets';
import { CATEGORY_LABELS } from '../content/ticket-labels';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

interface FieldErrors {
  subject?: string;
  message?: string;
}

/** Files a support ticket (POST /api/support/tickets). */
export function ContactForm() {
  const toast = useToast();
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('general');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      subject: subject.trim() === '' ? 'Please enter a subject' : undefined,
      message: message.trim() === '' ? 'Please describe how we can help' : undefined,
    };
    setErrors(next);
    if (next.subject || next.message) return;
    create.mutate(
      { subject: subject.trim(), message: message.trim(), category },
      {
        onSuccess: () => {
          toast.success('Thank you. Your message has been sent; we will reply by e-mail.');
          setSubject('');
          setMessage('');
          setCategory('general');
        },
        onError: (error) =>
          toast.error(errorMessage(error, 'Failed to send your message. Please try again.')),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Contact support"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label="Subject"
          name="subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={Boolean(errors.subject)}
          helperText={errors.subject}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
        />
        <TextField
          select
          label="Category"
          name="category"
          value={category}
          onChange={(event) => setCategory(event.target.value as TicketCategory)}
          fullWidth
        >
          {TICKET_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {CATEGORY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        label="Message"
        name="message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(errors.message)}
        helperText={errors.message ?? `${message.length.toLocaleString('en-US')} / 5,000`}
        required
        fullWidth
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </Box>
    </Box>
  );
}
