import { CHARGE_ONE_ENHANCEMENT } from './quota.sql.js';

/**
 * One statement, so one transaction that holds the account row only while it runs: charge one
 * use (the conditional UPDATE), and only if that returned the row, store the history entry,
 * trim the account's history to its newest entries and count the day's usage. No row back: the
 * quota is spent and nothing was written.
 *
 * Every other part reads `charged`, so the UPDATE (and its row lock) comes first. The DELETE
 * cannot see the entry inserted beside it, hence keeping `limit - 1` of the others ($13); nor
 * an entry committed by a request of the same account racing this one: TRIM_HISTORY, run after
 * the commit, removes that one (quotas are never affected: the UPDATE is re-checked on the row
 * version that won).
 *
 * $1 user id, $2 Pro monthly limit, $3 input, $4 output, $5 settings, $6 word count,
 * $7 input word count, $8 quality, $9 quality breakdown, $10 input quality, $11 model,
 * $12 processing time, $13 history entries kept besides the new one, $14 tone, $15 format,
 * $16 source (web or extension), $17 the API key the rewrite was asked with (null otherwise).
 * `before`: CTEs that `charged` reads, each ending with a comma.
 */
export const recordEnhancement = (charged: string, before = '') => `
WITH ${before}charged AS (${charged}
), entry AS (
  INSERT INTO enhancement_history
    (user_id, input, output, settings, word_count, input_word_count, quality_score,
     quality_breakdown, input_quality_score, model_used, processing_time, source, api_key_id,
     created_at)
  SELECT charged.id, $3, $4, $5::jsonb, $6::int, $7::int, $8::real, $9::jsonb, $10::real, $11,
    $12::real, $16::varchar, $17::uuid, clock_timestamp()
  FROM charged
  RETURNING id
), trimmed AS (
  DELETE FROM enhancement_history WHERE id IN (
    SELECT h.id FROM enhancement_history AS h
    WHERE h.user_id = $1::uuid AND EXISTS (SELECT 1 FROM charged)
    ORDER BY h.created_at DESC, h.id DESC OFFSET $13::int
  )
), counted AS (
  INSERT INTO enhancement_daily_usage AS d
    (user_id, day, emotion_tone, output_format, enhancements, words, quality_before_sum, quality_after_sum)
  SELECT charged.id, (clock_timestamp() AT TIME ZONE 'UTC')::date, $14, $15, 1, $7::int, $10::real, $8::real
  FROM charged
  ON CONFLICT (user_id, day, emotion_tone, output_format) DO UPDATE SET
    enhancements = d.enhancements + 1,
    words = d.words + EXCLUDED.words,
    quality_before_sum = d.quality_before_sum + EXCLUDED.quality_before_sum,
    quality_after_sum = d.quality_after_sum + EXCLUDED.quality_after_sum
)
SELECT charged.subscription_tier, charged.is_admin, charged.free_uses_remaining,
  charged.monthly_requests_used, charged.usage_period_end, entry.id AS history_id
FROM charged CROSS JOIN entry`;

export const CHARGE_AND_RECORD = recordEnhancement(CHARGE_ONE_ENHANCEMENT);

/**
 * Trims the account's history to its newest $2 entries, after the statement that stored one has
 * committed: that statement cannot see an entry a racing request committed meanwhile, this one
 * (run by whichever request commits last) does. $1 user id, $2 the entries kept.
 */
export const TRIM_HISTORY = `
DELETE FROM enhancement_history WHERE id IN (
  SELECT h.id FROM enhancement_history AS h WHERE h.user_id = $1::uuid
  ORDER BY h.created_at DESC, h.id DESC OFFSET $2::int
)`;
