import type { Response } from 'express';
import type { PlanAllowance } from '../auth/api-key-authenticator.js';

/** The plan counters every answer with a rewrite carries (`usage`), as far as headers need them. */
interface UsageLike {
  unlimited: boolean;
  monthly_limit: number | null;
  monthly_requests_used: number;
  usage_period_end: string | null;
}

/** Pro's quota as headers; unlimited plans (Premium, staff) have none to state. */
export function allowanceOf(usage: UsageLike): PlanAllowance {
  if (usage.unlimited || usage.monthly_limit === null) {
    return { limit: null, remaining: null, reset_at: null };
  }
  const running = usage.usage_period_end !== null && new Date(usage.usage_period_end) > new Date();
  const used = running ? usage.monthly_requests_used : 0;
  return {
    limit: usage.monthly_limit,
    remaining: Math.max(0, usage.monthly_limit - used),
    reset_at: running ? usage.usage_period_end : null,
  };
}

/** The plan's window as the policy states it: a billing month, in seconds. */
export const PLAN_WINDOW_SECONDS = 30 * 86_400;

/**
 * The plan's quota in the IETF draft's headers (draft-ietf-httpapi-ratelimit-headers-07, as
 * express-rate-limit's `draft-7` writes them): `RateLimit-Policy: 500;w=2592000` and
 * `RateLimit: limit=500, remaining=499, reset=<seconds until the period ends>`. Before a period
 * runs, the next use starts one, so `reset` is the whole window. The per-address throttler keeps
 * its own `X-RateLimit-*` headers on the routes it counts.
 */
export function writeRateLimitHeaders(response: Response, allowance: PlanAllowance): void {
  if (response.headersSent || allowance.limit === null || allowance.remaining === null) return;
  const reset = allowance.reset_at
    ? Math.max(0, Math.ceil((Date.parse(allowance.reset_at) - Date.now()) / 1000))
    : PLAN_WINDOW_SECONDS;
  response.setHeader('RateLimit-Policy', `${allowance.limit};w=${PLAN_WINDOW_SECONDS}`);
  response.setHeader(
    'RateLimit',
    `limit=${allowance.limit}, remaining=${allowance.remaining}, reset=${reset}`,
  );
}

/**
 * Writes the headers now (the plan before the request), and again from the answer's `usage` when
 * it carries one, so a charged rewrite's headers count its own use.
 */
export function keepRateLimitHeaders(response: Response, allowance: PlanAllowance): void {
  writeRateLimitHeaders(response, allowance);
  const json = response.json.bind(response);
  response.json = (body?: unknown) => {
    const usage = (body as { usage?: UsageLike } | null | undefined)?.usage;
    if (usage && typeof usage === 'object' && 'monthly_requests_used' in usage) {
      writeRateLimitHeaders(response, allowanceOf(usage));
    }
    return json(body);
  };
}
