import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentProvider } from '../providers/provider.types.js';
import { PLAN_NAMES } from './plan-names.js';
import type { PaidPlan } from './billing-types.js';
import { rowsOf } from './sql-rows.js';

/** The user's customer at the provider, made once; and the rule against buying a plan twice. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
  ) {}

  async ensureCustomer(user: { id: string; email: string }): Promise<string> {
    const existing = await this.stored(user.id);
    if (existing && this.belongsToProvider(existing)) return existing;
    const created = await this.provider.createCustomer({ userId: user.id, email: user.email });
    // Conditional: of two concurrent first checkouts one customer id is kept (the other is unused).
    const kept = rowsOf<{ provider_customer_id: string }>(
      await this.dataSource.query(
        `UPDATE users SET provider_customer_id = $2
          WHERE id = $1 AND provider_customer_id IS NOT DISTINCT FROM $3
          RETURNING provider_customer_id`,
        [user.id, created, existing],
      ),
    );
    return kept[0]?.provider_customer_id ?? (await this.stored(user.id)) ?? created;
  }

  /** 409 when the user already holds this plan or a higher one. */
  async refuseIfHolding(userId: string, plan: PaidPlan): Promise<void> {
    const rows: { plan: PaidPlan }[] = await this.dataSource.query(
      `SELECT plan FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'past_due')`,
      [userId],
    );
    const held = rows.find((row) => row.plan === plan || row.plan === 'premium');
    if (held) {
      throw new ConflictException({
        detail: `You already have an active ${PLAN_NAMES[held.plan]} subscription.`,
      });
    }
  }

  private async stored(userId: string): Promise<string | null> {
    const rows: { provider_customer_id: string | null }[] = await this.dataSource.query(
      'SELECT provider_customer_id FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.provider_customer_id ?? null;
  }

  /** A customer made in test mode means nothing to Stripe, and the other way round. */
  private belongsToProvider(customerId: string): boolean {
    return customerId.startsWith('cus_test_') === (this.provider.name === 'test');
  }
}
