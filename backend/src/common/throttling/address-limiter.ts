import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { plural, secondsToWait, TooManyRequestsException } from './too-many-requests.exception.js';

/**
 * A limit per client address that counts only what it exists for. Called from the handler,
 * i.e. after validation, so requests refused with 400 never use up an office's allowance; a
 * route may count only some outcomes (the verification link counts only invalid tokens).
 */
@Injectable()
export class AddressLimiter {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  async consume(scope: string, request: Request, limit: number, windowMs: number): Promise<void> {
    const record = await this.storage.increment(
      `${scope}:${request.ip ?? 'unknown'}`,
      windowMs,
      limit,
      windowMs,
      'per-address',
    );
    if (record.isBlocked || record.totalHits > limit) {
      const seconds = secondsToWait(record);
      const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : plural(seconds, 'second');
      throw new TooManyRequestsException(
        `Too many requests - please wait ${wait} and try again.`,
        seconds,
      );
    }
  }
}
