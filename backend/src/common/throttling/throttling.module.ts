import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, seconds } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app.config.js';
import { RedisConfig } from '../../config/redis.config.js';
import { REDIS_CLIENT } from '../redis/redis.module.js';
import { AppThrottlerGuard } from './app-throttler.guard.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/** A default limit on every route (stricter ones per route with @Throttle); Redis-backed when configured. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RedisConfig, REDIS_CLIENT],
      useFactory: (app: AppConfig, redisConfig: RedisConfig, redis: Redis | null) => ({
        throttlers: [
          { name: 'default', ttl: seconds(app.throttleTtlSeconds), limit: app.throttleLimit },
        ],
        storage: redis
          ? new RedisThrottlerStorage(redis, `${redisConfig.prefix}:throttle`)
          : undefined,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AppThrottlerGuard }],
})
export class ThrottlingModule {}
