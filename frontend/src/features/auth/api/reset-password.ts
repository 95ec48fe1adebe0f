import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import type { MessageResponse } from './resend-verification';

export type ResetPasswordInput = ApiSchema<'ResetPasswordDto'>;

/** POST /api/auth/reset-password with the mailed token and no bearer token (spec section 6). */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.POST('/api/auth/reset-password', { body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
