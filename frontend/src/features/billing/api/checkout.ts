import { api, type ApiSchema } from '../../../lib/api-client';
import type { PaidPlan } from '../../../lib/billing/subscription';

export type CheckoutSession = ApiSchema<'CheckoutSessionCreatedDto'>;
export type UpgradeResult = ApiSchema<'UpgradeResultDto'>;

/** POST /api/payments/create-checkout-session; the return URLs default to the server's own. */
export function createCheckoutSession(
  plan: PaidPlan,
  urls: { success_url?: string; cancel_url?: string } = {},
): Promise<CheckoutSession> {
  return api.POST('/api/payments/create-checkout-session', { body: { plan, ...urls } });
}

/** POST /api/payments/process-upgrade-success: ok only when the provider says the session paid. */
export function processUpgradeSuccess(plan: PaidPlan, sessionId?: string): Promise<UpgradeResult> {
  return api.POST('/api/payments/process-upgrade-success', {
    body: { plan_type: plan, ...(sessionId ? { session_id: sessionId } : {}) },
  });
}
