import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../../queues/job-handler.decorator.js';
import { JobQueue } from '../../../queues/job-queue.js';
import { BillingConfig } from '../billing.config.js';
import { BillingEventsService } from '../events/billing-events.service.js';
import { PaymentProvider } from '../providers/provider.types.js';
import { TestModeProvider } from '../providers/test-mode/test-mode-provider.js';
import { rowsOf } from '../shared/sql-rows.js';

export const PENDING_PAYMENT_EXPIRY_JOB = 'pending-payment-expiry';
const EVERY_HOUR = '7 * * * *';

export interface PendingPaymentExpiryResult {
  /** Subscriptions whose first payment never came, now canceled. */
  subscriptions: number;
  /** Hosted checkout pages left open, now expired. */
  checkouts: number;
}

/**
 * A payment started and abandoned leaves a subscription waiting for its first payment and an
 * open checkout. Stripe expires them after a day; this does the same in test mode and keeps our
 * rows in step with Stripe when its webhook was missed.
 */
@Injectable()
export class PendingPaymentExpiryJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    private readonly config: BillingConfig,
    private readonly provider: PaymentProvider,
    private readonly events: BillingEventsService,
    private readonly testMode: TestModeProvider,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule('billing', PENDING_PAYMENT_EXPIRY_JOB, EVERY_HOUR);
  }

  @JobHandler({ queue: 'billing', name: PENDING_PAYMENT_EXPIRY_JOB, attempts: 3, backoffMs: 5000 })
  async run(): Promise<PendingPaymentExpiryResult> {
    const hours = this.config.pendingPaymentExpiryHours;
    const stale = rowsOf<{ provider_subscription_id: string }>(
      await this.dataSource.query(
        `SELECT provider_subscription_id FROM subscriptions
          WHERE status = 'incomplete' AND provider = $1
            AND created_at < now() - make_interval(hours => $2)`,
        [this.provider.name, hours],
      ),
    );
    let subscriptions = 0;
    for (const { provider_subscription_id: id } of stale) {
      if (await this.expire(id)) subscriptions += 1;
    }
    const expired = rowsOf<{ provider: string; provider_session_id: string }>(
      await this.dataSource.query(
        `UPDATE checkout_sessions SET status = 'expired'
          WHERE status = 'open' AND created_at < now() - make_interval(hours => $1)
          RETURNING provider, provider_session_id`,
        [hours],
      ),
    );
    // Stripe expires its own pages; test mode's pages are ours to close.
    for (const session of expired) {
      if (session.provider === 'test')
        await this.testMode.expireCheckout(session.provider_session_id);
    }
    const checkouts = expired.length;
    if (subscriptions > 0 || checkouts > 0) {
      this.logger.log(
        `Expired ${subscriptions} unpaid subscription(s) and ${checkouts} open checkout(s)`,
      );
    }
    return { subscriptions, checkouts };
  }

  /** Cancels at the provider; when it already ended there (Stripe expired it), takes its state. */
  private async expire(providerSubscriptionId: string): Promise<boolean> {
    try {
      const result = await this.provider.cancelNow(providerSubscriptionId);
      await this.events.applyFacts({
        subscription: { snapshot: result.value, observedAt: new Date() },
      });
      await this.events.applyAll(result.events);
      return true;
    } catch (error) {
      const snapshot = await this.provider.retrieveSubscription(providerSubscriptionId);
      if (!snapshot) {
        this.logger.warn(
          `Unpaid subscription ${providerSubscriptionId} could not be expired: ${(error as Error).message}`,
        );
        return false;
      }
      await this.events.applyFacts({ subscription: { snapshot, observedAt: new Date() } });
      return snapshot.status === 'canceled';
    }
  }
}
