import { ApiError } from '../api-client';
import { portalFailed } from './subscription';

describe('portalFailed', () => {
  it('should prefix the server detail, or fall back when the server was not reached', () => {
    const detail = 'Billing portal is only available for Pro and Premium users.';
    expect(portalFailed(new ApiError(403, { detail, status: 403 }, detail))).toBe(
      `Error accessing billing portal: ${detail}`,
    );
    expect(portalFailed(new ApiError(0, null, 'offline'))).toBe(
      'Error opening billing portal. Please try again.',
    );
  });
});
