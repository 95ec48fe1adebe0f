import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitPhrase } from '../../common/throttling/consume-limit.js';
import {
  secondsToWait,
  TooManyRequestsException,
} from '../../common/throttling/too-many-requests.exception.js';
import { MINUTE } from './auth-rate-limits.js';

/**
 * Wrong passwords one address may send for one account in the window; then that address is
 * refused for the account (429) for a window. Successful sign-ins are not counted.
 */
export const LOGIN_FAILURES_PER_ADDRESS = 10;
/** Wrong passwords for one account, from anywhere, before the next ones are answered later. */
export const LOGIN_FAILURES_BEFORE_SLOWDOWN = 10;
export const LOGIN_SLOWDOWN_STEP_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 3_000;
export const LOGIN_WINDOW_MS = 15 * MINUTE;

const hashed = (key: string) =>
  createHash('sha256').update(key.toLowerCase()).digest('hex').slice(0, 32);
const pairOf = (email: string, address: string | undefined) => hashed(`${email}\n${address ?? ''}`);

/**
 * Sign-in throttling that neither a stranger nor the owner's own habits can turn into a lock-out
 * (docs/security.md). Only wrong passwords count: per account AND source address they lead to a
 * refusal of that address only; per account from every address they only slow the wrong answers
 * down, so a correct password is never held back. Signing in ten times an hour locks nothing.
 *
 * The throttler's storage only counts, so the refusal is a separate lock record: each sign-in
 * looks at it (a hit there counts nothing that matters), and the wrong password that reaches the
 * pair's limit blocks it for a window.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  /** Before the password is checked: 429 while this address is locked out of this account. */
  async admit(email: string, address: string | undefined): Promise<void> {
    const lock = await this.storage.increment(
      `login-lock:${pairOf(email, address)}`,
      LOGIN_WINDOW_MS,
      Number.MAX_SAFE_INTEGER,
      LOGIN_WINDOW_MS,
      'attempts',
    );
    if (lock.isBlocked) {
      const seconds = secondsToWait(lock);
      throw new TooManyRequestsException(
        `Too many attempts for this email - please wait ${waitPhrase(seconds)} and try again.`,
        seconds,
      );
    }
  }

  /**
   * After a wrong password: counts it for the pair (locking the address out of the account at
   * the limit) and for the account, past whose threshold the answer waits.
   */
  async failed(email: string, address: string | undefined): Promise<void> {
    const pair = pairOf(email, address);
    const fromHere = await this.storage.increment(
      `login-failures-from:${pair}`,
      LOGIN_WINDOW_MS,
      Number.MAX_SAFE_INTEGER,
      LOGIN_WINDOW_MS,
      'attempts',
    );
    if (fromHere.totalHits >= LOGIN_FAILURES_PER_ADDRESS) {
      // Limit 0: this hit blocks the lock record for a window (or finds it blocked already).
      await this.storage.increment(
        `login-lock:${pair}`,
        LOGIN_WINDOW_MS,
        0,
        LOGIN_WINDOW_MS,
        'attempts',
      );
    }
    const { totalHits } = await this.storage.increment(
      `login-failures:${hashed(email)}`,
      LOGIN_WINDOW_MS,
      Number.MAX_SAFE_INTEGER,
      LOGIN_WINDOW_MS,
      'attempts',
    );
    const over = totalHits - LOGIN_FAILURES_BEFORE_SLOWDOWN;
    if (over > 0) await sleep(Math.min(over * LOGIN_SLOWDOWN_STEP_MS, LOGIN_SLOWDOWN_MAX_MS));
  }
}
