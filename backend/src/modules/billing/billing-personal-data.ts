import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PersonalDataRegistry } from '../users/personal-data/personal-data.registry.js';
import { BillingEventsService } from './events/billing-events.service.js';
import { PaymentProvider } from './providers/provider.types.js';
import { rowsOf } from './shared/sql-rows.js';

/**
 * Subscriptions, payments, refunds and checkout sessions in the export; on deletion the paid plan
 * is ended with the provider first. Subscriptions, payments and refunds are money records kept for
 * accounting (tax and chargeback periods): they lose their link to the person (user_id set to
 * null, the e-mail goes with the user row). Checkout sessions carry nothing we must keep: deleted.
 */
@Injectable()
export class BillingPersonalData implements OnModuleInit {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly events: BillingEventsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'billing',
      tables: ['subscriptions', 'payments', 'refunds', 'checkout_sessions'],
      export: (userId, manager) => this.export(userId, manager),
      beforeErase: (userId) => this.endPlans(userId),
      erase: (userId, manager) => this.erase(userId, manager),
    });
  }

  private async export(userId: string, manager: EntityManager) {
    const query = (sql: string) => manager.query(sql, [userId]);
    return {
      subscriptions: await query(
        `SELECT id, plan, status, amount_cents, currency, current_period_start, current_period_end,
                cancel_at_period_end, canceled_at, provider, provider_subscription_id, created_at
           FROM subscriptions WHERE user_id = $1 ORDER BY created_at`,
      ),
      payments: await query(
        `SELECT id, plan, status, amount_cents, amount_refunded_cents, currency, period_start,
                period_end, paid_at, provider_invoice_id, created_at
           FROM payments WHERE user_id = $1 ORDER BY created_at`,
      ),
      refunds: await query(
        `SELECT id, amount_cents, currency, status, money_back_guarantee, created_at
           FROM refunds WHERE user_id = $1 ORDER BY created_at`,
      ),
      checkout_sessions: await query(
        `SELECT plan, status, amount_cents, currency, created_at, completed_at
           FROM checkout_sessions WHERE user_id = $1 ORDER BY created_at`,
      ),
    };
  }

  /** No charge after the account is gone: paid plans end now, and the provider forgets the card. */
  private async endPlans(userId: string): Promise<void> {
    const live: { provider_subscription_id: string }[] = await this.dataSource.query(
      `SELECT provider_subscription_id FROM subscriptions
        WHERE user_id = $1 AND provider = $2 AND status IN ('active', 'past_due', 'incomplete')`,
      [userId, this.provider.name],
    );
    for (const { provider_subscription_id: id } of live) {
      const result = await this.provider.cancelNow(id);
      await this.events.applyFacts({
        subscription: { snapshot: result.value, observedAt: new Date() },
      });
      await this.events.applyAll(result.events);
    }
    const customers: { provider_customer_id: string | null }[] = await this.dataSource.query(
      'SELECT provider_customer_id FROM users WHERE id = $1',
      [userId],
    );
    const customerId = customers[0]?.provider_customer_id;
    if (customerId && customerId.startsWith('cus_test_') === (this.provider.name === 'test')) {
      await this.provider.deleteCustomer(customerId);
    }
    if (live.length > 0)
      this.logger.log(`Ended ${live.length} subscription(s) of a deleted account`);
  }

  private async erase(userId: string, manager: EntityManager): Promise<number> {
    let count = 0;
    for (const sql of [
      'DELETE FROM checkout_sessions WHERE user_id = $1',
      'UPDATE refunds SET user_id = NULL WHERE user_id = $1',
      'UPDATE payments SET user_id = NULL WHERE user_id = $1',
      'UPDATE subscriptions SET user_id = NULL WHERE user_id = $1',
    ]) {
      const result: unknown = await manager.query(sql, [userId]);
      count +=
        Array.isArray(result) && typeof result[1] === 'number' ? result[1] : rowsOf(result).length;
    }
    return count;
  }
}
