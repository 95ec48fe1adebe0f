import { ApiError } from '../../../lib/api-client';
import { initializationFailed, PAYMENT_MESSAGES, upgradeRedirectFailed } from './payment-messages';

const refused = (detail: string, status = 400) => new ApiError(status, { detail, status }, detail);
const offline = () => new ApiError(0, null, 'Network error. Please try again.');

describe('payment messages', () => {
  it('should prefix the server detail the way the spec words it', () => {
    expect(initializationFailed(refused('You are already on Pro.'))).toBe(
      'Payment initialization failed: You are already on Pro.',
    );
    expect(upgradeRedirectFailed(refused('The checkout session was not paid.', 402))).toBe(
      'Upgrade failed: The checkout session was not paid.',
    );
  });

  it('should fall back to the spec messages when the server could not be reached or failed', () => {
    expect(upgradeRedirectFailed(offline())).toBe(PAYMENT_MESSAGES.network);
    expect(upgradeRedirectFailed(new ApiError(500, null, 'x'))).toBe(
      PAYMENT_MESSAGES.processFailed,
    );
  });
});
