import type { User } from '../auth/user';
import type { PlansResponse } from './get-plans';

/** The spec's limits, used until the plan catalogue has loaded. */
export const DEFAULT_QUOTAS = { free: 10, pro: 500 } as const;

export interface Usage {
  kind: 'free' | 'pro' | 'premium' | 'staff';
  /** The header's counter or badge: "7 free uses left", "12 of 500 this month", "Premium". */
  short: string;
  /** The same counter for a phone's header, where the logo and the menu leave little room. */
  compact: string;
  /** A sentence for screen readers and the account screen. */
  long: string;
  /** How much of the quota is used, 0 to 100; null when unlimited. */
  percentUsed: number | null;
}

const quotaOf = (plans: PlansResponse | undefined, id: 'free' | 'pro') =>
  plans?.plans.find((plan) => plan.id === id)?.quota ?? DEFAULT_QUOTAS[id];

export function usageOf(user: User, plans?: PlansResponse): Usage {
  // Staff enhance without a quota whatever their tier: their counters never move.
  if (user.is_admin) {
    return {
      kind: 'staff',
      short: 'Staff · unlimited',
      compact: 'Staff',
      long: 'Staff account: unlimited enhancements',
      percentUsed: null,
    };
  }
  if (user.subscription_tier === 'premium') {
    return {
      kind: 'premium',
      short: 'Premium',
      compact: 'Premium',
      long: 'Premium plan: unlimited enhancements',
      percentUsed: null,
    };
  }
  if (user.subscription_tier === 'pro') {
    const quota = quotaOf(plans, 'pro');
    const used = user.monthly_requests_used;
    return {
      kind: 'pro',
      short: `${used} of ${quota} this month`,
      compact: `${used}/${quota}`,
      long: `${used} of ${quota} enhancements used this month`,
      percentUsed: Math.min(100, (used / quota) * 100),
    };
  }
  const quota = quotaOf(plans, 'free');
  const left = user.free_uses_remaining;
  const uses = left === 1 ? 'use' : 'uses';
  return {
    kind: 'free',
    short: `${left} free ${uses} left`,
    compact: `${left} left`,
    long: `${left} of ${quota} free ${uses} left`,
    percentUsed: Math.min(100, Math.max(0, ((quota - left) / quota) * 100)),
  };
}
