import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AuthCoreModule } from './common/auth/auth-core.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { RuntimeSummaryModule } from './common/runtime/runtime-summary.js';
import { ThrottlingModule } from './common/throttling/throttling.module.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { JobsModule } from './queues/jobs.module.js';

@Module({
  imports: [
    ConfigModule,
    RuntimeSummaryModule,
    LoggingModule,
    RedisModule,
    DatabaseModule,
    JobsModule,
    ThrottlingModule,
    AuthCoreModule,
    HealthModule,
    BillingModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
})
export class AppModule {}
