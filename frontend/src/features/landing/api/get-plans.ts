import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PlanId = 'free' | 'pro' | 'premium';

export interface Plan {
  id: PlanId;
  name: string;
  price_monthly: number;
  currency: string;
  quota_label: string;
  features: string[];
  highlight?: string;
}

export interface PlansResponse {
  plans: Plan[];
}

export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return api.get<PlansResponse>('/plans', { signal });
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
