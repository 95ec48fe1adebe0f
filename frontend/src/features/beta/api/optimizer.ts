import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import { useRefreshUserSoon } from '../hooks/use-refresh-user-soon';

export type OptimizeResponse = ApiSchema<'OptimizeResponseDto'>;
export type OptimizeRequest = ApiSchema<'OptimizeDto'>;

export function useOptimize() {
  const refreshUserSoon = useRefreshUserSoon();
  return useMutation({
    onSuccess: refreshUserSoon,
    mutationFn: (request: OptimizeRequest) =>
      api.POST('/api/beta/use-case-optimizer', { body: request }),
  });
}
