import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  CLAIM_IDEMPOTENCY_KEY,
  COMPLETE_IDEMPOTENCY_KEY,
  READ_IDEMPOTENCY_KEY,
  RELEASE_IDEMPOTENCY_KEY,
} from './idempotency.sql.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible characters.';
export const IDEMPOTENCY_BODY_MISMATCH =
  'This Idempotency-Key was already used with a different request. Use a new key for a new request.';
export const IDEMPOTENCY_IN_PROGRESS =
  'A request with this Idempotency-Key is still running. Retry in a moment to get its answer.';
const VISIBLE = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** The stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** 409 with Retry-After: the first request with this key has not answered yet. */
class InProgressException extends HttpException {
  readonly retryAfterSeconds = 1;
  constructor() {
    super({ detail: IDEMPOTENCY_IN_PROGRESS }, HttpStatus.CONFLICT);
  }
}

/** Keys in JSON sorted at every level, so the same body hashes the same whatever its order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const requestHash = (route: string, body: unknown) =>
  createHash('sha256')
    .update(`${route}\n${JSON.stringify(canonical(body))}`)
    .digest('hex');

/**
 * `Idempotency-Key` on POST rewrites: the first request with a key runs and its answer is kept
 * for 24 hours in PostgreSQL; a retry with the same key and body gets that answer without being
 * charged again, one with another body 422, one while the first still runs 409.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly dataSource: DataSource) {}

  async once<T>(
    userId: string,
    key: string,
    route: string,
    body: unknown,
    work: () => Promise<T>,
  ): Promise<IdempotentAnswer<T>> {
    if (!VISIBLE.test(key)) throw new BadRequestException({ detail: IDEMPOTENCY_KEY_INVALID });
    const hash = requestHash(route, body);
    // Twice at most: a first request that failed between our claim and our read frees the key.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const claimed = await this.dataSource.query<unknown[]>(CLAIM_IDEMPOTENCY_KEY, [
        userId,
        key,
        hash,
      ]);
      if (claimed.length > 0) return this.run(userId, key, work);
      const [stored] = await this.dataSource.query<
        { request_hash: string; response_status: number | null; response_body: T }[]
      >(READ_IDEMPOTENCY_KEY, [userId, key]);
      if (!stored) continue;
      if (stored.request_hash !== hash) {
        throw new HttpException({ detail: IDEMPOTENCY_BODY_MISMATCH }, 422);
      }
      if (stored.response_status === null) throw new InProgressException();
      return { status: stored.response_status, body: stored.response_body, replayed: true };
    }
    throw new InProgressException();
  }

  private async run<T>(userId: string, key: string, work: () => Promise<T>) {
    let body: T;
    try {
      body = await work();
    } catch (error) {
      await this.dataSource.query(RELEASE_IDEMPOTENCY_KEY, [userId, key]);
      throw error;
    }
    await this.dataSource.query(COMPLETE_IDEMPOTENCY_KEY, [userId, key, 200, JSON.stringify(body)]);
    return { status: 200, body, replayed: false };
  }
}
