export type SubscriptionTier = 'free' | 'pro' | 'premium';

/** The user as GET /api/auth/me and POST /api/auth/login return it (spec section 3). */
export interface User {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  username: string;
  created_at: string;
  subscription_tier: SubscriptionTier;
  free_uses_remaining: number;
  monthly_requests_used: number;
  is_verified: boolean;
  onboarding_completed: boolean;
  is_premium: boolean;
  is_admin: boolean;
  terms_accepted: boolean;
  // Also sent by the API (backend UserDto), beyond the spec's list:
  /** Paid tier chosen at sign-up and not paid yet (onboarding then goes to /payment). */
  intended_tier: SubscriptionTier | null;
  /** End of the current Pro usage period: the renewal date. */
  usage_period_end: string | null;
  is_active: boolean;
  has_password: boolean;
}
