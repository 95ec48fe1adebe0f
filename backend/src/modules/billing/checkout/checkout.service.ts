import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AppConfig } from '../../../config/app.config.js';
import { BillingConfig } from '../billing.config.js';
import { BillingEventsService } from '../events/billing-events.service.js';
import { PaymentProvider } from '../providers/provider.types.js';
import type { PaidPlan } from '../shared/billing-types.js';
import { CustomersService } from '../shared/customers.service.js';
import { toCents } from '../shared/money.js';
import { PLAN_NAMES } from '../shared/plan-names.js';
import { CheckoutSession } from './checkout-session.entity.js';
import type {
  CheckoutSessionCreatedDto,
  CreateCheckoutSessionDto,
  UpgradeResultDto,
} from './checkout.dto.js';

/** The provider's hosted checkout page, and the return from it. */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectRepository(CheckoutSession) private readonly sessions: Repository<CheckoutSession>,
    private readonly provider: PaymentProvider,
    private readonly customers: CustomersService,
    private readonly events: BillingEventsService,
    private readonly app: AppConfig,
    private readonly billing: BillingConfig,
  ) {}

  async create(
    user: AuthenticatedUser,
    dto: CreateCheckoutSessionDto,
  ): Promise<CheckoutSessionCreatedDto> {
    const base = this.app.publicUrl;
    const successUrl = this.ownUrl(
      dto.success_url ??
        `${base}/?upgrade=success&plan=${dto.plan}&session_id={CHECKOUT_SESSION_ID}`,
      'success_url',
    );
    const cancelUrl = this.ownUrl(dto.cancel_url ?? `${base}/?upgrade=cancelled`, 'cancel_url');
    await this.customers.refuseIfHolding(user.id, dto.plan);
    const customerId = await this.customers.ensureCustomer(user);
    const session = await this.provider.createCheckoutSession({
      customerId,
      userId: user.id,
      plan: dto.plan,
      successUrl,
      cancelUrl,
    });
    if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
    await this.sessions.insert({
      userId: user.id,
      plan: dto.plan,
      provider: this.provider.name,
      providerSessionId: session.id,
      status: 'open',
      amountCents: toCents(dto.plan === 'pro' ? this.billing.proPrice : this.billing.premiumPrice),
      currency: 'usd',
      successUrl: successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
      cancelUrl: cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
    });
    return { checkout_url: session.url, session_id: session.id };
  }

  /** Upgrades only when the provider says the session was paid: a return URL alone proves nothing. */
  async processReturn(
    user: AuthenticatedUser,
    plan: PaidPlan,
    sessionId?: string,
  ): Promise<UpgradeResultDto> {
    const local = await this.sessions.findOne({
      where: sessionId
        ? { userId: user.id, providerSessionId: sessionId }
        : { userId: user.id, plan },
      order: { createdAt: 'DESC' },
    });
    if (!local) {
      throw new NotFoundException({
        detail: 'We could not find a checkout session for this upgrade.',
      });
    }
    const session = await this.provider.retrieveCheckoutSession(local.providerSessionId);
    const facts = session ? await this.events.checkoutFacts(session) : {};
    if (!facts.subscription || !facts.invoicePaid) {
      return {
        ok: false,
        plan: local.plan,
        message: 'The payment for this checkout has not been completed.',
      };
    }
    await this.events.applyFacts(facts);
    await this.events.endPlansReplacedBy(facts.subscription.snapshot.id);
    return {
      ok: true,
      plan: local.plan,
      message: `Welcome to ${PLAN_NAMES[local.plan]}! Your subscription is active.`,
    };
  }

  /** Return URLs must lead back to this site (no open redirect through the provider). */
  private ownUrl(value: string, field: string): string {
    const origin = new URL(this.app.publicUrl).origin;
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || url.origin !== origin) {
      throw new BadRequestException({ detail: `${field} must be an address on ${origin}` });
    }
    return value;
  }
}
