import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { allowanceOf } from '../../../common/http/rate-limit-headers.js';
import { BillingConfig } from '../../billing/billing.config.js';
import { QuotaService } from '../quota/quota.service.js';
import type { PlanUsageDto } from './usage.dto.js';

/** GET /api/usage: the plan's counters in the terms an API client wants. */
@Injectable()
export class UsageService {
  constructor(
    private readonly quota: QuotaService,
    private readonly billing: BillingConfig,
  ) {}

  async of(user: AuthenticatedUser): Promise<PlanUsageDto> {
    const usage = await this.quota.usageOf(user);
    const base = { plan: usage.subscription_tier, unlimited: usage.unlimited, usage };
    if (usage.unlimited)
      return { ...base, limit: null, used: null, remaining: null, reset_at: null };
    if (usage.monthly_limit === null) {
      const limit = this.billing.freeEnhancements;
      const remaining = Math.max(0, usage.free_uses_remaining);
      return { ...base, limit, used: Math.max(0, limit - remaining), remaining, reset_at: null };
    }
    const allowance = allowanceOf(usage);
    return {
      ...base,
      limit: usage.monthly_limit,
      used: usage.monthly_limit - (allowance.remaining ?? 0),
      remaining: allowance.remaining,
      reset_at: allowance.reset_at,
    };
  }
}
