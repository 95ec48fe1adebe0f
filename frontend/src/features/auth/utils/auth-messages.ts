import { isApiError, isApiErrorBody } from '../../../lib/api-client';

/** The spec's messages (section 8) for the auth dialog and the password screens. */
export const AUTH_MESSAGES = {
  verifyEmail:
    'Please verify your email address before logging in. Check your inbox for the verification link.',
  completeSetup: 'Please complete your account setup. You will be redirected to onboarding.',
  fallback: 'Authentication failed. Please check your information and try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordRules:
    'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter and a digit',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  resetRequested: 'If an account with this email exists, a password reset link has been sent.',
  resetRequestFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
  networkError: 'Network error. Please try again.',
  invalidResetLinkTitle: 'Invalid Reset Link',
  invalidResetLink:
    'No reset token found in URL. Please check your email for the correct reset link.',
  resendFailed: 'Failed to send the verification email. Please try again.',
} as const;

/** What the dialog shows for a failed login or registration. */
export interface AuthFailure {
  message: string;
  /** The account exists but its e-mail is not verified yet: offer to resend the link. */
  needsVerification: boolean;
  needsSetup: boolean;
}

/** Maps a failed login or registration to the spec's message (server detail first). */
export function authFailure(error: unknown): AuthFailure {
  const none = { needsVerification: false, needsSetup: false };
  if (isApiError(error) && error.isNetworkError) {
    return { message: AUTH_MESSAGES.networkError, ...none };
  }
  const detail = isApiError(error) && isApiErrorBody(error.data) ? error.data.detail.trim() : '';
  if (!detail || (isApiError(error) && error.status >= 500)) {
    return { message: AUTH_MESSAGES.fallback, ...none };
  }
  const lower = detail.toLowerCase();
  if (lower.includes('verify your email')) {
    return { message: AUTH_MESSAGES.verifyEmail, needsVerification: true, needsSetup: false };
  }
  if (lower.includes('complete your account setup')) {
    return { message: AUTH_MESSAGES.completeSetup, needsVerification: false, needsSetup: true };
  }
  return { message: detail, ...none };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks an e-mail field before it is sent; null when it is fine. */
export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return AUTH_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > 254) return AUTH_MESSAGES.emailInvalid;
  return null;
}

/** The username the API stores: the part of the e-mail before the @. */
export function usernameFromEmail(email: string): string {
  return email.trim().split('@')[0] ?? '';
}

/** The answer of POST /api/auth/exchange-code to a used or expired code. */
export const SIGN_IN_CODE_INVALID = 'This sign-in link is invalid or has expired. Please sign in.';
