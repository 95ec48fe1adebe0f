import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The fields of GET /api/history the Pro-limit page draws achievements from. */
export interface HistorySummaryItem {
  created_at: string;
  settings: { emotion_tone: string };
  word_count: number;
  quality_score: number;
  input_quality_score: number;
}

export function useRecentHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['history', 'achievements'],
    queryFn: ({ signal }) =>
      api.get<{ items: HistorySummaryItem[]; total: number }>('/history', {
        signal,
        query: { limit: 100 },
      }),
    enabled,
  });
}
