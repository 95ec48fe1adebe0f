import { useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

type HistoryItem = ApiSchema<'HistoryItemDto'>;

/** The fields of GET /api/history the Pro-limit page draws achievements from. */
export type HistorySummaryItem = Pick<
  HistoryItem,
  'created_at' | 'word_count' | 'quality_score' | 'input_quality_score'
> & { settings: { emotion_tone: string } };

export function useRecentHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['history', 'achievements'],
    queryFn: ({ signal }) => api.GET('/api/history', { signal, params: { query: { limit: 100 } } }),
    enabled,
  });
}
