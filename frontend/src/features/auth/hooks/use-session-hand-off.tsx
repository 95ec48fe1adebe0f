import { useCallback, useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { api } from '../../../lib/api-client';
import { authToken } from '@api/auth-token';
import { useAuth } from '../../../lib/auth/auth-context';
import { getCurrentUser } from '../../../lib/auth/get-current-user';
import type { User } from '../../../lib/auth/user';
import { SessionSwitchDialog } from '../components/session-switch-dialog';

interface HandOff {
  token: string;
  user: User;
  /** After the person chose (or nothing needed choosing): whether this session is now in use. */
  settled?: (accepted: boolean) => void;
  /** The session was made for this hand-off alone: end it on the server when declined. */
  endWhenDeclined: boolean;
}

/**
 * Signs in with a session handed over by a URL (a one-time code or a token). A URL never
 * replaces another account's session silently: while someone else is signed in, the person is
 * asked first. Returns the hand-off function and the dialog to render.
 */
export function useSessionHandOff(): {
  handOff: (handOff: HandOff) => Promise<void>;
  dialog: ReactNode;
} {
  const { signIn } = useAuth();
  const toast = useToast();
  const [pending, setPending] = useState<(HandOff & { currentEmail: string }) | null>(null);

  const accept = useCallback(
    ({ token, user, settled }: HandOff) => {
      signIn(token, user);
      toast.success(`Signed in as ${user.email}.`);
      settled?.(true);
    },
    [signIn, toast],
  );

  // Asks the server whose the stored session is rather than reading the auth state, which on a
  // page just opened from a link may not be known yet: "not checked" is not "nobody".
  const handOff = useCallback(
    async (offered: HandOff) => {
      const stored = authToken.get();
      const current = stored ? await getCurrentUser({ token: stored }).catch(() => null) : null;
      if (current && current.id !== offered.user.id) {
        setPending({ ...offered, currentEmail: current.email });
      } else {
        accept(offered);
      }
    },
    [accept],
  );

  const stay = () => {
    if (!pending) return;
    if (pending.endWhenDeclined) {
      api.POST('/api/auth/logout', { token: pending.token, retries: 0 }).catch(() => null);
    }
    pending.settled?.(false);
    setPending(null);
  };

  const dialog = pending ? (
    <SessionSwitchDialog
      currentEmail={pending.currentEmail}
      incomingEmail={pending.user.email}
      onStay={stay}
      onSwitch={() => {
        accept(pending);
        setPending(null);
      }}
    />
  ) : null;

  return { handOff, dialog };
}
