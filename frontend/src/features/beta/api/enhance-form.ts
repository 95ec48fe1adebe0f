import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshUserSoon } from '../hooks/use-refresh-user-soon';
import type { StudioSettings } from '../model/studio-settings';

export interface BetaEnhanceResponse {
  enhanced_text: string;
  quality_score: number;
  input_quality_score: number;
  model_used: string;
  processing_time: number;
  word_count: number;
}

export interface BetaEnhanceRequest extends StudioSettings {
  text: string;
  target_word_count: number;
}

/** The beta form's call: POST /api/ai/enhance with a target length and the beta marker. */
export function useBetaEnhance() {
  const refreshUserSoon = useRefreshUserSoon();
  return useMutation({
    onSuccess: refreshUserSoon,
    mutationFn: (request: BetaEnhanceRequest) =>
      api.post<BetaEnhanceResponse>('/ai/enhance', {
        ...request,
        enhancement_type: 'beta_enhanced',
      }),
  });
}
