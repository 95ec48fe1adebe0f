import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/form/password-field';
import { useToast } from '../../../components/toast/toast-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '../../../lib/error-message';
import { AUTH_MESSAGES, authFailure, emailError, type AuthFailure } from '../utils/auth-messages';

interface LoginFormProps {
  /** An error the dialog was opened with (Google sign-in came back with one). */
  initialError: string | null;
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({
  initialError,
  email,
  onEmailChange,
  onSignedIn,
  onForgotPassword,
}: LoginFormProps) {
  const { signIn } = useAuth();
  const toast = useToast();
  const login = useLogin();
  const resend = useResendVerification();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<AuthFailure | null>(
    initialError ? { message: initialError, needsVerification: false, needsSetup: false } : null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: emailError(email) ?? undefined,
      password: password === '' ? AUTH_MESSAGES.passwordRequired : undefined,
    };
    setErrors(next);
    if (next.email || next.password) return;
    setFailure(null);
    resend.reset();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ access_token, user }) => {
          signIn(access_token, user);
          toast.success(`Welcome back${user.first_name ? `, ${user.first_name}` : ''}!`);
          onSignedIn();
        },
        onError: (error) => setFailure(authFailure(error)),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure.message}
          {failure.needsVerification && (
            <Box sx={{ mt: 1 }}>
              {resend.isSuccess ? (
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {resend.data.message}
                </Box>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(email.trim())}
                >
                  {resend.isPending ? 'Sending…' : 'Resend verification email'}
                </Button>
              )}
              {resend.isError && (
                <Box sx={{ mt: 0.5 }}>{errorMessage(resend.error, AUTH_MESSAGES.resendFailed)}</Box>
              )}
            </Box>
          )}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        required
        fullWidth
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component="button" type="button" onClick={onForgotPassword} sx={{ fontWeight: 600 }}>
          Forgot password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </Box>
  );
}
