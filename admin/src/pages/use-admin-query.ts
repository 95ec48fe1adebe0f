import { useQuery } from '@tanstack/react-query';
import { useAuthenticated, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

/** A custom page's call, once react-admin has confirmed a staff session (custom routes are not guarded). */
export function useAdminQuery<T>(
  key: string,
  call: (provider: AdminDataProvider, signal: AbortSignal) => Promise<T>,
  refetchInterval?: number,
) {
  const { authenticated, isPending } = useAuthenticated();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['admin', key],
    queryFn: ({ signal }) => call(dataProvider, signal),
    enabled: authenticated === true && !isPending,
    retry: false,
    refetchInterval,
  });
}
