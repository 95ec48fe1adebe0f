import { recordEnhancement } from './charge-and-record.sql.js';
import { CHARGE_ONE_ENHANCEMENT } from './quota.sql.js';

/**
 * Reserves one use before a streamed rewrite sends its first word: the same conditional UPDATE
 * as the charge, so two instances racing for the last use cannot both win. No row back: spent.
 * $1 user id, $2 the Pro monthly limit.
 */
export const RESERVE_ONE_ENHANCEMENT = CHARGE_ONE_ENHANCEMENT;

/**
 * Gives a reserved use back when its rewrite failed or its reader left. $2 is the counter the
 * reservation spent ('free', 'pro' or 'none'), so a plan change meanwhile refunds the right one.
 * $1 user id.
 */
export const RELEASE_RESERVED_ENHANCEMENT = `
UPDATE users AS u SET
  total_requests = GREATEST(0, u.total_requests - 1),
  free_uses_remaining = CASE WHEN $2::text = 'free' THEN u.free_uses_remaining + 1 ELSE u.free_uses_remaining END,
  monthly_requests_used = CASE WHEN $2::text = 'pro' THEN GREATEST(0, u.monthly_requests_used - 1) ELSE u.monthly_requests_used END
WHERE u.id = $1::uuid`;

/**
 * Records a reserved use: the history entry, its trimming and the day's count of
 * CHARGE_AND_RECORD, over the account row as it is (the use was charged by the reservation).
 * Same parameters as CHARGE_AND_RECORD; $2 is unused but typed so the two stay interchangeable.
 */
export const RECORD_RESERVED = recordEnhancement(`
  SELECT u.id, u.subscription_tier, u.is_admin, u.free_uses_remaining, u.monthly_requests_used,
    u.usage_period_end, $2::int AS pro_monthly_limit
  FROM users AS u WHERE u.id = $1::uuid`);
