import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from './resend-verification';

export interface ResetPasswordInput {
  token: string;
  new_password: string;
}

/** POST /api/auth/reset-password with the mailed token and no bearer token (spec section 6). */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/reset-password', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
