import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { useToast } from '../../components/toast/toast-context';
import { api, isApiError } from '../../lib/api-client';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../../lib/auth/auth-context';
import { currentUserQueryKey, getCurrentUser } from '../../lib/auth/get-current-user';
import type { User } from '../../lib/auth/user';
import { AUTH_TOKEN_KEY, authToken } from '@api/auth-token';

/**
 * Reads the stored token at start, checks it with GET /api/auth/me and exposes the user.
 * A failed check removes the token (spec: "on failure remove the token").
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [hasToken, setHasToken] = useState(() => authToken.get() !== null);

  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getCurrentUser({ signal });
      } catch (error) {
        if (signal.aborted) throw error;
        authToken.clear();
        setHasToken(false);
        if (isApiError(error) && error.status === 401) {
          toast.warning('Your session has expired. Please log in again.');
        }
        throw error;
      }
    },
    enabled: hasToken,
    staleTime: Infinity,
  });

  // Another tab (or the admin console) logged in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
      const present = authToken.get() !== null;
      setHasToken(present);
      if (present) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      else queryClient.removeQueries({ queryKey: currentUserQueryKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const user = hasToken ? (userQuery.data ?? null) : null;
  let status: AuthStatus = 'anonymous';
  if (user) status = 'authenticated';
  else if (hasToken && userQuery.isPending) status = 'loading';

  // Stable functions: screens can list them as effect dependencies without re-running.
  const signIn = useCallback(
    (token: string, signedIn: User) => {
      authToken.set(token);
      queryClient.setQueryData(currentUserQueryKey, signedIn);
      setHasToken(true);
    },
    [queryClient],
  );

  const clearSession = useCallback(() => {
    authToken.clear();
    setHasToken(false);
    // Drop every cached answer that belonged to this user.
    queryClient.clear();
  }, [queryClient]);

  const acceptToken = useCallback(
    async (token: string) => {
      const signedIn = await getCurrentUser({ token });
      signIn(token, signedIn);
      return signedIn;
    },
    [signIn],
  );

  const logout = useCallback(() => {
    const token = authToken.get();
    // End the server session too; the local sign-out does not wait for it.
    if (token) {
      api.POST('/api/auth/logout', { token, retries: 0 }).catch(() => undefined);
    }
    clearSession();
    toast.info('You have been logged out.');
  }, [clearSession, toast]);

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signIn, acceptToken, logout, clearSession, refreshUser }),
    [status, user, signIn, acceptToken, logout, clearSession, refreshUser],
  );

  return (
    <AuthContext value={value}>
      {status === 'loading' ? <FullPageLoader label="Checking your session…" /> : children}
    </AuthContext>
  );
}
