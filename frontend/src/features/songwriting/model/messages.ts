import { isApiError } from '../../../lib/api-client';

// The spec's songwriting messages (section 5 and 8), word for word.
export const MESSAGES = {
  enhanceEmpty: 'Please enter some lyrics to enhance',
  analyzeEmpty: 'Please enter some lyrics to analyze',
  noEnhanced: 'No enhanced lyrics to use',
  noFeedback: 'No emotional analysis available for feedback',
  enhancementFailed: 'Enhancement failed',
  analysisFailed: 'Analysis failed',
  failedToEnhance: 'Failed to enhance lyrics',
  failedToAnalyze: 'Failed to analyze lyrics',
} as const;

/** A refusal the person can act on (quota, validation, rate limit) keeps the server's words; anything else the spec's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.detail)
    return error.detail;
  return fallback;
}
