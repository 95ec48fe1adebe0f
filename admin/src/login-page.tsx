import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { useEffect, useState } from 'react';
import { Login, LoginForm, PasswordInput, required, TextInput } from 'react-admin';
import { api, tokenStore } from './providers/http';

/** A customer signed in on the SPA (same token) who is not staff. */
function useSignedInCustomer(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!tokenStore.get()) return;
    const controller = new AbortController();
    api
      .GET('/api/auth/me', { signal: controller.signal })
      .then((user) => setEmail(user.is_admin ? null : user.email))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return email;
}

/** Staff sign in with their e-mail; a signed-in customer is told plainly that this is not for them. */
export function LoginPage() {
  const customer = useSignedInCustomer();
  const [useAnotherAccount, setUseAnotherAccount] = useState(false);
  const denied = customer !== null && !useAnotherAccount;

  return (
    <Login
      avatarIcon={<AdminPanelSettingsOutlinedIcon />}
      sx={{
        backgroundImage:
          'radial-gradient(circle at 50% 14em, #4338ca 0%, #1e1b4b 60%, #15132b 100%)',
      }}
    >
      <Typography component="h1" variant="h6" sx={{ textAlign: 'center', fontWeight: 700 }}>
        {denied ? 'Access Denied' : 'Resonate Admin'}
      </Typography>
      {denied ? (
        <Box sx={{ p: 2, display: 'grid', gap: 1.5, maxWidth: 360 }} data-testid="access-denied">
          <Alert severity="error">
            You are signed in as {customer}, which is not a staff account. The console is for
            Resonate staff only.
          </Alert>
          <Button variant="contained" href="/">
            Back to Resonate
          </Button>
          <Button onClick={() => setUseAnotherAccount(true)}>Sign in with a staff account</Button>
        </Box>
      ) : (
        <LoginForm>
          <TextInput
            autoFocus
            source="email"
            label="Email"
            type="email"
            autoComplete="email"
            validate={required()}
          />
          <PasswordInput
            source="password"
            label="Password"
            autoComplete="current-password"
            validate={required()}
          />
        </LoginForm>
      )}
    </Login>
  );
}
