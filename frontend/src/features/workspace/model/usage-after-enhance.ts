import type { User } from '../../../lib/auth/user';
import type { EnhanceUsage } from '../api/enhance';

/**
 * The user as the header should show them right after an enhancement (spec section 4): the
 * server's own counters when the answer has them, else free uses − 1 and Pro requests + 1.
 */
export function userAfterEnhance(user: User, usage?: EnhanceUsage): User {
  if (usage) {
    return {
      ...user,
      free_uses_remaining: usage.free_uses_remaining,
      monthly_requests_used: usage.monthly_requests_used,
    };
  }
  if (user.subscription_tier === 'free') {
    return { ...user, free_uses_remaining: Math.max(0, user.free_uses_remaining - 1) };
  }
  if (user.subscription_tier === 'pro') {
    return { ...user, monthly_requests_used: user.monthly_requests_used + 1 };
  }
  return user;
}

/** Premium subscribers and staff: projects, analytics and DOCX/PDF export (spec section 6). */
export function hasPremium(user: Pick<User, 'subscription_tier' | 'is_premium' | 'is_admin'>) {
  return user.is_premium || user.is_admin || user.subscription_tier === 'premium';
}
