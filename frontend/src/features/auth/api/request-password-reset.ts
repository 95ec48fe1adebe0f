import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from './resend-verification';

/** POST /api/auth/request-password-reset: same answer whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.POST('/api/auth/request-password-reset', { body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
