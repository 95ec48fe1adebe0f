import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '../../../lib/error-message';
import { AUTH_MESSAGES, emailError } from '../utils/auth-messages';

/** E-mail field and "Resend verification email" (the answer is the same for unknown e-mails). */
export function ResendVerificationForm({ initialEmail }: { initialEmail: string }) {
  const resend = useResendVerification();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    if (!invalid) resend.mutate(email.trim());
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Resend the verification email"
      sx={{ display: 'grid', gap: 2 }}
    >
      {resend.isSuccess && (
        <Alert severity="success" role="status">
          {resend.data.message}
        </Alert>
      )}
      {resend.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(resend.error, AUTH_MESSAGES.resendFailed)}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        required
        fullWidth
      />
      <Button type="submit" variant="outlined" size="large" disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Resend verification email'}
      </Button>
    </Box>
  );
}
