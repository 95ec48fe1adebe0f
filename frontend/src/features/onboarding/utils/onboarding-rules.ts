import type { OnboardingResult } from '../api/complete-onboarding';

/** The spec's onboarding messages (sections 5 and 8). */
export const ONBOARDING_MESSAGES = {
  namesRequired: 'First name and last name are required',
  consentRequired: 'You must accept the required terms and privacy policy to continue',
  setupFailed: 'Setup failed. Please try again.',
  noToken: 'No authentication token found',
} as const;

/** The onboarding form (spec section 3). */
export interface Consents {
  gdprConsent: boolean;
  dataRetentionConsent: boolean;
  marketingConsent: boolean;
  analyticsConsent: boolean;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export const REQUIRED_CONSENTS = [
  'gdprConsent',
  'dataRetentionConsent',
  'termsAccepted',
  'privacyAccepted',
] as const satisfies readonly (keyof Consents)[];

export function namesError(firstName: string, lastName: string): string | null {
  return firstName.trim() === '' || lastName.trim() === ''
    ? ONBOARDING_MESSAGES.namesRequired
    : null;
}

export function consentsError(consents: Consents): string | null {
  return REQUIRED_CONSENTS.every((key) => consents[key])
    ? null
    : ONBOARDING_MESSAGES.consentRequired;
}

/**
 * Where onboarding ends (spec section 4): a free user who chose Pro or Premium at sign-up sets
 * up the payment; everyone else lands home, where the user is fetched again.
 */
export function destinationAfterOnboarding({ user, intended_tier }: OnboardingResult): string {
  if (
    user.subscription_tier === 'free' &&
    (intended_tier === 'pro' || intended_tier === 'premium')
  ) {
    return `/payment?plan=${intended_tier}&source=onboarding&required=true`;
  }
  return '/?onboarding_complete=true';
}
