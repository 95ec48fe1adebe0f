import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';

/** Raised for answers we cannot use (empty, or losing what had to be kept). */
export class UnusableAnswerError extends Error {}

/** Raised when the model's answer failed `verify` twice: the failures say why. */
export class RejectedAnswerError extends UnusableAnswerError {
  constructor(readonly failures: readonly string[]) {
    super('model answer failed the checks');
  }
}

/** Raised by our own deadline: the provider stopped sending within the timeout. */
export class ProviderTimeoutError extends Error {}

/** A short, honest reason for the fallback note in `model_used`. */
export function describeFailure(error: unknown): string {
  if (error instanceof ProviderTimeoutError || error instanceof APIConnectionTimeoutError)
    return 'provider timed out';
  if (error instanceof APIUserAbortError) return 'provider timed out';
  if (error instanceof RateLimitError) return 'provider rate limit reached';
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError)
    return 'provider rejected the API key';
  if (error instanceof APIConnectionError) return 'provider unreachable';
  if (error instanceof APIError && typeof error.status === 'number')
    return `provider error ${error.status}`;
  if (error instanceof UnusableAnswerError) return error.message;
  if (error instanceof SyntaxError) return 'provider sent an unreadable answer';
  return 'provider sent an unreadable answer';
}
