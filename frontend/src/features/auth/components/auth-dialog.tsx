import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { Logo } from '../../../components/brand/logo';
import type { SubscriptionTier } from '../../../lib/auth/user';
import type { AuthMode } from '../utils/auth-query';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { useProviders } from '../api/get-providers';
import { LoginForm } from './login-form';
import { RegisteredNotice } from './registered-notice';
import { RegisterForm } from './register-form';
import { useFeatureEnabled } from '../../../lib/features/get-features';

/** The spec's timer: the dialog closes 3 s after a successful sign-up. */
export const REGISTERED_CLOSE_MS = 3000;

type View = AuthMode | 'forgot' | 'registered';

export interface AuthDialogProps {
  open: boolean;
  initialMode: AuthMode;
  initialTier: SubscriptionTier;
  initialError: string | null;
  onClose: () => void;
  /** After sign-up, once the dialog has closed: show the check-your-inbox screen. */
  onRegistered: (email: string) => void;
}

const TITLES: Record<View, string> = {
  login: 'Welcome back',
  register: 'Create your account',
  forgot: 'Reset your password',
  registered: 'Almost there',
};

const INTROS: Record<View, string> = {
  login: 'Sign in to rewrite your copy in the tone you choose.',
  register: 'Start with 10 free transformations. No card needed.',
  forgot: '',
  registered: '',
};

export function AuthDialog({
  open,
  initialMode,
  initialTier,
  initialError,
  onClose,
  onRegistered,
}: AuthDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const registration = useFeatureEnabled('registration');
  const googleEnabled = useFeatureEnabled('google_sign_in');
  const [chosenView, setView] = useState<View>(initialMode);
  // While staff have closed registrations, the dialog only signs in.
  const view: View = chosenView === 'register' && !registration ? 'login' : chosenView;
  const [tier, setTier] = useState<SubscriptionTier>(initialTier);
  const [email, setEmail] = useState('');
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);

  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => onRegistered(registered.email), REGISTERED_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [registered, onRegistered]);

  const tabValue = view === 'register' ? 'register' : 'login';
  const showTabs = view === 'login' || view === 'register';
  // Hidden, not greyed out, when this server has no Google sign-in configured.
  const googleConfigured = useProviders().data?.google === true;
  const google = googleEnabled && googleConfigured;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="auth-dialog-title"
      slotProps={{ paper: { sx: { borderRadius: phone ? 0 : '24px' } } }}
    >
      <IconButton
        onClick={onClose}
        aria-label="Close"
        sx={{ position: 'absolute', right: 12, top: 12, zIndex: 1 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ px: { xs: 2.5, sm: 5 }, pt: { xs: 3, sm: 4 }, pb: { xs: 3, sm: 4 } }}>
        <Box sx={{ mb: 2 }}>
          <Logo />
        </Box>
        <Typography
          id="auth-dialog-title"
          variant="h2"
          component="h2"
          sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}
        >
          {TITLES[view]}
        </Typography>
        {INTROS[view] && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {INTROS[view]}
          </Typography>
        )}

        {showTabs && registration && (
          <Tabs
            value={tabValue}
            onChange={(_event, next: AuthMode) => setView(next)}
            variant="fullWidth"
            aria-label="Sign in or sign up"
            sx={{ mt: 2.5, mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="login" label="Sign in" id="auth-tab-login" aria-controls="auth-panel" />
            <Tab
              value="register"
              label="Sign up"
              id="auth-tab-register"
              aria-controls="auth-panel"
            />
          </Tabs>
        )}

        <Box
          id="auth-panel"
          role={showTabs && registration ? 'tabpanel' : undefined}
          aria-labelledby={showTabs && registration ? `auth-tab-${tabValue}` : undefined}
          sx={{ mt: showTabs && registration ? 0 : 3 }}
        >
          {view === 'login' && (
            <LoginForm
              initialError={initialError}
              email={email}
              onEmailChange={setEmail}
              onSignedIn={onClose}
              onForgotPassword={() => setView('forgot')}
            />
          )}
          {view === 'register' && (
            <RegisterForm
              tier={tier}
              onTierChange={setTier}
              email={email}
              onEmailChange={setEmail}
              onRegistered={(address, message) => {
                setRegistered({ email: address, message });
                setView('registered');
              }}
              onSignInInstead={() => setView('login')}
            />
          )}
          {view === 'forgot' && (
            <ForgotPasswordForm
              email={email}
              onEmailChange={setEmail}
              onBack={() => setView('login')}
            />
          )}
          {view === 'registered' && registered && (
            <RegisteredNotice email={registered.email} message={registered.message} />
          )}
        </Box>

        {showTabs && google && (
          <>
            <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.85rem' }}>or</Divider>
            <GoogleButton tier={view === 'register' ? tier : 'free'} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
