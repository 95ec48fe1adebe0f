import { ApiError } from '../../../lib/api-client';
import {
  ENHANCE_FAILED_MESSAGE,
  enhanceFailure,
  FREE_LIMIT_MESSAGE,
  PRO_LIMIT_MESSAGE,
} from './enhance-failure';

const answer = (status: number, detail: string) =>
  new ApiError(status, { detail, status, correlation_id: 'x' }, detail);

describe('enhanceFailure', () => {
  it('should send a Pro user over the quota to the confirm box with the spec message', () => {
    expect(enhanceFailure(answer(402, 'spent'), 'pro')).toEqual({
      kind: 'pro-limit',
      message: 'Monthly token usage of 500 exceeded, click for more options',
    });
    expect(PRO_LIMIT_MESSAGE).toContain('500');
  });

  it('should open the upgrade modal for anyone else over the quota', () => {
    expect(enhanceFailure(answer(402, 'spent'), 'free')).toEqual({
      kind: 'free-limit',
      message: FREE_LIMIT_MESSAGE,
    });
    expect(FREE_LIMIT_MESSAGE).toBe('Free usage limit reached. Please upgrade to Pro or Premium.');
  });

  it('should tell a missing onboarding apart from a Premium-only refusal', () => {
    expect(
      enhanceFailure(answer(403, 'Please complete your account setup to continue'), 'free').kind,
    ).toBe('setup');
    expect(enhanceFailure(answer(403, 'Premium only'), 'free').kind).toBe('premium');
  });

  it("should pass the server's words on for throttling and refused input", () => {
    const wait = 'Too many requests - please wait 30 seconds and try again.';
    expect(enhanceFailure(answer(429, wait), 'premium')).toEqual({
      kind: 'throttled',
      message: wait,
    });
    expect(enhanceFailure(answer(413, 'Too long'), 'free')).toEqual({
      kind: 'invalid',
      message: 'Too long',
    });
  });

  it('should fall back to the generic message for server and network failures', () => {
    expect(enhanceFailure(answer(500, 'ref 123'), 'free').message).toBe(ENHANCE_FAILED_MESSAGE);
    expect(enhanceFailure(new ApiError(0, null, 'offline'), 'free').kind).toBe('failed');
    expect(enhanceFailure(new Error('boom'), 'free').kind).toBe('failed');
  });
});
