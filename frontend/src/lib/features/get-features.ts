import type { FeatureName } from '@api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../api-client';

export type { FeatureName };

export type FeaturesResponse = ApiSchema<'PublicFeaturesDto'>;

export function getFeatures(signal?: AbortSignal): Promise<FeaturesResponse> {
  return api.GET('/api/features', { signal, auth: false });
}

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: ['features'],
    queryFn: ({ signal }) => getFeatures(signal),
    // Read once per page load: staff switches reach the SPA at its next load.
    staleTime: Infinity,
  });

/** Whether a feature is on; true while the list loads or if it cannot be read (the API still refuses). */
export function useFeatureEnabled(name: FeatureName): boolean {
  const { data } = useQuery(featuresQueryOptions());
  return data?.features[name] ?? true;
}

/**
 * Every switch by name, or null when the server does not say (the call failed): then everything
 * is shown, as staff switched nothing off, and the API still refuses what is off.
 */
export function useFeatureSwitches() {
  const query = useQuery(featuresQueryOptions());
  return { switches: query.data?.features ?? null, isPending: query.isPending };
}
