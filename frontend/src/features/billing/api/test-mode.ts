import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PaidPlan } from '../../../lib/billing/subscription';

/** What the built-in test provider answers in place of Stripe.js's confirmPayment. */
export function payInTestMode(
  paymentIntentId: string,
  outcome: 'succeeded' | 'failed',
): Promise<{ status: string }> {
  return api.post<{ status: string }>('/payments/test-mode/pay', {
    payment_intent_id: paymentIntentId,
    outcome,
  });
}

export interface TestCheckoutSession {
  session_id: string;
  plan: PaidPlan;
  amount: number;
  currency: string;
  status: string;
  success_url: string;
  cancel_url: string;
}

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['test-checkout', sessionId],
    queryFn: ({ signal }) =>
      api.get<TestCheckoutSession>(
        `/payments/test-mode/checkout/${encodeURIComponent(sessionId)}`,
        { signal },
      ),
  });

export function useTestCheckout(sessionId: string) {
  return useQuery({ ...testCheckoutQueryOptions(sessionId), enabled: sessionId !== '' });
}

/** Completes or cancels a test checkout; resolves with where the browser goes next. */
export function finishTestCheckout(
  sessionId: string,
  action: 'complete' | 'cancel',
): Promise<{ redirect_url: string }> {
  return api.post<{ redirect_url: string }>(
    `/payments/test-mode/checkout/${encodeURIComponent(sessionId)}/${action}`,
  );
}
