import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EmotionTone, OutputFormat } from '../model/enhance-options';

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '365d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '365d': '12 months',
};

export interface AnalyticsReport {
  range: AnalyticsRange;
  from: string;
  to: string;
  totals: {
    enhancements: number;
    words_processed: number;
    average_quality_before: number | null;
    average_quality_after: number | null;
    average_improvement: number | null;
  };
  per_day: { date: string; enhancements: number; words: number }[];
  tone_mix: { tone: EmotionTone; count: number }[];
  format_mix: { format: OutputFormat; count: number }[];
  best_improved: {
    history_id: string;
    input_preview: string;
    quality_before: number;
    quality_after: number;
    improvement: number;
  }[];
}

export const analyticsKeys = { all: ['analytics'] as const };

/** GET /api/analytics?range= (Premium). */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...analyticsKeys.all, range],
    queryFn: ({ signal }) => api.get<AnalyticsReport>('/analytics', { signal, query: { range } }),
    placeholderData: keepPreviousData,
  });
}
