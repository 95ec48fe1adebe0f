export interface AuthenticatedUser {
  id: string;
  email: string;
  /** The session the bearer token names; empty for a request made with an API key. */
  session_id: string;
  is_admin: boolean;
  is_verified: boolean;
  onboarding_completed: boolean;
  subscription_tier: 'free' | 'pro' | 'premium';
  /** False in privacy mode ("Don't keep my texts", or this request's `retain: false`). */
  keep_texts: boolean;
  /** The API key the request was made with; absent for a browser session. */
  api_key?: { id: string; name: string; scopes: string[] };
}

/** Turns a bearer token into the user behind a live session, or null. */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string): Promise<AuthenticatedUser | null>;
}
