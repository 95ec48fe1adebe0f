import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { SubscriptionTier } from '../auth/user';

export type PlanId = SubscriptionTier;

/** One plan of GET /api/plans: the one catalogue the landing, the auth dialog and the account read. */
export interface Plan {
  id: PlanId;
  name: string;
  price_monthly: number;
  currency: string;
  quota_label: string;
  /** Enhancements per period; null means unlimited. */
  quota: number | null;
  quota_period: 'total' | 'month' | null;
  features: string[];
  highlight?: string;
}

export interface PlansResponse {
  plans: Plan[];
  /** `test`: the labelled test-mode provider, no card is charged. */
  payment_mode: 'test' | 'stripe';
  /** Stripe mode: the key Stripe Elements is loaded with. */
  publishable_key?: string | null;
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

/** The plan with this id, once the catalogue has loaded. */
export function findPlan(plans: PlansResponse | undefined, id: PlanId): Plan | undefined {
  return plans?.plans.find((plan) => plan.id === id);
}

/** Everything a plan gives, its quota first, for screens that show no headline above the list. */
export const planBenefits = (plan: Plan): string[] => [plan.quota_label, ...plan.features];
