import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

/** What the built-in test provider answers in place of Stripe.js's confirmPayment. */
export function payInTestMode(
  paymentIntentId: string,
  outcome: ApiSchema<'TestPaymentOutcome'>,
): Promise<ApiSchema<'TestPayResultDto'>> {
  return api.POST('/api/payments/test-mode/pay', {
    body: { payment_intent_id: paymentIntentId, outcome },
  });
}

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['test-checkout', sessionId],
    queryFn: ({ signal }) =>
      api.GET('/api/payments/test-mode/checkout/{session_id}', {
        params: { path: { session_id: sessionId } },
        signal,
      }),
  });

export function useTestCheckout(sessionId: string) {
  return useQuery({ ...testCheckoutQueryOptions(sessionId), enabled: sessionId !== '' });
}

/** Completes or cancels a test checkout; resolves with where the browser goes next. */
export function finishTestCheckout(
  sessionId: string,
  action: 'complete' | 'cancel',
): Promise<ApiSchema<'RedirectDto'>> {
  const params = { path: { session_id: sessionId } };
  return action === 'complete'
    ? api.POST('/api/payments/test-mode/checkout/{session_id}/complete', { params })
    : api.POST('/api/payments/test-mode/checkout/{session_id}/cancel', { params });
}
