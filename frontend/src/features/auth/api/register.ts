import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import type { SubscriptionTier } from '../../../lib/auth/user';

export interface RegisterInput {
  email: string;
  password: string;
  username: string;
  subscription_tier: SubscriptionTier;
  /** Terms and privacy are accepted during onboarding; sign-up sends false (spec section 5). */
  terms_accepted: false;
  privacy_acknowledged: false;
}

export type RegisterResponse = ApiSchema<'RegisterResponseDto'>;

/** POST /api/auth/register: creates an unverified account and mails the verification link. */
export function register(input: RegisterInput): Promise<RegisterResponse> {
  // Not retried: a second try after a lost answer would hear "already exists".
  return api.POST('/api/auth/register', { body: input, auth: false, retries: 0 });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
