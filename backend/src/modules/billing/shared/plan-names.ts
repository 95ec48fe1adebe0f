import type { PaidPlan } from './billing-types.js';

export const PLAN_NAMES: Record<PaidPlan, string> = { pro: 'Pro', premium: 'Premium' };
