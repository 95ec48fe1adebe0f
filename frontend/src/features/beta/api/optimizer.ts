import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshUserSoon } from '../hooks/use-refresh-user-soon';

export interface PlatformCheck {
  rule: string;
  passed: boolean;
  detail: string;
}

export interface OptimizeResponse {
  platform: string;
  enhanced_text: string;
  quality_score: number;
  input_quality_score: number;
  word_count: number;
  counts: { characters: number; words: number; hashtags: number; links: number; emojis: number };
  checklist: PlatformCheck[];
  meets_all: boolean;
  model_used: string;
  processing_time: number;
}

export interface OptimizeRequest {
  platform: string;
  text: string;
  emotion_tone: string;
  intensity: number;
}

export function useOptimize() {
  const refreshUserSoon = useRefreshUserSoon();
  return useMutation({
    onSuccess: refreshUserSoon,
    mutationFn: (request: OptimizeRequest) =>
      api.post<OptimizeResponse>('/beta/use-case-optimizer', request),
  });
}
