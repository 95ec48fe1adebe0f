import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChatMessage, SavedSong, SongSettings } from './types';

const songKeys = { all: ['songwriting', 'songs'] as const };

export interface SongToSave {
  id: string | null;
  title: string;
  lyrics: string;
  enhanced_lyrics: string | null;
  settings: Omit<SongSettings, 'song_title'>;
  chat_history: ChatMessage[];
}

/** GET /api/beta/songs */
export function useSongList() {
  return useQuery({
    queryKey: songKeys.all,
    queryFn: ({ signal }) => api.GET('/api/beta/songs', { signal }),
  });
}

/** GET /api/beta/songs/:id */
export function getSong(id: string): Promise<SavedSong> {
  return api.GET('/api/beta/songs/{id}', { params: { path: { id } } });
}

/** POST /api/beta/songs, or PUT /api/beta/songs/:id for a song already saved. */
export function useSaveSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...song }: SongToSave) =>
      id
        ? api.PUT('/api/beta/songs/{id}', { params: { path: { id } }, body: song })
        : api.POST('/api/beta/songs', { body: song }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: songKeys.all }),
  });
}

/** DELETE /api/beta/songs/:id */
export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/beta/songs/{id}', { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: songKeys.all }),
  });
}
