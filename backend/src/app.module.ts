import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { RuntimeSummaryModule } from './common/runtime/runtime-summary.js';
import { ThrottlingModule } from './common/throttling/throttling.module.js';
import { ConfigModule } from './config/config.module.js';
import { loadConfig } from './config/define-config.js';
import { RedisConfig } from './config/redis.config.js';
import { DatabaseModule } from './database/database.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BetaModule } from './modules/beta/beta.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { EnhanceModule } from './modules/enhance/enhance.module.js';
import { LegalModule } from './modules/legal/legal.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { OnboardingModule } from './modules/onboarding/onboarding.module.js';
import { SongwritingModule } from './modules/songwriting/songwriting.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { FeatureTogglesModule } from './modules/feature-toggles/feature-toggles.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { JobsModule } from './queues/jobs.module.js';

/**
 * The whole app. Built when each app is created (not when this file is imported) because the
 * queue mode depends on REDIS_URL, and tests create apps with different settings in one process.
 */
@Module({})
export class AppModule {
  static forRoot(): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule,
        RuntimeSummaryModule,
        LoggingModule,
        RedisModule,
        DatabaseModule,
        JobsModule.forRoot(loadConfig(RedisConfig)),
        ThrottlingModule,
        AuditModule,
        FeatureTogglesModule,
        MailModule,
        UsersModule,
        AuthModule,
        OnboardingModule,
        SupportModule,
        HealthModule,
        LegalModule,
        DemoModule,
        BillingModule,
        AiModule,
        SongwritingModule,
        EnhanceModule,
        AdminModule,
        BetaModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
