import { api } from '../api-client';
import type { User } from './user';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me with the stored token, or with `token` (a token just handed to the SPA). */
export function getCurrentUser(
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<User> {
  return api.GET('/api/auth/me', options);
}
