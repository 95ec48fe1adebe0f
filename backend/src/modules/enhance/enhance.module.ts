import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from '../ai/ai.config.js';
import { AiModule } from '../ai/ai.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { CapabilitiesController } from './capabilities/capabilities.controller.js';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { FailureCounter } from './analytics/failure-counter.js';
import { AnalyticsService } from './analytics/analytics.service.js';
import { DailyUsage } from './analytics/daily-usage.entity.js';
import { EnhancePersonalData } from './enhance-personal-data.js';
import { EnhanceConfig } from './enhance.config.js';
import { EnhanceController } from './enhance.controller.js';
import { EnhanceService } from './enhance.service.js';
import { ExportsController } from './exports/exports.controller.js';
import { ExportsService } from './exports/exports.service.js';
import { HistoryEntry } from './history/history-entry.entity.js';
import { HistoryController } from './history/history.controller.js';
import { HistoryService } from './history/history.service.js';
import { Project } from './projects/project.entity.js';
import { ProjectsController } from './projects/projects.controller.js';
import { ProjectsService } from './projects/projects.service.js';
import { QuotaService } from './quota/quota.service.js';
import { ReservationLeases } from './quota/reservation-leases.js';
import { RewriteCharges } from './quota/rewrite-charges.js';
import { ReservationSweepJob } from './quota/reservation-sweep.job.js';
import { UserRateLimiter } from './quota/user-rate-limiter.js';
import { IdempotencyPurgeJob } from './idempotency/idempotency-purge.job.js';
import { IdempotencyService } from './idempotency/idempotency.service.js';
import { UsageController } from './usage/usage.controller.js';
import { UsageService } from './usage/usage.service.js';

/** The workspace: enhance with plan quotas, history, projects, analytics and exports. */
@Module({
  imports: [TypeOrmModule.forFeature([HistoryEntry, Project, DailyUsage]), AiModule, BillingModule],
  controllers: [
    EnhanceController,
    CapabilitiesController,
    HistoryController,
    ProjectsController,
    AnalyticsController,
    ExportsController,
    UsageController,
  ],
  providers: [
    configProvider(EnhanceConfig),
    // The AI module keeps its configuration to itself; the limits are read from the same variables.
    configProvider(AiConfig),
    EnhanceService,
    QuotaService,
    ReservationLeases,
    RewriteCharges,
    ReservationSweepJob,
    UserRateLimiter,
    HistoryService,
    ProjectsService,
    AnalyticsService,
    FailureCounter,
    ExportsService,
    EnhancePersonalData,
    IdempotencyService,
    IdempotencyPurgeJob,
    UsageService,
  ],
  // The beta studio and the songwriting workshop charge through the same quota and fair-use limit.
  exports: [EnhanceService, QuotaService, RewriteCharges, UserRateLimiter, IdempotencyService],
})
export class EnhanceModule {}
