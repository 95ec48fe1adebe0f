import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import type { PaidPlan } from '../../../lib/billing/subscription';

export type { PaidPlan };

export type PaymentSetup = ApiSchema<'CreatedSubscriptionDto'>;
export type PaymentConfirmation = ApiSchema<'ConfirmedPaymentDto'>;

/** POST /api/payments/create-subscription: the first payment of an incomplete subscription. */
export function createSubscription(plan: PaidPlan): Promise<PaymentSetup> {
  return api.POST('/api/payments/create-subscription', { body: { plan_type: plan } });
}

/** POST /api/payments/confirm-payment: the server asks the provider before upgrading anyone. */
export function confirmPayment(paymentIntentId: string): Promise<PaymentConfirmation> {
  return api.POST('/api/payments/confirm-payment', {
    body: { payment_intent_id: paymentIntentId },
  });
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
