import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AttemptLimiter } from './attempt-limiter.js';
import { MINUTE } from './auth-rate-limits.js';

/** Attempts one address may make for one account in the window before it is refused (429). */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 10;
/** Wrong passwords for one account, from anywhere, before the next ones are answered later. */
export const LOGIN_FAILURES_BEFORE_SLOWDOWN = 10;
export const LOGIN_SLOWDOWN_STEP_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 3_000;
export const LOGIN_WINDOW_MS = 15 * MINUTE;

/**
 * Sign-in throttling that a stranger cannot use to lock the owner out (docs/security.md):
 * refusals are per account AND source address, so they only stop the guesser's own address;
 * wrong passwords counted per account from every address only slow the wrong answers down,
 * so a correct password is never held back.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly limiter: AttemptLimiter,
  ) {}

  /** Before the password is checked: 429 past the pair's attempts. */
  admit(email: string, address: string | undefined): Promise<void> {
    return this.limiter.consume(
      'login',
      `${email}\n${address ?? ''}`,
      LOGIN_ATTEMPTS_PER_ADDRESS,
      LOGIN_WINDOW_MS,
    );
  }

  /** After a wrong password: counts it for the account and, past the threshold, waits. */
  async failed(email: string): Promise<void> {
    const id = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
    const { totalHits } = await this.storage.increment(
      `login-failures:${id}`,
      LOGIN_WINDOW_MS,
      Number.MAX_SAFE_INTEGER,
      LOGIN_WINDOW_MS,
      'attempts',
    );
    const over = totalHits - LOGIN_FAILURES_BEFORE_SLOWDOWN;
    if (over > 0) await sleep(Math.min(over * LOGIN_SLOWDOWN_STEP_MS, LOGIN_SLOWDOWN_MAX_MS));
  }
}
