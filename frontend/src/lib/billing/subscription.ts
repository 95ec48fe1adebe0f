import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, type ApiSchema } from '../api-client';
import { currentUserQueryKey } from '../auth/get-current-user';

export type PaidPlan = ApiSchema<'PaidPlan'>;
export type Subscription = ApiSchema<'SubscriptionDto'>;

export const subscriptionKeys = { current: ['subscription'] as const };

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.current,
    queryFn: ({ signal }) => api.GET('/api/payments/subscription', { signal }),
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}

/** POST /api/payments/cancel-subscription: ends at the period's end; the plan stays until then. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/payments/cancel-subscription'),
    onSuccess: (answer) => {
      queryClient.setQueryData(subscriptionKeys.current, answer);
      // Every plan change refreshes the user, so no screen keeps saying what no longer holds.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/**
 * POST /api/payments/create-billing-portal-session, then the browser goes to the portal
 * (Stripe's, or the test-mode page).
 */
export async function openBillingPortal(): Promise<void> {
  const { portal_url: url } = await api.POST('/api/payments/create-billing-portal-session');
  window.location.assign(url);
}

export const CANCEL_SUBSCRIPTION_CONFIRM =
  'Cancel your subscription? Your plan stays active until the end of the period you paid for.';

/** Spec section 8: 'Error accessing billing portal: ' plus the detail, or the fallback. */
export function portalFailed(error: unknown): string {
  return isApiError(error) && !error.isNetworkError && error.status < 500
    ? `Error accessing billing portal: ${error.detail}`
    : 'Error opening billing portal. Please try again.';
}
