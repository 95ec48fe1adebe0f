import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EnhanceSettings } from '../model/enhance-options';
import type { QualityBreakdown } from './enhance';

interface HistoryEntryBase {
  id: string;
  created_at: string;
  settings: EnhanceSettings;
  /** Words in the enhanced text. */
  word_count: number;
  quality_score: number;
  input_quality_score: number;
  model_used: string;
}

export interface HistoryItem extends HistoryEntryBase {
  input_preview: string;
  output_preview: string;
}

export interface HistoryEntry extends HistoryEntryBase {
  input: string;
  output: string;
  quality_breakdown: QualityBreakdown;
  processing_time: number;
}

export interface HistoryList {
  items: HistoryItem[];
  total: number;
}

export const historyKeys = { all: ['history'] as const };

/** GET /api/history: the newest 100 entries kept for the account, with previews. */
export const historyListQueryOptions = () =>
  queryOptions({
    queryKey: historyKeys.all,
    queryFn: ({ signal }) => api.get<HistoryList>('/history', { signal, query: { limit: 100 } }),
  });

export function useHistoryList() {
  return useQuery(historyListQueryOptions());
}

/** GET /api/history/:id: one entry in full, to open it in the workspace. */
export function getHistoryEntry(id: string): Promise<HistoryEntry> {
  return api.get<HistoryEntry>(`/history/${encodeURIComponent(id)}`);
}

/** DELETE /api/history/:id */
export function useDeleteHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/history/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/** DELETE /api/history: clears the whole history. */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string; deleted: number }>('/history'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}
