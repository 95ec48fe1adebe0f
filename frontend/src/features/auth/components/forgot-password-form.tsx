import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { errorMessage } from '../../../lib/error-message';
import { AUTH_MESSAGES, emailError } from '../utils/auth-messages';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** The dialog's "Forgot password?" sub-form: mails a reset link. */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) return;
    request.mutate(email.trim());
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </Typography>
      {request.isSuccess && (
        <Alert severity="success" role="status">
          {AUTH_MESSAGES.resetRequested}
        </Alert>
      )}
      {request.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(request.error, AUTH_MESSAGES.resetRequestFailed)}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        required
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button onClick={onBack}>Back to sign in</Button>
    </Box>
  );
}
