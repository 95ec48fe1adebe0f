import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import { useRefreshUserSoon } from '../hooks/use-refresh-user-soon';

export type EnhancedGenerationRequest = ApiSchema<'EnhancedGenerationDto'>;
export type Language = NonNullable<EnhancedGenerationRequest['output_language']>;

/** POST /api/beta/enhanced-generation: a rewrite with a language pair (one use of the plan). */
export function useEnhancedGeneration() {
  const refreshUserSoon = useRefreshUserSoon();
  return useMutation({
    onSuccess: refreshUserSoon,
    mutationFn: (body: EnhancedGenerationRequest) =>
      api.POST('/api/beta/enhanced-generation', { body }),
  });
}
