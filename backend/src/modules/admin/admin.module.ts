import { Module } from '@nestjs/common';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from '../ai/ai.config.js';
import { AiModule } from '../ai/ai.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { EnhanceConfig } from '../enhance/enhance.config.js';
import { AdminApiKeysController } from './api-keys/admin-api-keys.controller.js';
import { AdminApiKeysService } from './api-keys/admin-api-keys.service.js';
import { AdminAnalyticsController } from './analytics/admin-analytics.controller.js';
import { AdminAnalyticsService } from './analytics/admin-analytics.service.js';
import { AuditLogController } from './audit-log/audit-log.controller.js';
import { AuditLogService } from './audit-log/audit-log.service.js';
import { ComplianceController } from './compliance/compliance.controller.js';
import { ComplianceService } from './compliance/compliance.service.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { AdminFeedbackController } from './feedback/admin-feedback.controller.js';
import { AdminFeedbackService } from './feedback/admin-feedback.service.js';
import { SystemHealthController } from './health/system-health.controller.js';
import { SystemHealthService } from './health/system-health.service.js';
import { SettingsController } from './settings/settings.controller.js';
import { AdminTicketsController } from './tickets/admin-tickets.controller.js';
import { AdminTicketsService } from './tickets/admin-tickets.service.js';
import { AdminUsersController } from './users/admin-users.controller.js';
import { AdminUsersService } from './users/admin-users.service.js';

/** /api/admin/*: the staff console's API (payments and feature toggles live with their modules). */
@Module({
  imports: [AuthModule, BillingModule, AiModule],
  controllers: [
    DashboardController,
    AdminUsersController,
    AdminTicketsController,
    SystemHealthController,
    SettingsController,
    AuditLogController,
    ComplianceController,
    AdminAnalyticsController,
    AdminFeedbackController,
    AdminApiKeysController,
  ],
  providers: [
    // Read from the same variables as the modules that own them.
    configProvider(AiConfig),
    configProvider(EnhanceConfig),
    DashboardService,
    AdminUsersService,
    AdminTicketsService,
    SystemHealthService,
    AuditLogService,
    ComplianceService,
    AdminAnalyticsService,
    AdminFeedbackService,
    AdminApiKeysService,
  ],
})
export class AdminModule {}
