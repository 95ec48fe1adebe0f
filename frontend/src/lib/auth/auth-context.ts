import { createContext, useContext } from 'react';
import type { User } from './user';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Stores the token and the user a login returned. */
  signIn: (token: string, user: User) => void;
  /**
   * Checks a token handed to the SPA (mailed link, Google, the extension) with GET /auth/me,
   * then stores it and the user. Rejects with the API error when the token does not work.
   */
  acceptToken: (token: string) => Promise<User>;
  /** Ends the session on the server and here: removes the token and clears the user. */
  logout: () => void;
  /** Forgets the token and the user here only (the server already ended every session). */
  clearSession: () => void;
  /** Fetches the user again (after onboarding, an upgrade or an enhancement). */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
