import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import {
  plural,
  secondsToWait,
  TooManyRequestsException,
} from '../../../common/throttling/too-many-requests.exception.js';
import { EnhanceConfig } from '../enhance.config.js';

const MINUTE = 60_000;

/**
 * Fair use per account: at most ENHANCE_USER_LIMIT_PER_MINUTE enhancements a minute, whatever
 * the plan. The global throttler counts per IP address; this counts per user id, on the same
 * storage, so it holds across instances when Redis is configured.
 */
@Injectable()
export class UserRateLimiter {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly config: EnhanceConfig,
  ) {}

  async consume(userId: string): Promise<void> {
    await this.consumeBucket(`enhance:${userId}`, this.config.userLimitPerMinute, 'enhancing');
  }

  /** The same per-minute count for another kind of work (`key` names the account and the kind). */
  async consumeBucket(key: string, limit: number, doing: string): Promise<void> {
    const record = await this.storage.increment(key, MINUTE, limit, MINUTE, 'per-user');
    if (record.isBlocked || record.totalHits > limit) {
      const seconds = secondsToWait(record);
      throw new TooManyRequestsException(
        `Rate limit exceeded - please wait ${plural(seconds, 'second')} before ${doing} again.`,
        seconds,
      );
    }
  }
}
