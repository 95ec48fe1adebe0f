import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

/** DELETE /api/user/delete-account: the account, its data and every session go. */
export function deleteAccount(): Promise<ApiSchema<'MessageDto'>> {
  // Not retried: after a lost answer the account may be gone and the token with it.
  return api.DELETE('/api/user/delete-account', { retries: 0 });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
