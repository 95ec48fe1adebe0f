import { ApiError } from '../../../lib/api-client';
import { AUTH_MESSAGES, authFailure, emailError, usernameFromEmail } from './auth-messages';

const apiError = (status: number, detail?: string) =>
  new ApiError(
    status,
    detail === undefined ? null : { detail, status, correlation_id: 'c' },
    detail ?? 'x',
  );

describe('authFailure', () => {
  it("should show the server's detail", () => {
    expect(authFailure(apiError(401, 'Incorrect email or password.')).message).toBe(
      'Incorrect email or password.',
    );
  });

  it("should turn a 'verify your email' answer into the spec's message and offer a resend", () => {
    const failure = authFailure(
      apiError(403, 'Please verify your email before logging in. Check your inbox.'),
    );
    expect(failure.message).toBe(
      'Please verify your email address before logging in. Check your inbox for the verification link.',
    );
    expect(failure.needsVerification).toBe(true);
  });

  it("should turn a 'complete your account setup' answer into the onboarding message", () => {
    const failure = authFailure(apiError(403, 'Please Complete Your Account Setup first'));
    expect(failure.message).toBe(
      'Please complete your account setup. You will be redirected to onboarding.',
    );
    expect(failure.needsSetup).toBe(true);
  });

  it('should fall back to the generic message without a detail or on a server error', () => {
    expect(authFailure(apiError(400)).message).toBe(AUTH_MESSAGES.fallback);
    expect(authFailure(apiError(500, 'Something went wrong on our side.')).message).toBe(
      AUTH_MESSAGES.fallback,
    );
    expect(authFailure(new Error('boom')).message).toBe(AUTH_MESSAGES.fallback);
  });

  it('should say so when the server could not be reached', () => {
    expect(authFailure(new ApiError(0, null, 'x')).message).toBe(
      'Network error. Please try again.',
    );
  });
});

describe('emailError and usernameFromEmail', () => {
  it('should require an e-mail and check its shape', () => {
    expect(emailError('  ')).toBe('Please enter your email address');
    expect(emailError('ada@')).toBe('Please enter a valid email address');
    expect(emailError('ada@example.com')).toBeNull();
  });

  it('should take the username from the part before the @', () => {
    expect(usernameFromEmail(' ada.lovelace@example.com ')).toBe('ada.lovelace');
  });
});
