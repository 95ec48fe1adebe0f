import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/form/password-field';
import { isApiError } from '../../../lib/api-client';
import type { SubscriptionTier } from '../../../lib/auth/user';
import { useRegister } from '../api/register';
import { AUTH_MESSAGES, authFailure, emailError, usernameFromEmail } from '../utils/auth-messages';
import { passwordStrength } from '../utils/password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';
import { TierPicker } from './tier-picker';

interface RegisterFormProps {
  tier: SubscriptionTier;
  onTierChange: (tier: SubscriptionTier) => void;
  email: string;
  onEmailChange: (email: string) => void;
  onRegistered: (email: string, message: string) => void;
  onSignInInstead: () => void;
}

interface FieldErrors {
  email?: string;
  password?: string;
  confirm?: string;
}

export function RegisterForm({
  tier,
  onTierChange,
  email,
  onEmailChange,
  onRegistered,
  onSignInInstead,
}: RegisterFormProps) {
  const register = useRegister();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const strength = useMemo(() => passwordStrength(password), [password]);
  // Say it as soon as the confirmation is as long as the password and still differs.
  const mismatchNow = confirm !== '' && confirm.length >= password.length && confirm !== password;
  const confirmError =
    errors.confirm ?? (mismatchNow ? AUTH_MESSAGES.passwordsDoNotMatch : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      email: emailError(email) ?? undefined,
      password: strength.acceptable ? undefined : AUTH_MESSAGES.passwordRules,
      confirm: confirm === password ? undefined : AUTH_MESSAGES.passwordsDoNotMatch,
    };
    setErrors(next);
    if (next.email || next.password || next.confirm) return;
    const address = email.trim();
    register.mutate(
      {
        email: address,
        password,
        username: usernameFromEmail(address),
        subscription_tier: tier,
        terms_accepted: false,
        privacy_acknowledged: false,
      },
      { onSuccess: (answer) => onRegistered(answer.email || address, answer.message) },
    );
  };

  const duplicate = isApiError(register.error) && register.error.status === 409;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TierPicker value={tier} onChange={onTierChange} />
      {register.isError && (
        <Alert
          severity="error"
          role="alert"
          action={
            duplicate ? (
              <Button color="inherit" size="small" onClick={onSignInInstead}>
                Sign in
              </Button>
            ) : undefined
          }
        >
          {authFailure(register.error).message}
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
      />
      <Box>
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          visible={visible}
          onVisibleChange={setVisible}
          error={Boolean(errors.password)}
          helperText={errors.password}
          required
          fullWidth
          slotProps={{ htmlInput: { 'aria-describedby': 'password-rules' } }}
        />
        <Box id="password-rules">
          <PasswordStrengthMeter strength={strength} />
        </Box>
      </Box>
      <PasswordField
        label="Confirm password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          setErrors((current) => ({ ...current, confirm: undefined }));
        }}
        visible={visible}
        onVisibleChange={setVisible}
        hideToggle
        error={Boolean(confirmError)}
        helperText={confirmError}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
        {register.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
    </Box>
  );
}
