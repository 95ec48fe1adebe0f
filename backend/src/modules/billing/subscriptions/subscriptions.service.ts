import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { toUserDto } from '../../users/dto/user.dto.js';
import { User } from '../../users/entities/user.entity.js';
import { BillingEventsService } from '../events/billing-events.service.js';
import { BillingLedger } from '../ledger/billing-ledger.js';
import type { ConfirmedPaymentDto, CreatedSubscriptionDto } from '../payments/payments.dto.js';
import { PaymentProvider } from '../providers/provider.types.js';
import { ENTITLED_STATUSES, type PaidPlan } from '../shared/billing-types.js';
import { CustomersService } from '../shared/customers.service.js';
import { PLAN_NAMES } from '../shared/plan-names.js';
import { Subscription } from './subscription.entity.js';
import { toSubscriptionDto, type SubscriptionDto } from './subscription.dto.js';

/** Subscribing with an embedded payment form, confirming it, cancelling, and what the user holds. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly provider: PaymentProvider,
    private readonly customers: CustomersService,
    private readonly ledger: BillingLedger,
    private readonly events: BillingEventsService,
  ) {}

  async current(userId: string): Promise<SubscriptionDto | null> {
    const newest = await this.subscriptions.findOne({
      where: { userId },
      order: { createdAt: 'DESC' },
    });
    return newest ? toSubscriptionDto(newest) : null;
  }

  /** An incomplete subscription whose first payment the browser confirms with the client secret. */
  async create(user: AuthenticatedUser, plan: PaidPlan): Promise<CreatedSubscriptionDto> {
    await this.customers.refuseIfHolding(user.id, plan);
    const customerId = await this.customers.ensureCustomer(user);
    const created = await this.provider.createSubscription({ customerId, userId: user.id, plan });
    const row = await this.dataSource.transaction((manager) =>
      this.ledger.recordNewSubscription(
        manager,
        this.provider.name,
        created.subscription,
        created.invoice,
      ),
    );
    return {
      client_secret: created.clientSecret,
      payment_intent_id: created.paymentIntentId,
      subscription_id: row.id,
      payment_mode: this.provider.name,
    };
  }

  /**
   * Upgrades only when the provider says the payment succeeded. Safe to repeat and to race: the
   * subscription and payment rows are keyed by the provider's ids, the period start is conditional.
   */
  async confirm(user: AuthenticatedUser, paymentIntentId: string): Promise<ConfirmedPaymentDto> {
    const payments: { provider_invoice_id: string; provider_subscription_id: string }[] =
      await this.dataSource.query(
        `SELECT p.provider_invoice_id, s.provider_subscription_id
           FROM payments p JOIN subscriptions s ON s.id = p.subscription_id
          WHERE p.provider_payment_intent_id = $1 AND p.user_id = $2`,
        [paymentIntentId, user.id],
      );
    const payment = payments[0];
    const intent = payment ? await this.provider.retrievePaymentIntent(paymentIntentId) : null;
    if (!payment || !intent)
      throw new NotFoundException({ detail: 'We could not find that payment.' });
    if (intent.status !== 'succeeded') {
      throw new HttpException(
        { detail: `The payment has not succeeded (status: ${intent.status}).` },
        HttpStatus.PAYMENT_REQUIRED,
      );
    }
    const invoice = await this.provider.retrieveInvoice(payment.provider_invoice_id);
    const subscription = await this.provider.retrieveSubscription(payment.provider_subscription_id);
    if (!invoice || !subscription) {
      throw new NotFoundException({ detail: 'We could not find that payment.' });
    }
    await this.events.applyFacts({
      subscription: { snapshot: subscription, observedAt: new Date() },
      // The intent that pays this invoice succeeded: the invoice is paid, whatever the copy we read.
      invoicePaid: { ...invoice, paymentIntentId, status: 'paid' },
    });
    const plan = subscription.plan ?? 'pro';
    await this.events.endPlansReplacedBy(subscription.id);
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    return {
      message: `${PLAN_NAMES[plan]} subscription activated successfully!`,
      plan,
      user: toUserDto(fresh),
    };
  }

  /** Cancels at the period's end: the plan stays until then. Repeating it changes nothing. */
  async cancel(userId: string): Promise<SubscriptionDto> {
    const subscription = await this.subscriptions.findOne({
      where: { userId, status: In(ENTITLED_STATUSES) },
      order: { createdAt: 'DESC' },
    });
    if (!subscription) {
      throw new NotFoundException({ detail: 'You have no active subscription to cancel.' });
    }
    if (!subscription.cancelAtPeriodEnd) {
      const result = await this.provider.cancelAtPeriodEnd(subscription.providerSubscriptionId);
      await this.events.applyFacts({
        subscription: { snapshot: result.value, observedAt: new Date() },
      });
      await this.events.applyAll(result.events);
    }
    return toSubscriptionDto(await this.subscriptions.findOneByOrFail({ id: subscription.id }));
  }
}
