/**
 * The live key behind a prefix and its owner's plan: runs on every key request, so a revoked,
 * expired or deactivated key answers 401 at once on every instance. $1 prefix.
 */
export const LIVE_API_KEY = `
SELECT k.id AS key_id, k.name AS key_name, k.scopes, k.secret_hash, k.last_used_at,
  u.id, u.email, u.is_admin, u.is_verified, u.onboarding_completed, u.subscription_tier,
  u.monthly_requests_used, u.usage_period_end, u.keep_texts
FROM api_keys AS k JOIN users AS u ON u.id = k.user_id
WHERE k.prefix = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
  AND u.is_active`;

/** Last use, written at most once a minute per key. $1 key id, $2 address. */
export const TOUCH_API_KEY = `
UPDATE api_keys SET last_used_at = now(), last_used_ip = $2
WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
