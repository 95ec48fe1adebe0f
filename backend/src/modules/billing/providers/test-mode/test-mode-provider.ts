import { BadRequestException, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app.config.js';
import { BillingConfig } from '../../billing.config.js';
import type { PaidPlan } from '../../shared/billing-types.js';
import { toCents } from '../../shared/money.js';
import { rowsOf } from '../../shared/sql-rows.js';
import {
  PaymentProvider,
  type BillingEvent,
  type CheckoutInput,
  type CreatedSubscription,
  type CustomerInput,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type ProviderSubscription,
  type RefundInput,
  type WithEvents,
} from '../provider.types.js';
import {
  toProviderCheckout,
  toProviderInvoice,
  toProviderRefund,
  toProviderSubscription,
  type TestCheckoutSession,
  type TestInvoice,
  type TestPaymentIntent,
  type TestRefund,
  type TestSubscription,
} from './test-mode-objects.js';
import { newInvoice, paymentIntentOf, subscriptionEvent, testEvent } from './test-mode-events.js';
import { renewTestSubscription } from './test-mode-renewal.js';
import { newTestId, TestModeStore } from './test-mode-store.js';

/**
 * The built-in provider when no Stripe key is set: no card, no network. It keeps what Stripe
 * would keep and answers each change with the events Stripe would send by webhook, which the
 * caller applies through the same code as Stripe's.
 */
@Injectable()
export class TestModeProvider extends PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly store: TestModeStore,
    private readonly billing: BillingConfig,
    private readonly app: AppConfig,
  ) {
    super();
  }

  async createCustomer(input: CustomerInput): Promise<string> {
    const customer = await this.store.insert('customer', {
      id: newTestId('customer'),
      userId: input.userId,
    });
    return customer.id;
  }

  async deleteCustomer(customerId: string): Promise<void> {
    await this.store.update('customer', customerId, { userId: null, deleted: true });
  }

  async createSubscription(input: {
    customerId: string;
    userId: string;
    plan: PaidPlan;
  }): Promise<CreatedSubscription> {
    return this.store.transaction(async (manager) => {
      const now = new Date();
      const amountCents = this.priceCents(input.plan);
      const subscriptionId = newTestId('subscription');
      const invoice = newInvoice(subscriptionId, input.customerId, amountCents, now);
      const intent = paymentIntentOf(invoice, 'requires_payment_method');
      const subscription: TestSubscription = {
        id: subscriptionId,
        customerId: input.customerId,
        userId: input.userId,
        plan: input.plan,
        status: 'incomplete',
        amountCents,
        currency: 'usd',
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        latestInvoiceId: invoice.id,
      };
      await this.store.insert('subscription', subscription, manager);
      await this.store.insert('invoice', invoice, manager);
      await this.store.insert('payment_intent', intent, manager);
      return {
        subscription: toProviderSubscription(subscription),
        invoice: toProviderInvoice(invoice),
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
      };
    });
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const subscription = await this.store.get<TestSubscription>('subscription', id);
    return subscription && toProviderSubscription(subscription);
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const invoice = await this.store.get<TestInvoice>('invoice', id);
    return invoice && toProviderInvoice(invoice);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null> {
    const intent = await this.store.get<TestPaymentIntent>('payment_intent', id);
    return (
      intent && {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amountCents,
        currency: intent.currency,
      }
    );
  }

  async createCheckoutSession(input: CheckoutInput): Promise<ProviderCheckoutSession> {
    const id = newTestId('checkout_session');
    const session = await this.store.insert<TestCheckoutSession>('checkout_session', {
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      customerId: input.customerId,
      userId: input.userId,
      plan: input.plan,
      amountCents: this.priceCents(input.plan),
      currency: 'usd',
      successUrl: input.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: input.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', id),
      url: `${this.app.publicUrl}/test-checkout?session_id=${id}`,
      subscriptionId: null,
      invoiceId: null,
    });
    return toProviderCheckout(session);
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await this.store.get<TestCheckoutSession>('checkout_session', id);
    return session && toProviderCheckout(session);
  }

  /** The stored session with its amounts and return URLs, for the test checkout page. */
  checkoutDetails(id: string): Promise<TestCheckoutSession | null> {
    return this.store.get<TestCheckoutSession>('checkout_session', id);
  }

  async createPortalSession(): Promise<string> {
    return `${this.app.publicUrl}/test-billing-portal`;
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<WithEvents<ProviderSubscription>> {
    return this.changeSubscription(subscriptionId, { cancelAtPeriodEnd: true }, [
      'active',
      'past_due',
      'incomplete',
    ]);
  }

  async cancelNow(subscriptionId: string): Promise<WithEvents<ProviderSubscription>> {
    return this.changeSubscription(
      subscriptionId,
      { status: 'canceled', canceledAt: new Date().toISOString() },
      ['active', 'past_due', 'incomplete'],
      'customer.subscription.deleted',
    );
  }

  async refund(input: RefundInput): Promise<WithEvents<ProviderRefund>> {
    const intent = await this.store.get<TestPaymentIntent>('payment_intent', input.paymentIntentId);
    if (!intent || intent.status !== 'succeeded') {
      throw new BadRequestException({
        detail: 'This payment has not succeeded: nothing to refund.',
      });
    }
    const existing = await this.store.get<TestRefund>('refund', `re_test_${input.idempotencyKey}`);
    if (existing) return { value: toProviderRefund(existing), events: [] };
    return this.store.transaction(async (manager) => {
      // One statement guards the refundable amount, as Stripe does, however many refunds race.
      const result: unknown = await manager.query(
        `UPDATE test_mode_objects
            SET data = jsonb_set(data, '{amountRefundedCents}', to_jsonb((data->>'amountRefundedCents')::int + $2))
          WHERE id = $1 AND kind = 'payment_intent'
            AND (data->>'amountRefundedCents')::int + $2 <= (data->>'amountCents')::int
          RETURNING data`,
        [intent.id, input.amountCents],
      );
      const updated = rowsOf<{ data: TestPaymentIntent }>(result)[0]?.data;
      if (!updated) {
        throw new BadRequestException({
          detail: 'The refund is larger than what is left of this payment.',
        });
      }
      const refund = await this.store.insert<TestRefund>(
        'refund',
        {
          id: `re_test_${input.idempotencyKey}`,
          paymentIntentId: intent.id,
          amountCents: input.amountCents,
          currency: intent.currency,
          status: 'succeeded',
          reason: input.reason,
        },
        manager,
      );
      const event = testEvent('charge.refunded', {
        type: 'charge.refunded',
        paymentIntentId: intent.id,
        amountRefundedCents: updated.amountRefundedCents,
      });
      return { value: toProviderRefund(refund), events: [event] };
    });
  }

  async listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    const refunds = await this.store.where<TestRefund>(
      'refund',
      'paymentIntentId',
      paymentIntentId,
    );
    return refunds.map(toProviderRefund);
  }

  // ---- What a customer does on Stripe's side, in test mode ----

  /** The payment form's Pay (succeeded) or Decline (failed) on a subscription's first payment. */
  async pay(
    paymentIntentId: string,
    outcome: 'succeeded' | 'failed',
  ): Promise<WithEvents<{ status: string } | null>> {
    const intent = await this.store.get<TestPaymentIntent>('payment_intent', paymentIntentId);
    if (!intent) return { value: null, events: [] };
    if (outcome === 'failed') {
      if (intent.status === 'succeeded') return { value: { status: intent.status }, events: [] };
      await this.store.update('payment_intent', intent.id, {
        lastError: 'Your card was declined (test mode).',
      });
      const invoice = (await this.store.get<TestInvoice>('invoice', intent.invoiceId))!;
      return {
        value: { status: 'requires_payment_method' },
        events: [
          testEvent('invoice.payment_failed', {
            type: 'invoice.payment_failed',
            invoice: toProviderInvoice(invoice),
          }),
        ],
      };
    }
    const events = await this.store.transaction(async (manager) => {
      const won = await this.store.update<TestPaymentIntent>(
        'payment_intent',
        intent.id,
        { status: 'succeeded', lastError: null },
        ['requires_payment_method'],
        manager,
      );
      if (!won) return [];
      return this.markInvoicePaid(intent.invoiceId, manager);
    });
    return { value: { status: 'succeeded' }, events };
  }

  /** The test checkout page's Pay button: the session is paid, a subscription starts. */
  async completeCheckout(sessionId: string): Promise<WithEvents<TestCheckoutSession | null>> {
    return this.store.transaction(async (manager) => {
      const session = await this.store.update<TestCheckoutSession>(
        'checkout_session',
        sessionId,
        { status: 'complete', paymentStatus: 'paid' },
        ['open'],
        manager,
      );
      if (!session) {
        const current = await this.store.get<TestCheckoutSession>(
          'checkout_session',
          sessionId,
          manager,
        );
        return { value: current, events: [] };
      }
      const now = new Date();
      const subscriptionId = newTestId('subscription');
      const invoice = newInvoice(subscriptionId, session.customerId, session.amountCents, now);
      const subscription: TestSubscription = {
        id: subscriptionId,
        customerId: session.customerId,
        userId: session.userId,
        plan: session.plan,
        status: 'active',
        amountCents: session.amountCents,
        currency: session.currency,
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        latestInvoiceId: invoice.id,
      };
      const paid: TestInvoice = {
        ...invoice,
        status: 'paid',
        amountPaidCents: invoice.amountDueCents,
        paidAt: now.toISOString(),
      };
      await this.store.insert('subscription', subscription, manager);
      await this.store.insert('invoice', paid, manager);
      await this.store.insert('payment_intent', paymentIntentOf(paid, 'succeeded'), manager);
      const completed = (await this.store.update<TestCheckoutSession>(
        'checkout_session',
        sessionId,
        { subscriptionId, invoiceId: paid.id },
        undefined,
        manager,
      ))!;
      return {
        value: completed,
        events: [
          testEvent('customer.subscription.created', {
            type: 'subscription.changed',
            subscription: toProviderSubscription(subscription),
          }),
          testEvent('invoice.paid', { type: 'invoice.paid', invoice: toProviderInvoice(paid) }),
          testEvent('checkout.session.completed', {
            type: 'checkout.completed',
            session: toProviderCheckout(completed),
          }),
        ],
      };
    });
  }

  /** The test checkout page's Cancel button. */
  async expireCheckout(sessionId: string): Promise<TestCheckoutSession | null> {
    await this.store.update('checkout_session', sessionId, { status: 'expired' }, ['open']);
    return this.store.get<TestCheckoutSession>('checkout_session', sessionId);
  }

  /** What Stripe does at a period's end (test-mode-renewal.ts). */
  renew(subscriptionId: string): Promise<BillingEvent[]> {
    return renewTestSubscription(this.store, subscriptionId);
  }

  private async markInvoicePaid(
    invoiceId: string,
    manager: Parameters<TestModeStore['update']>[4],
  ): Promise<BillingEvent[]> {
    const invoice = await this.store.get<TestInvoice>('invoice', invoiceId, manager);
    const paid = (await this.store.update<TestInvoice>(
      'invoice',
      invoiceId,
      {
        status: 'paid',
        amountPaidCents: invoice!.amountDueCents,
        paidAt: new Date().toISOString(),
      },
      undefined,
      manager,
    ))!;
    const subscription = await this.store.update<TestSubscription>(
      'subscription',
      paid.subscriptionId,
      { status: 'active' },
      ['incomplete', 'past_due', 'active'],
      manager,
    );
    return [
      testEvent('invoice.paid', { type: 'invoice.paid', invoice: toProviderInvoice(paid) }),
      ...(subscription ? [subscriptionEvent('customer.subscription.updated', subscription)] : []),
    ];
  }

  private async changeSubscription(
    id: string,
    patch: Partial<TestSubscription>,
    fromStatuses: string[],
    providerType = 'customer.subscription.updated',
  ): Promise<WithEvents<ProviderSubscription>> {
    const changed = await this.store.update<TestSubscription>(
      'subscription',
      id,
      patch,
      fromStatuses,
    );
    const current = changed ?? (await this.store.get<TestSubscription>('subscription', id));
    if (!current) throw new BadRequestException({ detail: 'No such subscription.' });
    return {
      value: toProviderSubscription(current),
      events: changed ? [subscriptionEvent(providerType, changed)] : [],
    };
  }

  private priceCents(plan: PaidPlan): number {
    return toCents(plan === 'pro' ? this.billing.proPrice : this.billing.premiumPrice);
  }
}
