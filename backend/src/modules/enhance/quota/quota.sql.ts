// The plan rules as SQL over the users row `u`. Every expression reads only that row and now(),
// so when two statements race for the row, PostgreSQL re-checks them on the version that won.
const FREE = `(NOT u.is_admin AND u.subscription_tier = 'free')`;
const PRO = `(NOT u.is_admin AND u.subscription_tier = 'pro')`;
export const PERIOD_OVER = `(u.usage_period_end IS NULL OR u.usage_period_end <= now())`;

// Whole months from the old period end until the end lies in the future. age() gives the
// months elapsed; the window around it absorbs month-end clamping (Jan 31 + 1 month = Feb 28).
const ELAPSED = `(extract(year FROM age(now(), u.usage_period_end)) * 12 + extract(month FROM age(now(), u.usage_period_end)))::int`;
const MONTHS_TO_ROLL = `(SELECT min(k) FROM generate_series(GREATEST(1, ${ELAPSED} - 1), ${ELAPSED} + 2) AS k WHERE u.usage_period_end + make_interval(months => k) > now())`;
export const NEW_START = `CASE WHEN u.usage_period_end IS NULL THEN now() ELSE u.usage_period_end + make_interval(months => ${MONTHS_TO_ROLL} - 1) END`;
export const NEW_END = `CASE WHEN u.usage_period_end IS NULL THEN now() + interval '1 month' ELSE u.usage_period_end + make_interval(months => ${MONTHS_TO_ROLL}) END`;

/**
 * Charges one enhancement if the plan has one left: Free spends one of its uses; Pro counts one
 * in its month, first rolling an ended period forward (or starting one); Premium and staff only
 * count the total. No row back means the quota is spent. $1 user id, $2 the Pro monthly limit.
 */
export const CHARGE_ONE_ENHANCEMENT = `
UPDATE users AS u SET
  total_requests = u.total_requests + 1,
  free_uses_remaining = CASE WHEN ${FREE} THEN u.free_uses_remaining - 1 ELSE u.free_uses_remaining END,
  monthly_requests_used = CASE WHEN ${PRO} THEN (CASE WHEN ${PERIOD_OVER} THEN 1 ELSE u.monthly_requests_used + 1 END) ELSE u.monthly_requests_used END,
  usage_period_start = CASE WHEN ${PRO} AND ${PERIOD_OVER} THEN ${NEW_START} ELSE u.usage_period_start END,
  usage_period_end = CASE WHEN ${PRO} AND ${PERIOD_OVER} THEN ${NEW_END} ELSE u.usage_period_end END
WHERE u.id = $1::uuid AND (
  (NOT ${FREE} AND NOT ${PRO})
  OR (${FREE} AND u.free_uses_remaining > 0)
  OR (${PRO} AND (${PERIOD_OVER} OR u.monthly_requests_used < $2::int))
)
RETURNING u.id, u.subscription_tier, u.is_admin, u.free_uses_remaining, u.monthly_requests_used, u.usage_period_end`;

/** The plan state for the cheap check before the rewrite runs. $1 user id. */
export const PLAN_STATE = `
SELECT u.subscription_tier, u.is_admin, u.free_uses_remaining, u.monthly_requests_used, u.usage_period_end
FROM users AS u WHERE u.id = $1`;
