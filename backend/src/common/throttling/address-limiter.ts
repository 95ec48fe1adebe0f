import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { consumeLimit, waitPhrase } from './consume-limit.js';

/**
 * A limit per client address that counts only what it exists for. Called from the handler,
 * i.e. after validation, so requests refused with 400 never use up an office's allowance; a
 * route may count only some outcomes (the verification link counts only invalid tokens).
 */
@Injectable()
export class AddressLimiter {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  consume(scope: string, request: Request, limit: number, windowMs: number): Promise<void> {
    return consumeLimit(
      this.storage,
      `${scope}:${request.ip ?? 'unknown'}`,
      limit,
      windowMs,
      'per-address',
      (seconds) => `Too many requests - please wait ${waitPhrase(seconds)} and try again.`,
    );
  }
}
