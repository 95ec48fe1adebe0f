import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  ProviderCheckoutSession,
  ProviderInvoice,
  ProviderRefund,
  ProviderSubscription,
} from '../providers/provider.types.js';
import type { PaidPlan, ProviderName, SubscriptionStatus } from '../shared/billing-types.js';
import { rowsOf } from '../shared/sql-rows.js';
import {
  ACTIVATE_ON_PAYMENT,
  COMPLETE_CHECKOUT,
  RECORD_FAILED_INVOICE,
  RECORD_PAID_INVOICE,
  RECORD_PENDING_INVOICE,
  RECORD_REFUND,
  RECORD_REFUNDED_TOTAL,
  START_PAID_PERIOD,
  SYNC_TIER,
  UPSERT_SUBSCRIPTION,
} from './ledger.sql.js';

/** What the provider says, already read back from it: the ledger applies it in one transaction. */
export interface BillingFacts {
  subscription?: { snapshot: ProviderSubscription; observedAt: Date };
  invoicePaid?: ProviderInvoice;
  invoiceFailed?: ProviderInvoice;
  refunds?: { paymentIntentId: string; amountRefundedCents: number; refunds: ProviderRefund[] };
  checkoutCompleted?: ProviderCheckoutSession;
}

export interface LedgerOutcome {
  /** Whether anything here was about one of our users' subscriptions. */
  ours: boolean;
  /** Users whose Pro period started (usage reset) through this. */
  periodsStarted: string[];
}

interface SubscriptionRow {
  id: string;
  user_id: string | null;
  plan: PaidPlan;
  status: SubscriptionStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every change to subscriptions, payments, refunds and the user's plan goes through here. */
@Injectable()
export class BillingLedger {
  private readonly logger = new Logger('Billing');

  async apply(
    manager: EntityManager,
    provider: ProviderName,
    facts: BillingFacts,
  ): Promise<LedgerOutcome> {
    const outcome: LedgerOutcome = { ours: false, periodsStarted: [] };
    const users = new Set<string>();
    let subscription: SubscriptionRow | null = null;
    if (facts.subscription) {
      subscription = await this.upsertSubscription(
        manager,
        provider,
        facts.subscription.snapshot,
        facts.subscription.observedAt,
      );
    }
    const invoice = facts.invoicePaid ?? facts.invoiceFailed;
    if (invoice?.subscriptionId && !subscription) {
      subscription = await this.findSubscription(manager, invoice.subscriptionId);
    }
    if (subscription?.user_id) users.add(subscription.user_id);
    if (subscription) outcome.ours = true;

    if (facts.invoicePaid && subscription) {
      const started = await this.recordPaidInvoice(
        manager,
        provider,
        subscription,
        facts.invoicePaid,
      );
      if (started) outcome.periodsStarted.push(started);
    }
    if (facts.invoiceFailed && subscription) {
      await this.recordInvoice(
        manager,
        RECORD_FAILED_INVOICE,
        provider,
        subscription,
        facts.invoiceFailed,
      );
    }
    if (facts.refunds) {
      const refunded = await this.recordRefunds(manager, facts.refunds);
      if (refunded) outcome.ours = true;
    }
    if (facts.checkoutCompleted) {
      await manager.query(COMPLETE_CHECKOUT, [
        facts.checkoutCompleted.id,
        facts.checkoutCompleted.subscriptionId,
      ]);
    }
    for (const userId of users) await this.syncTier(manager, userId);
    return outcome;
  }

  /** A subscription just created through the API, with its first invoice waiting for payment. */
  async recordNewSubscription(
    manager: EntityManager,
    provider: ProviderName,
    snapshot: ProviderSubscription,
    invoice: ProviderInvoice,
  ): Promise<SubscriptionRow> {
    const row = await this.upsertSubscription(manager, provider, snapshot, new Date());
    if (!row) throw new Error(`Subscription ${snapshot.id} could not be recorded`);
    await this.recordInvoice(manager, RECORD_PENDING_INVOICE, provider, row, invoice);
    return row;
  }

  /** The user's tier from their entitled subscriptions; returns the new tier when it changed. */
  async syncTier(manager: EntityManager, userId: string): Promise<string | null> {
    const rows = rowsOf<{ subscription_tier: string }>(await manager.query(SYNC_TIER, [userId]));
    const tier = rows[0]?.subscription_tier ?? null;
    if (tier) this.logger.log(`A user's plan is now ${tier}`);
    return tier;
  }

