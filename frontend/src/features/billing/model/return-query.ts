import type { PaidPlan } from '../../../lib/billing/subscription';

/** What the payment return URLs on `/` ask for (spec section 2). */
export type PaymentReturn =
  | { kind: 'upgrade'; plan: PaidPlan; sessionId?: string }
  | { kind: 'checkout-cancelled' }
  | { kind: 'payment-success'; plan: PaidPlan | null }
  | { kind: 'subscription-success' };

export const PAYMENT_RETURN_KEYS = ['upgrade', 'plan', 'session_id', 'payment_success', 'success'];

const paidPlan = (value: string | null): PaidPlan | null =>
  value === 'pro' || value === 'premium' ? value : null;

export function parsePaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const plan = paidPlan(params.get('plan'));
  if (params.get('upgrade') === 'success' && plan) {
    return { kind: 'upgrade', plan, sessionId: params.get('session_id') ?? undefined };
  }
  if (params.get('upgrade') === 'cancelled') return { kind: 'checkout-cancelled' };
  if (params.get('payment_success') === 'true') return { kind: 'payment-success', plan };
  if (params.get('success') === 'subscription') return { kind: 'subscription-success' };
  return null;
}

/** The query without the payment keys, for the cleaned URL. */
export function withoutPaymentKeys(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const key of PAYMENT_RETURN_KEYS) rest.delete(key);
  return rest.toString();
}
