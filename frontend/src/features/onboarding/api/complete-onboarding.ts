import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

/** Names and consents; analytics consent stays in the browser (spec section 5). */
export type CompleteOnboardingInput = ApiSchema<'CompleteOnboardingDto'>;
export type OnboardingResult = ApiSchema<'OnboardingResultDto'>;

/** POST /api/auth/complete-onboarding. */
export function completeOnboarding(input: CompleteOnboardingInput): Promise<OnboardingResult> {
  return api.POST('/api/auth/complete-onboarding', { body: input });
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
