import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../api-client';

export type PlanId = ApiSchema<'PlanId'>;

/** One plan of GET /api/plans: the one catalogue the landing, the auth dialog and the account read. */
export type Plan = ApiSchema<'PlanDto'>;
export type PlansResponse = ApiSchema<'PlanCatalogueDto'>;

export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return api.GET('/api/plans', { signal });
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

/** The plan with this id, once the catalogue has loaded. */
export function findPlan(plans: PlansResponse | undefined, id: PlanId): Plan | undefined {
  return plans?.plans.find((plan) => plan.id === id);
}

/** Everything a plan gives, its quota first, for screens that show no headline above the list. */
export const planBenefits = (plan: Plan): string[] => [plan.quota_label, ...plan.features];
