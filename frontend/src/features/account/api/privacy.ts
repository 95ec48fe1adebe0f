import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

export type Privacy = ApiSchema<'PrivacyDto'>;

/** GET /api/user/privacy: "Don't keep my texts" and where a text travels to be rewritten. */
export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'privacy'],
    queryFn: ({ signal }) => api.GET('/api/user/privacy', { signal }),
  });

export function usePrivacy() {
  return useQuery(privacyQueryOptions());
}

/** PATCH /api/user/privacy; the signed-in user is read again, since every screen follows it. */
export function useSetKeepTexts() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (keepTexts: boolean): Promise<Privacy> =>
      api.PATCH('/api/user/privacy', { body: { keep_texts: keepTexts } }),
    onSuccess: async (privacy) => {
      queryClient.setQueryData(privacyQueryOptions().queryKey, privacy);
      await refreshUser();
    },
  });
}
