import { HttpException, HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';

/** The throttler on every route, answering 429 in the API's error shape with a wait time. */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, detail.isBlocked ? detail.timeToBlockExpire : detail.timeToExpire);
    throw new HttpException(
      {
        detail: `Too many requests - please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
