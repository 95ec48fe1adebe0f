import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type HistoryItem = ApiSchema<'HistoryItemDto'>;
export type HistoryEntry = ApiSchema<'HistoryEntryDto'>;

export const historyKeys = { all: ['history'] as const };

/** GET /api/history: the newest 100 entries kept for the account, with previews. */
export const historyListQueryOptions = () =>
  queryOptions({
    queryKey: historyKeys.all,
    queryFn: ({ signal }) => api.GET('/api/history', { signal, params: { query: { limit: 100 } } }),
  });

export function useHistoryList() {
  return useQuery(historyListQueryOptions());
}

/** GET /api/history/:id: one entry in full, to open it in the workspace. */
export function getHistoryEntry(id: string): Promise<HistoryEntry> {
  return api.GET('/api/history/{id}', { params: { path: { id } } });
}

/** DELETE /api/history/:id */
export function useDeleteHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/history/{id}', { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/** DELETE /api/history: clears the whole history. */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE('/api/history'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}
