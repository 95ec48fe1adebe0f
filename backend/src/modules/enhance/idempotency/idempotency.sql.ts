/**
 * Claims (account, key) for a new request: inserts the row, or takes over one whose 24 hours
 * are over (or whose first request died unfinished 10 minutes ago). The primary key makes two
 * racing claims one winner on any number of instances. A row back: claimed.
 * $1 user id, $2 key, $3 request hash.
 */
export const CLAIM_IDEMPOTENCY_KEY = `
INSERT INTO idempotent_requests AS r (user_id, idempotency_key, request_hash)
VALUES ($1::uuid, $2, $3)
ON CONFLICT (user_id, idempotency_key) DO UPDATE SET
  request_hash = EXCLUDED.request_hash, response_status = NULL, response_body = NULL,
  created_at = now()
WHERE r.created_at < now() - interval '24 hours'
   OR (r.response_status IS NULL AND r.created_at < now() - interval '10 minutes')
RETURNING r.idempotency_key`;

/** The claim as it stands. $1 user id, $2 key. */
export const READ_IDEMPOTENCY_KEY = `
SELECT request_hash, response_status, response_body FROM idempotent_requests
WHERE user_id = $1::uuid AND idempotency_key = $2`;

/** The first answer, kept for the retries. $1 user id, $2 key, $3 status, $4 body. */
export const COMPLETE_IDEMPOTENCY_KEY = `
UPDATE idempotent_requests SET response_status = $3, response_body = $4::jsonb
WHERE user_id = $1::uuid AND idempotency_key = $2`;

/** Frees the key of a request that failed, so its retry runs again. $1 user id, $2 key. */
export const RELEASE_IDEMPOTENCY_KEY = `
DELETE FROM idempotent_requests
WHERE user_id = $1::uuid AND idempotency_key = $2 AND response_status IS NULL`;

/** Answers older than a day, which no retry may replay any more. */
export const PURGE_IDEMPOTENCY_KEYS = `
DELETE FROM idempotent_requests WHERE created_at < now() - interval '24 hours'`;
