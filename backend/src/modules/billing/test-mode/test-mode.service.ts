import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BillingConfig } from '../billing.config.js';
import { BillingEventsService } from '../events/billing-events.service.js';
import { TestModeProvider } from '../providers/test-mode/test-mode-provider.js';
import { toDollars } from '../shared/money.js';
import type { RedirectDto, TestCheckoutDto, TestPayResultDto } from './test-mode.dto.js';

export const TEST_MODE_OFF = 'Test-mode payments are off: this server takes payments with Stripe.';

/**
 * The customer's side of Stripe in test mode (the payment form and the checkout page), for the
 * user's own payments only. The provider's events go through the same code as Stripe's webhooks.
 */
@Injectable()
export class TestModeService {
  constructor(
    private readonly config: BillingConfig,
    private readonly provider: TestModeProvider,
    private readonly events: BillingEventsService,
    private readonly dataSource: DataSource,
  ) {}

  async pay(
    userId: string,
    paymentIntentId: string,
    outcome: 'succeeded' | 'failed',
  ): Promise<TestPayResultDto> {
    this.requireTestMode();
    const owned = await this.dataSource.query(
      'SELECT 1 FROM payments WHERE provider_payment_intent_id = $1 AND user_id = $2',
      [paymentIntentId, userId],
    );
    const result = owned.length ? await this.provider.pay(paymentIntentId, outcome) : null;
    if (!result?.value) throw new NotFoundException({ detail: 'We could not find that payment.' });
    await this.events.applyAll(result.events);
    return result.value;
  }

  async checkout(userId: string, sessionId: string): Promise<TestCheckoutDto> {
    const session = await this.ownSession(userId, sessionId);
    return {
      session_id: session.id,
      plan: session.plan,
      amount: toDollars(session.amountCents),
      currency: session.currency,
      status: session.status,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
    };
  }

  /** Pays the session; a second click (or a race) finds it paid and changes nothing. */
  async complete(userId: string, sessionId: string): Promise<RedirectDto> {
    const session = await this.ownSession(userId, sessionId);
    if (session.status === 'expired') {
      throw new ConflictException({ detail: 'This checkout was cancelled. Please start again.' });
    }
    const result = await this.provider.completeCheckout(session.id);
    await this.events.applyAll(result.events);
    return { redirect_url: session.successUrl };
  }

  async cancel(userId: string, sessionId: string): Promise<RedirectDto> {
    const session = await this.ownSession(userId, sessionId);
    if (session.status === 'complete') {
      throw new ConflictException({ detail: 'This checkout is already paid.' });
    }
    await this.provider.expireCheckout(session.id);
    await this.dataSource.query(
      `UPDATE checkout_sessions SET status = 'expired' WHERE provider_session_id = $1 AND status = 'open'`,
      [session.id],
    );
    return { redirect_url: session.cancelUrl };
  }

  private async ownSession(userId: string, sessionId: string) {
    this.requireTestMode();
    if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
      throw new NotFoundException({ detail: 'We could not find that checkout.' });
    }
    const owned = await this.dataSource.query(
      'SELECT 1 FROM checkout_sessions WHERE provider_session_id = $1 AND user_id = $2',
      [sessionId, userId],
    );
    const session = owned.length ? await this.provider.checkoutDetails(sessionId) : null;
    if (!session) throw new NotFoundException({ detail: 'We could not find that checkout.' });
    return session;
  }

  private requireTestMode(): void {
    if (!this.config.testMode) throw new NotFoundException({ detail: TEST_MODE_OFF });
  }
}
