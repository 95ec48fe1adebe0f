import type { User } from '../../../lib/auth/user';

/** Projects, analytics and DOCX/PDF export: Premium subscribers and staff (as the API decides). */
export const hasPremiumFeatures = (user: Pick<User, 'is_admin' | 'subscription_tier'>) =>
  user.is_admin || user.subscription_tier === 'premium';
