import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type MessageResponse = ApiSchema<'MessageDto'>;

/** POST /api/auth/resend-verification: same answer whether or not the account exists. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return api.POST('/api/auth/resend-verification', { body: { email }, auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
