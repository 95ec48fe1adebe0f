import { NEW_END, NEW_START, PERIOD_OVER } from '../../enhance/quota/quota.sql.js';

export const RESET_BATCH = 500;

/**
 * Pro users whose period has ended get a fresh one, rolled forward by whole months from the old
 * end (the same arithmetic as the charge on enhance), with usage back to 0. The condition is
 * re-checked on the row PostgreSQL locks, so a second run, another instance or an invoice.paid
 * that moved the period first leaves the row alone: one reset per period.
 */
export const RESET_ENDED_PRO_PERIODS = `
WITH due AS (
  SELECT u.id FROM users AS u
  WHERE u.subscription_tier = 'pro' AND ${PERIOD_OVER}
  ORDER BY u.id LIMIT ${RESET_BATCH}
  FOR UPDATE SKIP LOCKED
)
UPDATE users AS u SET
  monthly_requests_used = 0,
  usage_period_start = ${NEW_START},
  usage_period_end = ${NEW_END}
FROM due
WHERE u.id = due.id AND u.subscription_tier = 'pro' AND ${PERIOD_OVER}
RETURNING u.id`;

/** Test mode plays Stripe's part at a period's end: these subscriptions are due. */
export const DUE_TEST_MODE_SUBSCRIPTIONS = `
SELECT provider_subscription_id FROM subscriptions
WHERE provider = 'test' AND status IN ('active', 'past_due') AND current_period_end <= now()
ORDER BY current_period_end LIMIT 500`;
