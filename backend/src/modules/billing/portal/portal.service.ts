import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AppConfig } from '../../../config/app.config.js';
import { PaymentProvider } from '../providers/provider.types.js';

export const PORTAL_FREE_USERS = 'Billing portal is only available for Pro and Premium users.';

/** The provider's self-service page: payment method, invoices, cancellation. */
@Injectable()
export class PortalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly app: AppConfig,
  ) {}

  async open(user: AuthenticatedUser): Promise<{ portal_url: string }> {
    const rows: { subscription_tier: string; customer_id: string | null }[] =
      await this.dataSource.query(
        `SELECT u.subscription_tier, COALESCE(
            (SELECT s.provider_customer_id FROM subscriptions s
              WHERE s.user_id = u.id AND s.provider = $2 ORDER BY s.created_at DESC LIMIT 1),
            u.provider_customer_id) AS customer_id
           FROM users u WHERE u.id = $1`,
        [user.id, this.provider.name],
      );
    const row = rows[0];
    if (!row || row.subscription_tier === 'free') {
      throw new ForbiddenException({ detail: PORTAL_FREE_USERS });
    }
    if (!row.customer_id) {
      throw new NotFoundException({
        detail:
          'Your plan was not bought through our payment provider, so there is no billing account to manage.',
      });
    }
    return {
      portal_url: await this.provider.createPortalSession(
        row.customer_id,
        `${this.app.publicUrl}/`,
      ),
    };
  }
}
