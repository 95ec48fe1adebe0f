import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { getCurrentUser } from '../../../lib/auth/get-current-user';
import type { SubscriptionTier } from '../../../lib/auth/user';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { parseAuthQuery, withoutHandledKeys, type AuthMode } from '../utils/auth-query';
import { exchangeSignInCode } from '../api/exchange-code';
import { useSessionHandOff } from '../hooks/use-session-hand-off';
import { handSessionToExtension } from '../utils/extension-hand-off';
import { authToken } from '@api/auth-token';
import { AuthDialog } from './auth-dialog';

interface DialogState {
  open: boolean;
  mode: AuthMode;
  tier: SubscriptionTier;
  error: string | null;
  /** A fresh dialog (empty forms) each time it opens. */
  key: number;
}

/**
 * Mounted on `/`: reads the query (spec section 2) — opens the auth dialog, signs in with the
 * one-time code of Google sign-in or the extension's token (asking first when another account
 * is signed in), shows the verification screen, refreshes the user after
 * onboarding — then cleans the URL.
 */
export function AuthEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { user, refreshUser } = useAuth();
  const { handOff, dialog: switchDialog } = useSessionHandOff();
  const [dialog, setDialog] = useState<DialogState>({
    open: false,
    mode: 'login',
    tier: 'free',
    error: null,
    key: 0,
  });

  // Opening the dialog follows the query during render (no effect round-trip, no flash).
  const [seenSearch, setSeenSearch] = useState<string | null>(null);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    const query = parseAuthQuery(new URLSearchParams(location.search));
    if (query.open && !user && !query.token && !query.code) {
      setDialog((current) => ({
        open: true,
        mode: query.open ?? 'login',
        tier: query.tier ?? 'free',
        error: query.error,
        key: current.key + 1,
      }));
    }
  }

  // Everything else the query asks for happens once per URL, then the URL is cleaned.
  const handled = useRef<string | null>(null);
  const extensionWaiting = useRef(false);
  useEffect(() => {
    if (!user || !extensionWaiting.current) return;
    extensionWaiting.current = false;
    if (authToken.get()) void handSessionToExtension().catch(() => undefined);
  });
  useEffect(() => {
    if (handled.current === location.search) return;
    handled.current = location.search;
    const params = new URLSearchParams(location.search);
    const query = parseAuthQuery(params);
    if (query.handledKeys.length === 0) return;

    const rest = withoutHandledKeys(params, query.handledKeys).toString();
    if (query.verified) {
      const email = params.get('email');
      navigate(
        {
          pathname: paths.emailVerified,
          search: email ? `?email=${encodeURIComponent(email)}` : '',
        },
        { replace: true },
      );
      return;
    }
    navigate(
      { search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );

    const { code, token, fromExtension } = query;
    if (code || token) {
      const offered = code
        ? exchangeSignInCode(code).then(({ access_token, user: signedIn }) => ({
            token: access_token,
            user: signedIn,
            endWhenDeclined: true,
          }))
        : getCurrentUser({ token: token! }).then((signedIn) => ({
            token: token!,
            user: signedIn,
            endWhenDeclined: false,
          }));
      offered
        .then((handed) =>
          handOff({
            ...handed,
            settled: (accepted) => {
              if (accepted && fromExtension) void handSessionToExtension().catch(() => undefined);
            },
          }),
        )
        .catch(() => {
          setDialog((current) => ({
            open: true,
            mode: 'login',
            tier: 'free',
            error: AUTH_MESSAGES.fallback,
            key: current.key + 1,
          }));
        });
    }
    // Opened by the extension to sign in (or up): post the session once there is one.
    if (fromExtension && !code && !token) extensionWaiting.current = true;
    if (query.onboardingComplete) {
      void refreshUser();
      toast.success('Your account is set up. Welcome to Resonate!');
    }
  }, [location.search, location.hash, navigate, handOff, refreshUser, toast]);

  const close = useCallback(() => setDialog((current) => ({ ...current, open: false })), []);
  const registered = useCallback(
    (email: string) => {
      close();
      navigate({ pathname: paths.verifyEmail, search: `?email=${encodeURIComponent(email)}` });
    },
    [close, navigate],
  );

  if (dialog.key === 0) return switchDialog;
  return (
    <>
      {switchDialog}
      <AuthDialog
        key={dialog.key}
        open={dialog.open && !user}
        initialMode={dialog.mode}
        initialTier={dialog.tier}
        initialError={dialog.error}
        onClose={close}
        onRegistered={registered}
      />
    </>
  );
}
