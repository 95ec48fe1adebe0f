import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import { useRefreshUserSoon } from '../hooks/use-refresh-user-soon';
import type { StudioSettings } from '../model/studio-settings';

export type BetaEnhanceResponse = ApiSchema<'EnhanceResponseDto'>;

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
      api.POST('/api/ai/enhance', {
        body: { ...request, enhancement_type: 'beta_enhanced' },
      }),
  });
}
