import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TextLimits {
  min_input_chars: number;
  max_input_chars: number;
}

/** GET /api/ai/limits: the longest text the server accepts, so the form can say so as one types. */
export const textLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'limits'],
    queryFn: ({ signal }) => api.get<TextLimits>('/ai/limits', { signal, auth: false }),
    staleTime: 60 * 60_000,
  });

export function useTextLimits() {
  return useQuery(textLimitsQueryOptions());
}
