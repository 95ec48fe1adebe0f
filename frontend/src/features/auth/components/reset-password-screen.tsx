import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LockResetIcon from '@mui/icons-material/LockReset';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../../../components/form/password-field';
import { CenteredPanel, PanelIcon } from '../../../components/layout/centered-panel';
import { authDialogLinks, paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useResetPassword } from '../api/reset-password';
import { errorMessage } from '../../../lib/error-message';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../utils/password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The spec's timer: after a reset the user goes to the login dialog 2 s later. */
export const RESET_REDIRECT_MS = 2000;

interface FieldErrors {
  password?: string;
  confirm?: string;
}

/** `/reset-password?token=…`: choose a new password with the mailed token. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { clearSession } = useAuth();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const strength = useMemo(() => passwordStrength(password), [password]);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate(authDialogLinks.login), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <CenteredPanel
        icon={
          <PanelIcon tone="error">
            <LinkOffIcon />
          </PanelIcon>
        }
        title={AUTH_MESSAGES.invalidResetLinkTitle}
        intro={AUTH_MESSAGES.invalidResetLink}
      >
        <Button component={RouterLink} to={paths.home} variant="contained" size="large" fullWidth>
          Back to Home
        </Button>
      </CenteredPanel>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      password:
        password.length < MIN_PASSWORD_LENGTH
          ? AUTH_MESSAGES.passwordTooShort
          : strength.acceptable
            ? undefined
            : AUTH_MESSAGES.passwordRules,
      confirm: confirm === password ? undefined : AUTH_MESSAGES.passwordsDoNotMatch,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, new_password: password },
      // Every session ended on the server: forget the stored token here too.
      { onSuccess: () => clearSession() },
    );
  };

  return (
    <CenteredPanel
      icon={
        <PanelIcon>
          <LockResetIcon />
        </PanelIcon>
      }
      title="Choose a new password"
      intro="Your new password signs you in everywhere; other devices are signed out."
    >
      {reset.isSuccess ? (
        <Alert severity="success" role="status">
          {reset.data.message ||
            'Your password has been reset. Please sign in with your new password.'}{' '}
          Taking you to sign in…
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          {reset.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(reset.error, AUTH_MESSAGES.resetFailed)}
            </Alert>
          )}
          <Box>
            <PasswordField
              label="New Password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              visible={visible}
              onVisibleChange={setVisible}
              error={Boolean(errors.password)}
              helperText={errors.password}
              required
              fullWidth
              autoFocus
            />
            <PasswordStrengthMeter strength={strength} />
          </Box>
          <PasswordField
            label="Confirm New Password"
            name="confirm-new-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            visible={visible}
            onVisibleChange={setVisible}
            hideToggle
            error={Boolean(errors.confirm)}
            helperText={errors.confirm}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting…' : 'Reset Password'}
          </Button>
          <Button component={RouterLink} to={paths.home} size="large">
            Back to Home
          </Button>
        </Box>
      )}
    </CenteredPanel>
  );
}
