import { FORMAT_LABELS, PERSONA_LABELS, USE_CASE_LABELS } from '../modules/ai/ai.labels.js';
import {
  EMOTION_TONES,
  LANGUAGES,
  OUTPUT_FORMATS,
  PERSONA_PROFILES,
  TONE_LABELS,
  USE_CASE_WORD_RANGES,
  USE_CASES,
} from '../modules/ai/ai.types.js';
import { DEMO_SAMPLES } from '../modules/demo/demo-samples.js';
import { FEATURE_NAMES } from '../modules/feature-toggles/feature-names.js';
import { PLAN_IDS } from '../modules/billing/plans/plan.dto.js';
import { PAID_PLANS, SUBSCRIPTION_STATUSES } from '../modules/billing/shared/billing-types.js';
import { RANGE_NAMES } from '../modules/enhance/analytics/analytics.dto.js';
import { EXPORT_FORMATS, PREMIUM_EXPORT_FORMATS } from '../modules/enhance/exports/exports.dto.js';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '../modules/support/entities/support-ticket.entity.js';
import {
  DEFAULT_SETTINGS,
  MAX_LOCKED_TERM_LENGTH,
  MAX_LOCKED_TERMS,
  TARGET_WORDS_MAX,
  TARGET_WORDS_MIN,
} from '../modules/enhance/dto/settings.dto.js';

/**
 * The choices the front ends offer, as the backend accepts them: written by `npm run generate:api`
 * into shared/api/catalog.ts (constant name → value). Prices are configuration: GET /api/plans.
 */
export const CATALOG = {
  EMOTION_TONES,
  TONE_LABELS,
  PERSONA_PROFILES,
  PERSONA_LABELS,
  OUTPUT_FORMATS,
  FORMAT_LABELS,
  USE_CASES,
  USE_CASE_LABELS,
  USE_CASE_WORD_RANGES,
  LANGUAGES,
  PLAN_IDS,
  PAID_PLANS,
  SUBSCRIPTION_STATUSES,
  ANALYTICS_RANGES: RANGE_NAMES,
  EXPORT_FORMATS,
  PREMIUM_EXPORT_FORMATS,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  TICKET_PRIORITIES,
  DEFAULT_SETTINGS,
  TARGET_WORDS_MIN,
  TARGET_WORDS_MAX,
  MAX_LOCKED_TERMS,
  MAX_LOCKED_TERM_LENGTH,
  FEATURE_NAMES,
  DEMO_SAMPLES,
};

/** Type names the generated file derives from the list constants. */
export const CATALOG_TYPES = {
  EmotionTone: 'EMOTION_TONES',
  PersonaProfile: 'PERSONA_PROFILES',
  OutputFormat: 'OUTPUT_FORMATS',
  UseCase: 'USE_CASES',
  Language: 'LANGUAGES',
  PlanId: 'PLAN_IDS',
  PaidPlan: 'PAID_PLANS',
  SubscriptionStatus: 'SUBSCRIPTION_STATUSES',
  AnalyticsRange: 'ANALYTICS_RANGES',
  ExportFormat: 'EXPORT_FORMATS',
  TicketCategory: 'TICKET_CATEGORIES',
  TicketStatus: 'TICKET_STATUSES',
  TicketPriority: 'TICKET_PRIORITIES',
  FeatureName: 'FEATURE_NAMES',
} satisfies Record<string, keyof typeof CATALOG>;

/** Constants the generated file types by hand-picked types instead of by their literal value. */
export const CATALOG_ANNOTATIONS: Partial<Record<keyof typeof CATALOG, string>> = {
  DEFAULT_SETTINGS: "Readonly<components['schemas']['StoredSettingsDto']>",
  PREMIUM_EXPORT_FORMATS: 'readonly ExportFormat[]',
};
