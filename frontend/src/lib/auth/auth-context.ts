import { createContext, useContext } from 'react';
import type { User } from './user';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Stores the token and the user a login (or the extension) returned. */
  signIn: (token: string, user: User) => void;
  /** Removes the token and clears the user. */
  logout: () => void;
  /** Fetches the user again (after onboarding, an upgrade or an enhancement). */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
