import type { ThrottlerStorage } from '@nestjs/throttler';
import { plural, secondsToWait, TooManyRequestsException } from './too-many-requests.exception.js';

/** "42 seconds", or "15 minutes" from 90 seconds on. */
export const waitPhrase = (seconds: number) =>
  seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : plural(seconds, 'second');

/**
 * Counts one hit of `key` on the throttler's storage (Redis across instances when configured)
 * and throws 429 with `message(seconds to wait)` past `limit` in the window.
 */
export async function consumeLimit(
  storage: ThrottlerStorage,
  key: string,
  limit: number,
  windowMs: number,
  name: string,
  message: (seconds: number) => string,
): Promise<void> {
  const record = await storage.increment(key, windowMs, limit, windowMs, name);
  if (record.isBlocked || record.totalHits > limit) {
    const seconds = secondsToWait(record);
    throw new TooManyRequestsException(message(seconds), seconds);
  }
}
