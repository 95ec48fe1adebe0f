import { ApiError } from '../../../lib/api-client';
import { betaFailureMessage, RATE_LIMIT_MESSAGE, USAGE_LIMIT_MESSAGE } from './beta-failure';

const failed = (status: number, detail = 'Server says') =>
  new ApiError(status, { detail, status, correlation_id: 'x' }, detail);

describe('betaFailureMessage', () => {
  it('should use the beta’s words for 402 and 429, the server’s for other refusals, the fallback otherwise', () => {
    expect(betaFailureMessage(failed(402), 'Fallback')).toBe(USAGE_LIMIT_MESSAGE);
    expect(betaFailureMessage(failed(429), 'Fallback')).toBe(RATE_LIMIT_MESSAGE);
    expect(
      betaFailureMessage(failed(400, 'Text too short - minimum 10 characters'), 'Fallback'),
    ).toBe('Text too short - minimum 10 characters');
    expect(betaFailureMessage(failed(500), 'Fallback')).toBe('Fallback');
    expect(betaFailureMessage(new ApiError(0, null, 'offline'), 'Fallback')).toBe('Fallback');
    expect(betaFailureMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});
