import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface MessageResponse {
  message: string;
}

/** POST /api/auth/resend-verification: same answer whether or not the account exists. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/resend-verification', { email }, { auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
