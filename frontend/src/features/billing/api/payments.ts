import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/auth/user';
import type { PaidPlan } from '../../../lib/billing/subscription';

export type { PaidPlan };

export type PaymentMode = 'test' | 'stripe';

export interface PaymentSetup {
  client_secret: string;
  payment_intent_id: string;
  subscription_id: string;
  payment_mode: PaymentMode;
}

export interface PaymentConfirmation {
  message: string;
  plan: PaidPlan;
  user: User;
}

/** POST /api/payments/create-subscription: the first payment of an incomplete subscription. */
export function createSubscription(plan: PaidPlan): Promise<PaymentSetup> {
  return api.post<PaymentSetup>('/payments/create-subscription', { plan_type: plan });
}

/** POST /api/payments/confirm-payment: the server asks the provider before upgrading anyone. */
export function confirmPayment(paymentIntentId: string): Promise<PaymentConfirmation> {
  return api.post<PaymentConfirmation>('/payments/confirm-payment', {
    payment_intent_id: paymentIntentId,
  });
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
