import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@api/catalog';
import { api, type ApiSchema } from '../../../lib/api-client';

export { ANALYTICS_RANGES, type AnalyticsRange } from '@api/catalog';

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '365d': '12 months',
};

export type AnalyticsReport = ApiSchema<'AnalyticsDto'>;

export const analyticsKeys = { all: ['analytics'] as const };

/** GET /api/analytics?range= (Premium). */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...analyticsKeys.all, range],
    queryFn: ({ signal }) => api.GET('/api/analytics', { signal, params: { query: { range } } }),
    placeholderData: keepPreviousData,
  });
}
