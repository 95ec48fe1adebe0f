import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import type { RefundRequestDto, RefundResultDto } from '../admin/admin-payments.dto.js';
import { BillingConfig } from '../billing.config.js';
import { BillingEventsService } from '../events/billing-events.service.js';
import { PaymentProvider } from '../providers/provider.types.js';
import {
  ENTITLED_STATUSES,
  type PaidPlan,
  type SubscriptionStatus,
} from '../shared/billing-types.js';
import { formatDollars, toCents, toDollars } from '../shared/money.js';
import { rowsOf } from '../shared/sql-rows.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

interface SubscriptionRow {
  id: string;
  user_id: string | null;
  plan: PaidPlan;
  status: SubscriptionStatus;
  provider_subscription_id: string;
}

interface PaymentRow {
  id: string;
  provider_payment_intent_id: string | null;
  amount_cents: number;
  amount_refunded_cents: number;
  currency: string;
}

/**
 * Staff refunds on a subscription's latest payment. Premium within the money-back guarantee
 * (counted from the user's first Premium payment) ends the plan at once; outside it, a refund of
 * all of the latest payment does too, and a partial refund leaves the plan running.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly events: BillingEventsService,
    private readonly config: BillingConfig,
    private readonly audit: AuditService,
  ) {}

  async refund(
    staffId: string,
    dto: RefundRequestDto,
    ipAddress: string | null = null,
  ): Promise<RefundResultDto> {
    const subscription = await this.subscription(dto.subscription_id);
    const payment = await this.latestPayment(subscription.id);
    const cents = toCents(dto.amount);
    const left = payment.amount_cents - payment.amount_refunded_cents;
    if (cents > left) {
      throw new BadRequestException({
        detail: `The refund cannot be more than ${formatDollars(left)}, what is left of the last payment.`,
      });
    }
    if (!payment.provider_payment_intent_id) {
      throw new BadRequestException({
        detail:
          'This payment has no card payment on record: refund it in the provider’s dashboard.',
      });
    }
    const moneyBack = await this.withinGuarantee(subscription);
    const key = dto.idempotency_key ?? null;
    await this.dataSource.transaction(async (manager) => {
      if (key) await this.rememberKey(manager, payment.id, key, cents);
      await this.reserve(manager, payment.id, cents);
    });
    let result;
    try {
      result = await this.provider.refund({
        paymentIntentId: payment.provider_payment_intent_id,
        amountCents: cents,
        reason: dto.reason,
        // Scoped to the payment: a key staff reuse on another payment is another refund.
        idempotencyKey: key
          ? `refund-${createHash('sha256').update(`${payment.id}:${key}`).digest('hex').slice(0, 40)}`
          : randomUUID(),
      });
    } catch (error) {
      // Nothing was refunded: the amount is free again, and so is the key for a retry.
      await this.dataSource.transaction(async (manager) => {
        await this.reserve(manager, payment.id, -cents);
        if (key) {
          await manager.query(
            'DELETE FROM refund_keys WHERE payment_id = $1 AND idempotency_key = $2',
            [payment.id, key],
          );
        }
      });
      throw error;
    }
    const refund = result.value;
    const [row] = await this.dataSource.transaction(async (manager) => {
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO refunds (user_id, payment_id, provider_refund_id, amount_cents, currency, status,
           reason, staff_user_id, money_back_guarantee)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (provider_refund_id) DO UPDATE SET reason = EXCLUDED.reason,
           staff_user_id = EXCLUDED.staff_user_id, money_back_guarantee = EXCLUDED.money_back_guarantee
         RETURNING id`,
        [
          subscription.user_id,
          payment.id,
          refund.id,
          refund.amountCents,
          refund.currency,
          refund.status,
          dto.reason,
          staffId,
          moneyBack,
        ],
      );
      await this.audit.recordChange(
        {
          action: 'billing.refund',
          actorId: staffId,
          ipAddress,
          targetType: 'subscription',
          targetId: subscription.id,
          before: { amount_refunded_cents: payment.amount_refunded_cents },
          after: { amount_refunded_cents: payment.amount_refunded_cents + cents },
          extra: {
            subscription_id: subscription.id,
            amount_cents: cents,
            money_back_guarantee: moneyBack,
          },
        },
        manager,
      );
      return inserted;
    });
    await this.events.applyAll(result.events);
    const downgrade = moneyBack || cents === left;
    const downgraded = downgrade && (await this.endNow(subscription));
    this.logger.log(
      `Refunded ${formatDollars(cents)} on a ${subscription.plan} subscription${downgraded ? ', plan ended' : ''}`,
    );
    return {
      refund: {
        id: row.id,
        amount: toDollars(refund.amountCents),
        currency: refund.currency,
        status: refund.status,
        reason: dto.reason,
      },
      downgraded,
      money_back_guarantee: moneyBack,
    };
  }

  private async subscription(id: string): Promise<SubscriptionRow> {
    const rows: SubscriptionRow[] = await this.dataSource.query(
      `SELECT id, user_id, plan, status, provider_subscription_id FROM subscriptions
        WHERE ${UUID.test(id) ? 'id = $1::uuid' : 'provider_subscription_id = $1'}`,
      [id],
    );
    if (!rows[0]) throw new NotFoundException({ detail: 'There is no such subscription.' });
    return rows[0];
  }

  private async latestPayment(subscriptionId: string): Promise<PaymentRow> {
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT id, provider_payment_intent_id, amount_cents, amount_refunded_cents, currency
         FROM payments WHERE subscription_id = $1 AND status IN ('succeeded', 'partially_refunded')
        ORDER BY paid_at DESC NULLS LAST LIMIT 1`,
      [subscriptionId],
    );
    if (!rows[0]) {
      throw new BadRequestException({ detail: 'This subscription has no payment left to refund.' });
    }
    return rows[0];
  }

  /** Premium, and the user's first Premium payment was made within the guarantee's days. */
  private async withinGuarantee(subscription: SubscriptionRow): Promise<boolean> {
    if (subscription.plan !== 'premium') return false;
    const rows: { first_paid_at: Date | null }[] = await this.dataSource.query(
      `SELECT min(paid_at) AS first_paid_at FROM payments
        WHERE plan = 'premium' AND paid_at IS NOT NULL AND status <> 'pending'
          AND (subscription_id = $1 OR ($2::uuid IS NOT NULL AND user_id = $2::uuid))`,
      [subscription.id, subscription.user_id],
    );
    const first = rows[0]?.first_paid_at;
    return (
      first !== null &&
      first !== undefined &&
      Date.now() - new Date(first).getTime() <= this.config.moneyBackGuaranteeDays * DAY_MS
    );
  }

  /**
   * Records the key for this payment, in the transaction that reserves the amount: a key already
   * recorded (by a refund made, or one being made) refunds nothing.
   */
  private async rememberKey(
    manager: EntityManager,
    paymentId: string,
    key: string,
    cents: number,
  ): Promise<void> {
    const inserted = rowsOf(
      await manager.query(
        `INSERT INTO refund_keys (payment_id, idempotency_key, amount_cents) VALUES ($1, $2, $3)
         ON CONFLICT (payment_id, idempotency_key) DO NOTHING RETURNING payment_id`,
        [paymentId, key, cents],
      ),
    );
    if (inserted.length > 0) return;
    const [held]: { amount_cents: number }[] = await manager.query(
      'SELECT amount_cents FROM refund_keys WHERE payment_id = $1 AND idempotency_key = $2',
      [paymentId, key],
    );
    if (held && held.amount_cents !== cents) {
      throw new ConflictException({
        detail: `This idempotency key was already used for a refund of ${formatDollars(held.amount_cents)} on this payment.`,
      });
    }
    throw new ConflictException({ detail: 'This refund has already been made.' });
  }

  /** Holds the amount on the payment before calling the provider: two refunds never exceed it. */
  private async reserve(manager: EntityManager, paymentId: string, cents: number): Promise<void> {
    const rows = rowsOf(
      await manager.query(
        `UPDATE payments SET amount_refunded_cents = amount_refunded_cents + $2,
           status = CASE WHEN amount_refunded_cents + $2 >= amount_cents THEN 'refunded'
             WHEN amount_refunded_cents + $2 > 0 THEN 'partially_refunded' ELSE 'succeeded' END,
           updated_at = now()
         WHERE id = $1 AND amount_refunded_cents + $2 BETWEEN 0 AND amount_cents
         RETURNING id`,
        [paymentId, cents],
      ),
    );
    if (rows.length > 0) return;
    throw new ConflictException({
      detail: 'Another refund was just made on this payment. Please reload and try again.',
    });
  }

  /** Ends the subscription at once with the provider; false when it had already ended. */
  private async endNow(subscription: SubscriptionRow): Promise<boolean> {
    if (!ENTITLED_STATUSES.includes(subscription.status) && subscription.status !== 'incomplete') {
      return false;
    }
    const result = await this.provider.cancelNow(subscription.provider_subscription_id);
    await this.events.applyFacts({
      subscription: { snapshot: result.value, observedAt: new Date() },
    });
    await this.events.applyAll(result.events);
    return true;
  }
}
