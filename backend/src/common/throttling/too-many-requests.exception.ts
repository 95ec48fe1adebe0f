import { HttpException, HttpStatus } from '@nestjs/common';

/** Seconds until a throttler record lets the caller in again (at least 1). */
export const secondsToWait = (record: {
  isBlocked: boolean;
  timeToBlockExpire: number;
  timeToExpire: number;
}) => Math.max(1, record.isBlocked ? record.timeToBlockExpire : record.timeToExpire);

export const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 429 in the API's error shape; the exception filter adds the Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ detail }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
