import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/ai/limits: the longest text the server accepts, so the form can say so as one types. */
export const textLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'limits'],
    queryFn: ({ signal }) => api.GET('/api/ai/limits', { signal, auth: false }),
    staleTime: 60 * 60_000,
  });

export function useTextLimits() {
  return useQuery(textLimitsQueryOptions());
}
