import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type ProvidersResponse = ApiSchema<'ProvidersDto'>;

export function getProviders(signal?: AbortSignal): Promise<ProvidersResponse> {
  return api.GET('/api/auth/providers', { signal, auth: false });
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 10 * 60_000,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}

/** Where "Continue with Google" navigates (a full page navigation, not a fetch). */
export const googleSignInUrl = (tier: string) =>
  `/api/auth/google?tier=${encodeURIComponent(tier)}`;
