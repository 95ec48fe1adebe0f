import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { RedisConfig } from '../../config/redis.config.js';
import { REDIS_CLIENT } from '../redis/redis.module.js';
import { FallbackThrottlerStorage, type RateLimitMode } from './fallback-throttler-storage.js';

// A rate-limit check that waits longer than this on Redis counts in memory instead.
const COMMAND_TIMEOUT_MS = 2000;

/**
 * Where rate limits are counted: Redis through a connection of its own that fails fast (no
 * offline queue, no retries) with this instance's memory as the fallback, or memory alone
 * without REDIS_URL.
 */
@Injectable()
export class RateLimitStore implements OnApplicationShutdown {
  private readonly connection: Redis | null;
  private readonly fallback: FallbackThrottlerStorage | null;

  constructor(config: RedisConfig, @Inject(REDIS_CLIENT) redis: Redis | null) {
    this.connection = redis
      ? redis.duplicate({
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          commandTimeout: COMMAND_TIMEOUT_MS,
        })
      : null;
    this.fallback = this.connection
      ? new FallbackThrottlerStorage(this.connection, `${config.prefix}:throttle`)
      : null;
  }

  /** The storage for the throttler; undefined lets it use its own memory store. */
  get storage(): ThrottlerStorage | undefined {
    return this.fallback ?? undefined;
  }

  get mode(): RateLimitMode {
    return this.fallback?.mode ?? 'per instance';
  }

  /** Why limits are per instance while Redis is configured; null when shared or not configured. */
  get outage(): string | null {
    return this.fallback?.reason ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback?.close();
    await this.connection?.quit().catch(() => undefined);
  }
}

@Global()
@Module({ providers: [RateLimitStore], exports: [RateLimitStore] })
export class RateLimitStoreModule {}
