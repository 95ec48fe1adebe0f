import { isApiError, isApiErrorBody } from '../../../lib/api-client';

export const USAGE_LIMIT_MESSAGE = 'Usage limit reached - upgrade to continue';
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded - please wait';

/** Spec section 8, "Enhance (beta)": 402 and 429 have their own words, other 4xx the server's. */
export function betaFailureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return fallback;
  if (error.status === 402) return USAGE_LIMIT_MESSAGE;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  if (isApiErrorBody(error.data) && error.data.detail.trim() !== '') return error.data.detail;
  return fallback;
}
