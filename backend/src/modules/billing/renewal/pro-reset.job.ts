import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../../queues/job-handler.decorator.js';
import { JobQueue } from '../../../queues/job-queue.js';
import { BillingConfig } from '../billing.config.js';
import { BillingEventsService } from '../events/billing-events.service.js';
import { TestModeProvider } from '../providers/test-mode/test-mode-provider.js';
import { rowsOf } from '../shared/sql-rows.js';
import {
  DUE_TEST_MODE_SUBSCRIPTIONS,
  RESET_BATCH,
  RESET_ENDED_PRO_PERIODS,
} from './renewal.sql.js';

export const PRO_RESET_JOB = 'pro-monthly-reset';

export interface ProResetResult {
  /** Test-mode subscriptions renewed or ended at their period's end. */
  renewed: number;
  /** Pro users whose ended period was rolled forward with usage reset. */
  reset: number;
}

/**
 * The scheduled Pro reset (Bull repeatable job with Redis, in-process cron otherwise). Stripe
 * renewals reset usage through invoice.paid; this is the safety net for periods that ended
 * without one, and in test mode it also renews test subscriptions as Stripe would.
 */
@Injectable()
export class ProResetJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProReset');
  /** Completed runs in this process (for health and tests). */
  completedRuns = 0;

  constructor(
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    private readonly config: BillingConfig,
    private readonly testMode: TestModeProvider,
    private readonly events: BillingEventsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule('billing', PRO_RESET_JOB, this.config.proResetCron);
  }

  @JobHandler({ queue: 'billing', name: PRO_RESET_JOB, attempts: 3, backoffMs: 5000 })
  async run(): Promise<ProResetResult> {
    const renewed = this.config.testMode ? await this.renewTestSubscriptions() : 0;
    let reset = 0;
    for (;;) {
      const rows = rowsOf<{ id: string }>(await this.dataSource.query(RESET_ENDED_PRO_PERIODS));
      reset += rows.length;
      if (rows.length < RESET_BATCH) break;
    }
    if (renewed > 0 || reset > 0) {
      this.logger.log(
        `Pro reset: ${reset} Pro period(s) rolled forward with usage reset; ${renewed} test-mode subscription(s) renewed or ended`,
      );
    } else {
      this.logger.debug('Pro reset: no period had ended');
    }
    this.completedRuns += 1;
    return { renewed, reset };
  }

  private async renewTestSubscriptions(): Promise<number> {
    const due: { provider_subscription_id: string }[] = await this.dataSource.query(
      DUE_TEST_MODE_SUBSCRIPTIONS,
    );
    let renewed = 0;
    for (const { provider_subscription_id: id } of due) {
      const events = await this.testMode.renew(id);
      await this.events.applyAll(events);
      if (events.length > 0) renewed += 1;
    }
    return renewed;
  }
}
