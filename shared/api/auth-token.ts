/** The bearer token shared by the SPA, the admin console and the browser extension (one reader). */
export const AUTH_TOKEN_KEY = 'auth_token';

// Storage can throw (private mode, disabled cookies): treat that as "no token".
export const authToken = {
  get(): string | null {
    try {
      return window.localStorage.getItem(AUTH_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    } catch {
      // Nothing to do: the session then lasts as long as the page.
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
};
