import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** The switchable features of GET /api/features (names fixed by the server). */
export type FeatureName =
  | 'registration'
  | 'google_sign_in'
  | 'beta_enhanced_workspace'
  | 'beta_enterprise_workspace'
  | 'beta_songwriting'
  | 'beta_enhanced_form'
  | 'beta_ai_chat'
  | 'beta_heat_maps'
  | 'beta_templates'
  | 'beta_use_case_selector'
  | 'export_docx'
  | 'export_pdf';

export interface FeaturesResponse {
  features: Partial<Record<FeatureName, boolean>>;
}

export function getFeatures(signal?: AbortSignal): Promise<FeaturesResponse> {
  return api.get<FeaturesResponse>('/features', { signal, auth: false });
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
