import { Injectable } from '@nestjs/common';
import { BillingConfig } from '../billing.config.js';
import type { PlanCatalogueDto, PlanDto, PlanId } from './plan.dto.js';

/** The one plan catalogue: every screen and every quota check reads it. */
@Injectable()
export class PlansService {
  constructor(private readonly config: BillingConfig) {}

  catalogue(): PlanCatalogueDto {
    const { testMode, stripePublishableKey } = this.config;
    return {
      plans: this.plans(),
      payment_mode: testMode ? 'test' : 'stripe',
      publishable_key: testMode ? null : (stripePublishableKey ?? null),
    };
  }

  plan(id: PlanId): PlanDto {
    return this.plans().find((plan) => plan.id === id)!;
  }

  /** The quota is each plan's headline (quota_label): the features never repeat it. */
  private plans(): PlanDto[] {
    const { freeEnhancements, proMonthlyEnhancements, proPrice, premiumPrice } = this.config;
    return [
      {
        id: 'free',
        name: 'Free Trial',
        price_monthly: 0,
        currency: 'usd',
        quota: freeEnhancements,
        quota_period: 'total',
        quota_label: `${freeEnhancements} enhancements in total`,
        features: [
          'No card needed',
          'All 9 tones with intensity 1–10',
          'Measured quality score with breakdown',
          'Export as TXT, Markdown and HTML',
        ],
      },
      {
        id: 'pro',
        name: 'Pro',
        price_monthly: proPrice,
        currency: 'usd',
        quota: proMonthlyEnhancements,
        quota_period: 'month',
        quota_label: `${proMonthlyEnhancements} enhancements per month`,
        features: [
          'Usage resets on your renewal date',
          'All tones, personas and use cases',
          'History of your last 100 enhancements',
          'API access with personal API keys',
        ],
      },
      {
        id: 'premium',
        name: 'Premium',
        price_monthly: premiumPrice,
        currency: 'usd',
        quota: null,
        quota_period: null,
        quota_label: 'Unlimited enhancements',
        highlight: premiumPrice <= 30 ? 'less than $1 per day' : undefined,
        features: [
          'Priority speed',
          'Projects and advanced analytics',
          'DOCX and PDF export',
          'Priority support within 24–48 hours',
          '30-day money-back guarantee',
        ],
      },
    ];
  }
}
