import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { plural, secondsToWait, TooManyRequestsException } from './too-many-requests.exception.js';

/** The throttler on every route, answering 429 in the API's error shape with a wait time. */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = secondsToWait(detail);
    throw new TooManyRequestsException(
      `Too many requests - please wait ${plural(seconds, 'second')} and try again.`,
      seconds,
    );
  }
}
