import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SubscriptionTier, User } from '../../../lib/auth/user';

/** Names and consents; analytics consent stays in the browser (spec section 5). */
export interface CompleteOnboardingInput {
  first_name: string;
  last_name: string;
  gdpr_consent: boolean;
  data_retention_consent: boolean;
  marketing_consent: boolean;
  terms_accepted: boolean;
  privacy_accepted: boolean;
}

export interface OnboardingResult {
  user: User;
  /** A paid tier chosen at sign-up and not paid yet: set it up on /payment next. */
  intended_tier: SubscriptionTier | null;
}

/** POST /api/auth/complete-onboarding. */
export function completeOnboarding(input: CompleteOnboardingInput): Promise<OnboardingResult> {
  return api.post<OnboardingResult>('/auth/complete-onboarding', input);
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
