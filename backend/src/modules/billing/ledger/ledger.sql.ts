// The billing state changes as single conditional statements: each reads only the rows it changes,
// so when two instances race, PostgreSQL re-checks the condition on the version that won.

/**
 * Inserts or updates a subscription from the provider's state observed at $13. An older
 * observation never overwrites a newer one, and a canceled subscription stays canceled (Stripe
 * never revives one). No row back means the news was stale.
 */
export const UPSERT_SUBSCRIPTION = `
INSERT INTO subscriptions AS s (user_id, plan, status, amount_cents, currency, current_period_start,
  current_period_end, cancel_at_period_end, canceled_at, provider, provider_subscription_id,
  provider_customer_id, provider_state_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
ON CONFLICT (provider_subscription_id) DO UPDATE SET
  plan = EXCLUDED.plan,
  status = EXCLUDED.status,
  amount_cents = EXCLUDED.amount_cents,
  currency = EXCLUDED.currency,
  current_period_start = COALESCE(EXCLUDED.current_period_start, s.current_period_start),
  current_period_end = COALESCE(EXCLUDED.current_period_end, s.current_period_end),
  cancel_at_period_end = EXCLUDED.cancel_at_period_end,
  canceled_at = EXCLUDED.canceled_at,
  provider_customer_id = EXCLUDED.provider_customer_id,
  provider_state_at = EXCLUDED.provider_state_at,
  updated_at = now()
WHERE (s.provider_state_at IS NULL OR s.provider_state_at <= EXCLUDED.provider_state_at)
  AND s.status <> 'canceled'
RETURNING s.id, s.user_id, s.plan, s.status`;

/** Paying the first invoice activates an incomplete subscription (Stripe's rule). */
export const ACTIVATE_ON_PAYMENT = `
UPDATE subscriptions SET status = 'active', updated_at = now()
WHERE id = $1 AND status = 'incomplete'`;

/** A paid invoice: one row per invoice, whoever reports it first (confirm, checkout or webhook). */
export const RECORD_PAID_INVOICE = `
INSERT INTO payments AS p (user_id, subscription_id, plan, provider, provider_invoice_id,
  provider_payment_intent_id, amount_cents, currency, status, period_start, period_end, paid_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'succeeded', $9, $10, $11)
ON CONFLICT (provider_invoice_id) DO UPDATE SET
  status = CASE WHEN p.status IN ('pending', 'failed') THEN 'succeeded' ELSE p.status END,
  provider_payment_intent_id = COALESCE(p.provider_payment_intent_id, EXCLUDED.provider_payment_intent_id),
  amount_cents = CASE WHEN p.status IN ('pending', 'failed') THEN EXCLUDED.amount_cents ELSE p.amount_cents END,
  period_start = COALESCE(EXCLUDED.period_start, p.period_start),
  period_end = COALESCE(EXCLUDED.period_end, p.period_end),
  paid_at = COALESCE(p.paid_at, EXCLUDED.paid_at),
  updated_at = now()
RETURNING p.id`;

/** A pending invoice: the first payment of a subscription created through the API. */
export const RECORD_PENDING_INVOICE = `
INSERT INTO payments (user_id, subscription_id, plan, provider, provider_invoice_id,
  provider_payment_intent_id, amount_cents, currency, status, period_start, period_end)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10)
ON CONFLICT (provider_invoice_id) DO NOTHING`;

/** A failed attempt marks a pending invoice failed; a paid one stays paid. */
export const RECORD_FAILED_INVOICE = `
INSERT INTO payments AS p (user_id, subscription_id, plan, provider, provider_invoice_id,
  provider_payment_intent_id, amount_cents, currency, status, period_start, period_end)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'failed', $9, $10)
ON CONFLICT (provider_invoice_id) DO UPDATE SET
  status = CASE WHEN p.status = 'pending' THEN 'failed' ELSE p.status END,
  updated_at = now()`;

const NEW_PERIOD = `(u.usage_period_start IS NULL OR u.usage_period_start < $2::timestamptz - interval '1 day')`;

/**
 * A paid period [$2, $3) for user $1. A period that starts after the user's current one is new:
 * usage resets and the renewal date moves. The same period seen again (or already rolled by the
 * reset job, within a day) only takes the provider's exact dates: never a second reset.
 */
export const START_PAID_PERIOD = `
WITH current AS (SELECT u.id, ${NEW_PERIOD} AS reset FROM users AS u WHERE u.id = $1 FOR UPDATE)
UPDATE users AS u SET
  monthly_requests_used = CASE WHEN c.reset THEN 0 ELSE u.monthly_requests_used END,
  usage_period_start = $2::timestamptz,
  usage_period_end = $3::timestamptz
FROM current AS c
WHERE u.id = c.id AND (
  c.reset
  OR (u.usage_period_start < $2::timestamptz + interval '1 day'
      AND (u.usage_period_start IS DISTINCT FROM $2::timestamptz OR u.usage_period_end IS DISTINCT FROM $3::timestamptz))
)
RETURNING c.reset`;

/**
 * The user's tier follows their entitled subscriptions (Premium over Pro; none → Free). Reaching
 * a paid tier clears the tier chosen at sign-up. No row back when nothing changed.
 */
export const SYNC_TIER = `
WITH entitled AS (
  SELECT COALESCE((
    SELECT s.plan FROM subscriptions s
    WHERE s.user_id = $1 AND s.status IN ('active', 'past_due')
    ORDER BY (s.plan = 'premium') DESC LIMIT 1
  ), 'free') AS tier
)
UPDATE users AS u SET
  subscription_tier = e.tier,
  intended_tier = CASE WHEN e.tier = 'free' THEN u.intended_tier ELSE NULL END
FROM entitled e
WHERE u.id = $1 AND (u.subscription_tier <> e.tier OR (e.tier <> 'free' AND u.intended_tier IS NOT NULL))
RETURNING u.subscription_tier`;

/** The provider's refunded total for a payment (never lowered), and its status from it. */
export const RECORD_REFUNDED_TOTAL = `
UPDATE payments AS p SET
  amount_refunded_cents = GREATEST(p.amount_refunded_cents, $2),
  status = CASE
    WHEN GREATEST(p.amount_refunded_cents, $2) >= p.amount_cents THEN 'refunded'
    WHEN GREATEST(p.amount_refunded_cents, $2) > 0 THEN 'partially_refunded'
    ELSE p.status END,
  updated_at = now()
WHERE p.provider_payment_intent_id = $1 AND p.status <> 'pending'
RETURNING p.id, p.user_id, p.currency`;

export const RECORD_REFUND = `
INSERT INTO refunds (user_id, payment_id, provider_refund_id, amount_cents, currency, status, reason)
VALUES ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (provider_refund_id) DO UPDATE SET status = EXCLUDED.status`;

export const COMPLETE_CHECKOUT = `
UPDATE checkout_sessions SET status = 'complete', completed_at = COALESCE(completed_at, now()),
  provider_subscription_id = COALESCE($2, provider_subscription_id)
WHERE provider_session_id = $1 AND status <> 'complete'`;
