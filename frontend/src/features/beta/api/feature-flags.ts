import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/features: staff switches for the studio's tabs, by feature name. */
export type FeatureFlags = Record<string, boolean>;

/**
 * The flags, or null when the server does not say (no feature module yet, or the call failed):
 * then every tab is shown, as staff switched nothing off.
 */
export function useFeatureFlags() {
  return useQuery({
    queryKey: ['features'],
    queryFn: async (): Promise<FeatureFlags | null> => {
      try {
        const body = await api.GET('/api/features', { retries: 0 });
        return body.features;
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
  });
}
