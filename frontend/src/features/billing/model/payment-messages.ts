import { isApiError } from '../../../lib/api-client';

/** Spec section 8, "Payment": the messages the payment flows show. */
export const PAYMENT_MESSAGES = {
  unclear: 'Payment status unclear. Please refresh and check your account.',
  upgradeFailed: 'Payment processed but upgrade failed. Please contact support.',
  activated: 'Premium subscription activated successfully!',
  loginRequired: 'Please log in to continue',
  failed: 'Payment failed. Please try again.',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  processFailed: 'Failed to process upgrade. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  testMode: 'Test mode — no card is charged',
} as const;

const detailOf = (error: unknown): string | null =>
  isApiError(error) && !error.isNetworkError && error.status < 500 ? error.detail : null;

/** 'Payment initialization failed: …' with the server's reason. */
export function initializationFailed(error: unknown): string {
  return `Payment initialization failed: ${detailOf(error) ?? (isApiError(error) && error.isNetworkError ? 'network error' : 'please try again')}`;
}

/** 'Upgrade failed: ' plus the detail, or the network message. */
export function upgradeRedirectFailed(error: unknown): string {
  const detail = detailOf(error);
  if (detail) return `Upgrade failed: ${detail}`;
  return isApiError(error) && error.isNetworkError
    ? PAYMENT_MESSAGES.network
    : PAYMENT_MESSAGES.processFailed;
}
