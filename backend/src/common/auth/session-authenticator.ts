export interface AuthenticatedUser {
  id: string;
  email: string;
  session_id: string;
  is_admin: boolean;
  is_verified: boolean;
  onboarding_completed: boolean;
  subscription_tier: 'free' | 'pro' | 'premium';
}

/** Turns a bearer token into the user behind a live session, or null. */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string): Promise<AuthenticatedUser | null>;
}
