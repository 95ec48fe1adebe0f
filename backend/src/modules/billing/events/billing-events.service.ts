import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BillingLedger, type BillingFacts, type LedgerOutcome } from '../ledger/billing-ledger.js';
import {
  PaymentProvider,
  type BillingEvent,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../providers/provider.types.js';
import { ENTITLED_STATUSES } from '../shared/billing-types.js';
import { rowsOf } from '../shared/sql-rows.js';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies provider events (Stripe webhooks, or the test-mode provider's equivalents) exactly once:
 * the event id is recorded in the same transaction as its effect. What the event implies is read
 * back from the provider first, outside the transaction, so late or out-of-order deliveries end
 * in the provider's current state.
 */
@Injectable()
export class BillingEventsService {
  private readonly logger = new Logger('BillingEvents');

  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly ledger: BillingLedger,
  ) {}

  async apply(event: BillingEvent): Promise<EventOutcome> {
    const seen = await this.dataSource.query('SELECT 1 FROM billing_events WHERE id = $1', [
      event.id,
    ]);
    if (seen.length > 0) return 'duplicate';
    const facts = await this.factsFor(event);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const recorded = rowsOf(
        await manager.query(
          `INSERT INTO billing_events (id, provider, type, outcome) VALUES ($1, $2, $3, 'applied')
           ON CONFLICT (id) DO NOTHING RETURNING id`,
          [event.id, this.provider.name, event.providerType.slice(0, 64)],
        ),
      );
      if (recorded.length === 0) return 'duplicate' as const;
      const result = facts ? await this.ledger.apply(manager, this.provider.name, facts) : null;
      if (result?.ours) return 'applied' as const;
      await manager.query(`UPDATE billing_events SET outcome = 'ignored' WHERE id = $1`, [
        event.id,
      ]);
      return 'ignored' as const;
    });
    this.logger.log(`Event ${event.id} (${event.providerType}): ${outcome}`);
    if (outcome === 'applied') {
      const bought =
        event.type === 'checkout.completed'
          ? event.session.subscriptionId
          : event.type === 'subscription.changed' && event.subscription.status === 'active'
            ? event.subscription.id
            : null;
      // Premium bought by checkout ends Pro even when the buyer never comes back to the site.
      if (bought) await this.endPlansReplacedBy(bought);
    }
    return outcome;
  }

  /**
   * A user moving up (Pro to Premium) keeps one plan: the lower ones still running are ended at
   * once so the provider stops charging for them (no proration: unused Pro days are not refunded).
   * Nothing happens unless the kept subscription is itself running; repeating it changes nothing.
   */
  async endPlansReplacedBy(keptProviderSubscriptionId: string): Promise<void> {
    const replaced = rowsOf<{ id: string; plan: string }>(
      await this.dataSource.query(
        `SELECT other.provider_subscription_id AS id, other.plan
           FROM subscriptions AS kept
           JOIN subscriptions AS other ON other.user_id = kept.user_id AND other.id <> kept.id
          WHERE kept.provider_subscription_id = $1
            AND kept.status = ANY($2) AND other.status = ANY($2)
            AND kept.plan = 'premium' AND other.plan = 'pro'`,
        [keptProviderSubscriptionId, ENTITLED_STATUSES],
      ),
    );
    for (const other of replaced) {
      const result = await this.provider.cancelNow(other.id);
      await this.applyFacts({ subscription: { snapshot: result.value, observedAt: new Date() } });
      await this.applyAll(result.events);
      this.logger.log(`Ended a ${other.plan} subscription replaced by a higher plan`);
    }
  }

  async applyAll(events: BillingEvent[]): Promise<void> {
    for (const event of events) await this.apply(event);
  }

  /** Facts already read back from the provider (a confirmed payment, a paid checkout). */
  applyFacts(facts: BillingFacts): Promise<LedgerOutcome> {
    return this.dataSource.transaction((manager) =>
      this.ledger.apply(manager, this.provider.name, facts),
    );
  }

  /** What a paid checkout session means: its subscription and its paid first invoice. */
  async checkoutFacts(session: ProviderCheckoutSession): Promise<BillingFacts> {
    const paid =
      session.status === 'complete' &&
      (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required');
    if (!paid || !session.subscriptionId) return {};
    const subscription = await this.provider.retrieveSubscription(session.subscriptionId);
    const invoiceId = session.invoiceId ?? subscription?.latestInvoiceId;
    const invoice = invoiceId ? await this.provider.retrieveInvoice(invoiceId) : null;
    return {
      checkoutCompleted: session,
      ...(subscription && { subscription: this.now(subscription) }),
      ...(invoice?.status === 'paid' && { invoicePaid: invoice }),
    };
  }

  /** What an invoice means, with its payment intent and its subscription's current state. */
  async invoiceFacts(
    invoice: ProviderInvoice,
    kind: 'invoicePaid' | 'invoiceFailed',
  ): Promise<BillingFacts> {
    const full = invoice.paymentIntentId
      ? invoice
      : ((await this.provider.retrieveInvoice(invoice.id)) ?? invoice);
    const subscription = full.subscriptionId
      ? await this.provider.retrieveSubscription(full.subscriptionId)
      : null;
    return { [kind]: full, ...(subscription && { subscription: this.now(subscription) }) };
  }

  private async factsFor(event: BillingEvent): Promise<BillingFacts | null> {
    switch (event.type) {
      case 'subscription.changed':
        return { subscription: await this.freshest(event.subscription, event.occurredAt) };
      case 'invoice.paid':
        return this.invoiceFacts(event.invoice, 'invoicePaid');
      case 'invoice.payment_failed':
        return this.invoiceFacts(event.invoice, 'invoiceFailed');
      case 'checkout.completed':
        return this.checkoutFacts(event.session);
      case 'charge.refunded':
        if (!event.paymentIntentId) return null;
        return {
          refunds: {
            paymentIntentId: event.paymentIntentId,
            amountRefundedCents: event.amountRefundedCents,
            refunds: await this.provider.listRefunds(event.paymentIntentId),
          },
        };
      default:
        return null;
    }
  }

  /**
   * The event's snapshot, unless what we hold was observed at or after the event: then this event
   * may be older news (Stripe does not promise order), so the provider's current state is used.
   */
  private async freshest(
    snapshot: ProviderSubscription,
    occurredAt: Date,
  ): Promise<{ snapshot: ProviderSubscription; observedAt: Date }> {
    const rows: { provider_state_at: Date | null }[] = await this.dataSource.query(
      'SELECT provider_state_at FROM subscriptions WHERE provider_subscription_id = $1',
      [snapshot.id],
    );
    const held = rows[0]?.provider_state_at;
    if (held && new Date(held) >= occurredAt) {
      const current = await this.provider.retrieveSubscription(snapshot.id);
      if (current) return this.now(current);
    }
    return { snapshot, observedAt: occurredAt };
  }

  private now(snapshot: ProviderSubscription) {
    return { snapshot, observedAt: new Date() };
  }
}
