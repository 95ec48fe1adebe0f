import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { consumeLimit, waitPhrase } from '../../common/throttling/consume-limit.js';
import { TooManyRequestsException } from '../../common/throttling/too-many-requests.exception.js';

/** Exports of one's own data per account in an hour (a person needs one; each can be megabytes). */
export const DATA_EXPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** What Retry-After says while an account's export is being prepared. */
const IN_PROGRESS_RETRY_SECONDS = 10;

export const EXPORT_IN_PROGRESS =
  'Your data export is still being prepared. Please wait for it to finish.';

/**
 * Data exports read every row an account has in one transaction and serialise megabytes, so one
 * account's parallel exports slowed everyone else: one at a time per account on this instance,
 * and DATA_EXPORTS_PER_HOUR per account on the throttler's storage (across instances with Redis).
 */
@Injectable()
export class DataExportLimits {
  private readonly running = new Set<string>();

  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    if (this.running.has(userId)) {
      throw new TooManyRequestsException(EXPORT_IN_PROGRESS, IN_PROGRESS_RETRY_SECONDS);
    }
    this.running.add(userId);
    try {
      await consumeLimit(
        this.storage,
        `data-export:${userId}`,
        DATA_EXPORTS_PER_HOUR,
        HOUR_MS,
        'per-account',
        (seconds) =>
          `You have exported your data ${DATA_EXPORTS_PER_HOUR} times in the last hour. Please wait ${waitPhrase(seconds)} and try again.`,
      );
      return await work();
    } finally {
      this.running.delete(userId);
    }
  }
}
