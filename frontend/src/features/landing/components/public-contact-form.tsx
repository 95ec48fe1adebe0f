import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import { errorMessage } from '../../../lib/error-message';
import { useSendContactMessage } from '../api/contact';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  name?: string;
  email?: string;
  message?: string;
}

/** The landing page's contact form (POST /api/contact): a visitor's message becomes a ticket. */
export function PublicContactForm({ initialEmail = '' }: { initialEmail?: string }) {
  const send = useSendContactMessage();
  const [openedAt] = useState(() => Date.now());
  const [fields, setFields] = useState({
    name: '',
    email: initialEmail,
    subject: '',
    message: '',
    website: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      name: fields.name.trim() === '' ? 'Please enter your name' : undefined,
      email: EMAIL.test(fields.email.trim()) ? undefined : 'Please enter a valid email address',
      message: fields.message.trim() === '' ? 'Please write your message' : undefined,
    };
    setErrors(next);
    if (next.name || next.email || next.message) return;
    send.mutate({
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim() || undefined,
      message: fields.message.trim(),
      website: fields.website,
      elapsed_ms: Date.now() - openedAt,
    });
  };

  if (send.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {send.data.message}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Contact us"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Your name"
          value={fields.name}
          onChange={set('name')}
          error={Boolean(errors.name)}
          helperText={errors.name}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Your email"
          type="email"
          value={fields.email}
          onChange={set('email')}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
          autoComplete="email"
        />
      </Box>
      <TextField
        label="Subject (optional)"
        value={fields.subject}
        onChange={set('subject')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Message"
        value={fields.message}
        onChange={set('message')}
        error={Boolean(errors.message)}
        helperText={errors.message}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      {/* A spam trap: hidden from people and from screen readers, filled in by bots. */}
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={set('website')}
          />
        </label>
      </Box>
      {send.isError && (
        <Alert severity="error">
          {errorMessage(send.error, 'Your message could not be sent. Please try again.')}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          Send message
        </Button>
      </Box>
    </Box>
  );
}
