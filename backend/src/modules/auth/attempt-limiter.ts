import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import {
  secondsToWait,
  TooManyRequestsException,
} from '../../common/throttling/too-many-requests.exception.js';

/**
 * Per-account limits (login, sign-up, reset and verification mails per e-mail address) on the
 * throttler's storage, so they hold across instances when Redis is configured.
 */
@Injectable()
export class AttemptLimiter {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  async consume(scope: string, key: string, limit: number, windowMs: number): Promise<void> {
    const id = createHash('sha256').update(key.toLowerCase()).digest('hex').slice(0, 32);
    const record = await this.storage.increment(
      `${scope}:${id}`,
      windowMs,
      limit,
      windowMs,
      'attempts',
    );
    if (record.isBlocked || record.totalHits > limit) {
      const seconds = secondsToWait(record);
      const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
      throw new TooManyRequestsException(
        `Too many attempts for this email - please wait ${wait} and try again.`,
        seconds,
      );
    }
  }
}
