import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';

/** Spec: after a charged use, the user (and the header's usage counter) is fetched after 500 ms. */
export const USER_REFRESH_DELAY_MS = 500;

export function useRefreshUserSoon(): () => void {
  const { refreshUser } = useAuth();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void refreshUser(), USER_REFRESH_DELAY_MS);
  }, [refreshUser]);
}
