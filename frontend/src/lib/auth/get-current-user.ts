import { api } from '../api-client';
import type { User } from './user';

export const currentUserQueryKey = ['auth', 'me'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/auth/me', { signal });
}
