import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, seconds } from '@nestjs/throttler';
import { AppConfig } from '../../config/app.config.js';
import { AppThrottlerGuard } from './app-throttler.guard.js';
import { RateLimitStore, RateLimitStoreModule } from './rate-limit-store.js';

/**
 * A default limit on every route (stricter ones per route with @Throttle); Redis-backed when
 * configured, per instance while Redis is unreachable.
 */
@Module({
  imports: [
    RateLimitStoreModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [AppConfig, RateLimitStore],
      useFactory: (app: AppConfig, store: RateLimitStore) => ({
        throttlers: [
          { name: 'default', ttl: seconds(app.throttleTtlSeconds), limit: app.throttleLimit },
        ],
        storage: store.storage,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AppThrottlerGuard }],
})
export class ThrottlingModule {}
