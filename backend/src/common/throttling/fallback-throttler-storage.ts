import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import type { Redis } from 'ioredis';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

export type RateLimitMode = 'shared' | 'per instance';

/**
 * Rate-limit counters in Redis while it answers, in this instance's memory while it does not:
 * losing Redis loses shared windows, never the service. The connection it is given queues
 * nothing offline and retries nothing, so a request never waits on a Redis that is gone; the
 * change of mode is logged once each way.
 */
export class FallbackThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private readonly shared: RedisThrottlerStorage;
  private readonly memory = new ThrottlerStorageService();
  private down: string | null = null;
  private closing = false;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.shared = new RedisThrottlerStorage(redis, prefix);
    redis.on('ready', () => this.markUp());
    redis.on('close', () => this.markDown('the connection closed'));
    redis.on('error', (error: Error) => this.markDown(error.message));
  }

  /** Where limits are counted now: in Redis for every instance, or in this one alone. */
  get mode(): RateLimitMode {
    return this.down === null && this.redis.status === 'ready' ? 'shared' : 'per instance';
  }

  /** Why Redis is not used, when it is not. */
  get reason(): string | null {
    return this.mode === 'shared' ? null : (this.down ?? `connection ${this.redis.status}`);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.redis.status === 'ready') {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        this.markUp();
        return record;
      } catch (error) {
        this.markDown((error as Error).message);
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  private markDown(reason: string): void {
    if (this.down !== null || this.closing) return;
    this.down = reason || 'unreachable';
    this.logger.error(
      `Redis unreachable (${this.down}): rate limits are counted per instance until it is back`,
    );
  }

  private markUp(): void {
    if (this.down === null) return;
    this.down = null;
    this.logger.log('Redis is back: rate limits are shared by every instance again');
  }

  /** Before the connection is quit at shutdown: that close is no outage. */
  close(): void {
    this.closing = true;
    this.memory.onApplicationShutdown();
  }
}
