/** The paid plans a subscription can be for. */
export const PAID_PLANS = ['pro', 'premium'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Our subscription statuses (the provider's finer ones are mapped onto these). */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that keep the plan's features (past_due: the provider is still retrying). */
export const ENTITLED_STATUSES: SubscriptionStatus[] = ['active', 'past_due'];

export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PROVIDERS = ['test', 'stripe'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
