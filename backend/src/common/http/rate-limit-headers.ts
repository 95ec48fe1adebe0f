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

/**
 * `X-RateLimit-Limit` / `-Remaining` / `-Reset` (seconds until the period ends, as in the IETF
 * draft's `reset`) for a request made with an API key, when the plan has a quota.
 */
export function writeRateLimitHeaders(response: Response, allowance: PlanAllowance): void {
  if (response.headersSent || allowance.limit === null || allowance.remaining === null) return;
  response.setHeader('X-RateLimit-Limit', String(allowance.limit));
  response.setHeader('X-RateLimit-Remaining', String(allowance.remaining));
  if (allowance.reset_at) {
    const seconds = Math.max(0, Math.ceil((Date.parse(allowance.reset_at) - Date.now()) / 1000));
    response.setHeader('X-RateLimit-Reset', String(seconds));
  }
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
