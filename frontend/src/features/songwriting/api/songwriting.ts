import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import type {
  ChatMessage,
  EmotionalAnalysis,
  LyricalAnalysisResponse,
  SongSettings,
} from './types';

/** GET /api/beta/songwriting/options: the enumerations, defaults and song formulas. */
export function useSongwritingOptions() {
  return useQuery({
    queryKey: ['songwriting', 'options'],
    queryFn: ({ signal }) => api.GET('/api/beta/songwriting/options', { signal }),
    staleTime: Infinity,
  });
}

/** POST /api/beta/lyrical-analysis (free: no quota). */
export function analyzeLyrics(
  lyrics: string,
  settings: Partial<SongSettings>,
  signal?: AbortSignal,
): Promise<LyricalAnalysisResponse> {
  return api.POST('/api/beta/lyrical-analysis', {
    body: {
      lyrics,
      genre: settings.genre,
      writing_style: settings.writing_style,
      rhyme_scheme: settings.rhyme_scheme,
      emotional_arc: settings.emotional_arc,
      target_emotion: settings.target_emotion,
      song_title: settings.song_title || undefined,
    },
    signal,
  });
}

export interface EnhancementRequest extends SongSettings {
  lyrics: string;
  chat_context: ChatMessage[];
  feedback_loop?: boolean;
  emotional_feedback?: EmotionalAnalysis;
}

/** POST /api/beta/songwriting-enhancement (charges one use). */
export function useSongEnhancement() {
  return useMutation({
    mutationFn: (request: EnhancementRequest) =>
      api.POST('/api/beta/songwriting-enhancement', {
        body: {
          ...request,
          song_title: request.song_title || undefined,
          custom_guidance: request.custom_guidance || undefined,
        },
      }),
  });
}

/** POST /api/beta/songwriting/chat */
export function useSongChat() {
  return useMutation({
    mutationFn: (request: ApiSchema<'SongChatDto'>) =>
      api.POST('/api/beta/songwriting/chat', { body: request }),
  });
}
