import type { SubscriptionTier } from '../../../lib/auth/user';
import type { PaidPlan } from '../../../lib/billing/subscription';

/** The paid plans above the current one: Free may choose Pro or Premium, Pro only Premium. */
export function upgradeOptions(tier: SubscriptionTier): PaidPlan[] {
  if (tier === 'free') return ['pro', 'premium'];
  if (tier === 'pro') return ['premium'];
  return [];
}

/** Which plan the dialog starts on: the one asked for, else Premium for its features, else the next. */
export function initialChoice(
  options: PaidPlan[],
  asked: PaidPlan | undefined,
  wantsPremiumFeature: boolean,
): PaidPlan | null {
  if (asked && options.includes(asked)) return asked;
  if (wantsPremiumFeature && options.includes('premium')) return 'premium';
  return options[0] ?? null;
}
