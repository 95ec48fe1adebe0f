import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ProvidersResponse {
  /** Whether "Continue with Google" works on this server. */
  google: boolean;
}

export function getProviders(signal?: AbortSignal): Promise<ProvidersResponse> {
  return api.get<ProvidersResponse>('/auth/providers', { signal, auth: false });
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
