import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RedisConfig } from '../../config/redis.config.js';

/** The shared Redis connection (rate limits, health), or null when REDIS_URL is unset. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

const redisProvider = {
  provide: REDIS_CLIENT,
  inject: [RedisConfig],
  useFactory: (redis: RedisConfig) =>
    redis.url ? new Redis(redis.url, { maxRetriesPerRequest: 2 }) : null,
};

@Global()
@Module({ providers: [redisProvider], exports: [redisProvider] })
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