  private async upsertSubscription(
    manager: EntityManager,
    provider: ProviderName,
    snapshot: ProviderSubscription,
    observedAt: Date,
  ): Promise<SubscriptionRow | null> {
    const existing = await this.findSubscription(manager, snapshot.id);
    const userId = existing ? existing.user_id : await this.ownerOf(manager, snapshot);
    const plan = snapshot.plan ?? existing?.plan;
    if (!existing && (!userId || !plan)) {
      this.logger.warn(`Subscription ${snapshot.id} is not one of ours: ignored`);
      return null;
    }
    const rows = rowsOf<SubscriptionRow>(
      await manager.query(UPSERT_SUBSCRIPTION, [
        userId,
        plan,
        snapshot.status,
        snapshot.amountCents,
        snapshot.currency,
        snapshot.currentPeriodStart,
        snapshot.currentPeriodEnd,
        snapshot.cancelAtPeriodEnd,
        snapshot.canceledAt,
        provider,
        snapshot.id,
        snapshot.customerId,
        observedAt,
      ]),
    );
    // Nothing back: what we hold is newer (or canceled); keep it.
    return rows[0] ?? existing;
  }

  private async findSubscription(
    manager: EntityManager,
    providerSubscriptionId: string,
  ): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await manager.query(
      'SELECT id, user_id, plan, status FROM subscriptions WHERE provider_subscription_id = $1',
      [providerSubscriptionId],
    );
    return rows[0] ?? null;
  }

  /** Our user: the id we put in the subscription's metadata, else the owner of its customer. */
  private async ownerOf(
    manager: EntityManager,
    snapshot: ProviderSubscription,
  ): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE id = $1::uuid OR provider_customer_id = $2
        ORDER BY (id = $1::uuid) DESC NULLS LAST LIMIT 1`,
      [snapshot.userId && UUID.test(snapshot.userId) ? snapshot.userId : null, snapshot.customerId],
    );
    return rows[0]?.id ?? null;
  }

  /** Records the paid invoice; returns the user id when it started a new usage period. */
  private async recordPaidInvoice(
    manager: EntityManager,
    provider: ProviderName,
    subscription: SubscriptionRow,
    invoice: ProviderInvoice,
  ): Promise<string | null> {
    await manager.query(RECORD_PAID_INVOICE, [
      ...invoiceParams(
        provider,
        subscription,
        invoice,
        invoice.amountPaidCents || invoice.amountDueCents,
      ),
      invoice.paidAt ?? new Date(),
    ]);
    await manager.query(ACTIVATE_ON_PAYMENT, [subscription.id]);
    const [current]: { status: SubscriptionStatus }[] = await manager.query(
      'SELECT status FROM subscriptions WHERE id = $1',
      [subscription.id],
    );
    if (!subscription.user_id || !invoice.periodStart || !invoice.periodEnd) return null;
    if (current?.status !== 'active' && current?.status !== 'past_due') return null;
    const rows = rowsOf<{ reset: boolean }>(
      await manager.query(START_PAID_PERIOD, [
        subscription.user_id,
        invoice.periodStart,
        invoice.periodEnd,
      ]),
    );
    if (!rows[0]?.reset) return null;
    this.logger.log(
      `A ${subscription.plan} period started: usage reset, renewal on ${invoice.periodEnd.toISOString()}`,
    );
    return subscription.user_id;
  }

  private async recordInvoice(
    manager: EntityManager,
    sql: string,
    provider: ProviderName,
    subscription: SubscriptionRow,
    invoice: ProviderInvoice,
  ): Promise<void> {
    await manager.query(
      sql,
      invoiceParams(provider, subscription, invoice, invoice.amountDueCents),
    );
  }

  private async recordRefunds(
    manager: EntityManager,
    facts: NonNullable<BillingFacts['refunds']>,
  ): Promise<boolean> {
    const rows = rowsOf<{ id: string; user_id: string | null; currency: string }>(
      await manager.query(RECORD_REFUNDED_TOTAL, [
        facts.paymentIntentId,
        facts.amountRefundedCents,
      ]),
    );
    const payment = rows[0];
    if (!payment) return false;
    for (const refund of facts.refunds) {
      await manager.query(RECORD_REFUND, [
        payment.user_id,
        payment.id,
        refund.id,
        refund.amountCents,
        refund.currency,
        refund.status,
        refund.reason ?? '',
      ]);
    }
    return true;
  }
}

/** The parameters every invoice statement starts with ($1–$10), in ledger.sql.ts's order. */
function invoiceParams(
  provider: ProviderName,
  subscription: SubscriptionRow,
  invoice: ProviderInvoice,
  amountCents: number,
): unknown[] {
  return [
    subscription.user_id,
    subscription.id,
    subscription.plan,
    provider,
    invoice.id,
    invoice.paymentIntentId,
    amountCents,
    invoice.currency,
    invoice.periodStart,
    invoice.periodEnd,
  ];
}
