import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { consumeLimit, waitPhrase } from '../../common/throttling/consume-limit.js';

/**
 * Per-account limits (login, sign-up, reset and verification mails per e-mail address) on the
 * throttler's storage, so they hold across instances when Redis is configured.
 */
@Injectable()
export class AttemptLimiter {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  consume(scope: string, key: string, limit: number, windowMs: number): Promise<void> {
    const id = createHash('sha256').update(key.toLowerCase()).digest('hex').slice(0, 32);
    return consumeLimit(
      this.storage,
      `${scope}:${id}`,
      limit,
      windowMs,
      'attempts',
      (seconds) =>
        `Too many attempts for this email - please wait ${waitPhrase(seconds)} and try again.`,
    );
  }
}
