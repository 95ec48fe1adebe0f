import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type SignedInDevice = ApiSchema<'SessionDto'>;

/** GET /api/auth/sessions: the person's signed-in devices, newest first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: ({ signal }) => api.GET('/api/auth/sessions', { signal }),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /api/auth/sessions/{id}: that device's token stops working at once. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
