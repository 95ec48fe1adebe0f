import { isApiError } from '../../../lib/api-client';
import type { SubscriptionTier } from '../../../lib/auth/user';

export const PRO_LIMIT_MESSAGE = 'Monthly token usage of 500 exceeded, click for more options';
export const FREE_LIMIT_MESSAGE = 'Free usage limit reached. Please upgrade to Pro or Premium.';
export const ENHANCE_FAILED_MESSAGE = 'Failed to enhance text. Please try again.';
export const SETUP_MESSAGE = 'Please complete your account setup to continue';

export type EnhanceFailure =
  /** Pro quota spent: confirm box, then the Pro-to-Premium page. */
  | { kind: 'pro-limit'; message: string }
  /** Free trial spent: the upgrade modal. */
  | { kind: 'free-limit'; message: string }
  /** Not onboarded: the onboarding gate. */
  | { kind: 'setup'; message: string }
  | { kind: 'premium'; message: string }
  | { kind: 'throttled'; message: string }
  /** The server refused the input: its message is for the person. */
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

/** Spec section 8, "Enhance (main)": which flow a failed enhancement leads to. */
export function enhanceFailure(error: unknown, tier: SubscriptionTier): EnhanceFailure {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) {
    return { kind: 'failed', message: ENHANCE_FAILED_MESSAGE };
  }
  if (error.status === 402) {
    return tier === 'pro'
      ? { kind: 'pro-limit', message: PRO_LIMIT_MESSAGE }
      : { kind: 'free-limit', message: FREE_LIMIT_MESSAGE };
  }
  if (error.status === 403) {
    return /complete your account setup/i.test(error.detail)
      ? { kind: 'setup', message: SETUP_MESSAGE }
      : { kind: 'premium', message: error.detail };
  }
  if (error.status === 429) return { kind: 'throttled', message: error.detail };
  if (error.status === 400 || error.status === 413) {
    return { kind: 'invalid', message: error.detail };
  }
  return { kind: 'failed', message: ENHANCE_FAILED_MESSAGE };
}

/** Refusals that depend on the plan: a plan change makes them obsolete. */
export const isAboutThePlan = (failure: EnhanceFailure) =>
  failure.kind === 'free-limit' || failure.kind === 'pro-limit' || failure.kind === 'premium';
