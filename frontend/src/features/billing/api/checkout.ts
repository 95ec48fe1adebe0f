import { api } from '../../../lib/api-client';
import type { PaidPlan } from '../../../lib/billing/subscription';

export interface CheckoutSession {
  checkout_url: string;
  session_id: string;
}

export interface UpgradeResult {
  ok: boolean;
  plan: PaidPlan;
  message: string;
}

/** POST /api/payments/create-checkout-session; the return URLs default to the server's own. */
export function createCheckoutSession(
  plan: PaidPlan,
  urls: { success_url?: string; cancel_url?: string } = {},
): Promise<CheckoutSession> {
  return api.post<CheckoutSession>('/payments/create-checkout-session', { plan, ...urls });
}

/** POST /api/payments/process-upgrade-success: ok only when the provider says the session paid. */
export function processUpgradeSuccess(plan: PaidPlan, sessionId?: string): Promise<UpgradeResult> {
  return api.post<UpgradeResult>('/payments/process-upgrade-success', {
    plan_type: plan,
    ...(sessionId ? { session_id: sessionId } : {}),
  });
}
