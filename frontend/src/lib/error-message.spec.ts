import { ApiError } from './api-client';
import { errorMessage } from './error-message';

const apiError = (status: number, detail: string) =>
  new ApiError(status, { detail, status, correlation_id: 'c' }, detail);

describe('errorMessage', () => {
  it("should prefer the server's detail on a 4xx", () => {
    expect(errorMessage(apiError(400, 'This reset link is invalid.'), 'Failed')).toBe(
      'This reset link is invalid.',
    );
  });

  it('should use the fallback on a 5xx or an error that is not from the API', () => {
    expect(errorMessage(apiError(503, 'Down'), 'Failed to reset password')).toBe(
      'Failed to reset password',
    );
    expect(errorMessage(new Error('x'), 'Failed to send reset email')).toBe(
      'Failed to send reset email',
    );
  });

  it('should say so when the server could not be reached', () => {
    expect(errorMessage(new ApiError(0, null, 'x'), 'Failed')).toBe(
      'Network error. Please try again.',
    );
  });
});
