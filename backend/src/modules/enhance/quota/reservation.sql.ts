import { recordEnhancement } from './charge-and-record.sql.js';
import { CHARGE_ONE_ENHANCEMENT } from './quota.sql.js';

/**
 * Reserves one use before a streamed rewrite sends its first word: the same conditional UPDATE
 * as the charge, so two instances racing for the last use cannot both win, and in the same
 * statement a reservation row naming the counter it spent. No row back: spent.
 * $1 user id, $2 the Pro monthly limit.
 */
export const RESERVE_ONE_ENHANCEMENT = `
WITH charged AS (${CHARGE_ONE_ENHANCEMENT}
), reserved AS (
  INSERT INTO enhancement_reservations (user_id, counter)
  SELECT charged.id, CASE
    WHEN charged.is_admin OR charged.subscription_tier = 'premium' THEN 'none'
    WHEN charged.subscription_tier = 'pro' THEN 'pro'
    ELSE 'free' END
  FROM charged
  RETURNING id, counter
)
SELECT charged.subscription_tier, charged.is_admin, charged.free_uses_remaining,
  charged.monthly_requests_used, charged.usage_period_end,
  reserved.id AS reservation_id, reserved.counter
FROM charged CROSS JOIN reserved`;

/** Gives back the counters of the reservations deleted in the CTE `gone` (user_id, counter). */
const refund = (gone: string) => `
WITH gone AS (${gone}
), per_user AS (
  SELECT user_id, count(*)::int AS uses,
    count(*) FILTER (WHERE counter = 'free')::int AS free,
    count(*) FILTER (WHERE counter = 'pro')::int AS pro
  FROM gone GROUP BY user_id
)
UPDATE users AS u SET
  total_requests = GREATEST(0, u.total_requests - p.uses),
  free_uses_remaining = u.free_uses_remaining + p.free,
  monthly_requests_used = GREATEST(0, u.monthly_requests_used - p.pro)
FROM per_user AS p WHERE u.id = p.user_id
RETURNING p.uses`;

/**
 * Gives a reserved use back when its rewrite failed or its reader left. Only a reservation
 * still there is refunded, so a release and the sweep never both give it back. $1 reservation id.
 */
export const RELEASE_RESERVED_ENHANCEMENT = refund(
  `DELETE FROM enhancement_reservations WHERE id = $1::uuid RETURNING user_id, counter`,
);

/**
 * Gives back the reservations left by a process that died mid-stream: older than any rewrite can
 * last, or whose lease its instance stopped renewing. $1 the timeout, $2 the lease, in seconds.
 */
export const RELEASE_STALE_RESERVATIONS = refund(
  `DELETE FROM enhancement_reservations
    WHERE created_at < now() - make_interval(secs => $1::int)
       OR heartbeat_at < now() - make_interval(secs => $2::int)
    RETURNING user_id, counter`,
);

/** Renews the leases of the reservations this instance's requests hold. $1 their ids. */
export const RENEW_RESERVATION_LEASES = `
UPDATE enhancement_reservations SET heartbeat_at = now() WHERE id = ANY($1::uuid[])`;

/**
 * Records a reserved use: removes the reservation and, only if it was still there, stores the
 * history entry, its trimming and the day's count of CHARGE_AND_RECORD over the account row as
 * it is (the use was charged by the reservation). No row back: the sweep had given it back.
 * Same parameters as CHARGE_AND_RECORD ($2 unused but typed so the two stay interchangeable),
 * and $18 the reservation id.
 */
export const RECORD_RESERVED = recordEnhancement(
  `
  SELECT u.id, u.subscription_tier, u.is_admin, u.free_uses_remaining, u.monthly_requests_used,
    u.usage_period_end, $2::int AS pro_monthly_limit
  FROM users AS u JOIN settled ON settled.user_id = u.id WHERE u.id = $1::uuid`,
  `settled AS (
  DELETE FROM enhancement_reservations WHERE id = $18::uuid RETURNING user_id
), `,
);

/**
 * Settles a reserved use as spent without a history entry (its text was delivered, no result
 * came to record). No row back: the sweep had given it back. $1 reservation id.
 */
export const KEEP_RESERVED_ENHANCEMENT = `DELETE FROM enhancement_reservations WHERE id = $1::uuid RETURNING id`;
