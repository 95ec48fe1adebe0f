import { BetaFeedback } from '../modules/beta/feedback/beta-feedback.entity.js';
import { Template } from '../modules/beta/templates/template.entity.js';
import { ChatConversation } from '../modules/beta/ai-chat/chat-conversation.entity.js';
import { CheckoutSession } from '../modules/billing/checkout/checkout-session.entity.js';
import { ProcessedBillingEvent } from '../modules/billing/events/processed-event.entity.js';
import { Payment } from '../modules/billing/payments/payment.entity.js';
import { TestModeObject } from '../modules/billing/providers/test-mode/test-mode-object.entity.js';
import { RefundKey } from '../modules/billing/refunds/refund-key.entity.js';
import { Refund } from '../modules/billing/refunds/refund.entity.js';
import { Subscription } from '../modules/billing/subscriptions/subscription.entity.js';
import { AuditEvent } from '../modules/audit/entities/audit-event.entity.js';
import { OneTimeToken } from '../modules/auth/entities/one-time-token.entity.js';
import { ApiKey } from '../modules/auth/api-keys/api-key.entity.js';
import { IdempotentRequest } from '../modules/enhance/idempotency/idempotent-request.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { DailyUsage } from '../modules/enhance/analytics/daily-usage.entity.js';
import { HistoryEntry } from '../modules/enhance/history/history-entry.entity.js';
import { Project } from '../modules/enhance/projects/project.entity.js';
import { EnhancementReservation } from '../modules/enhance/quota/enhancement-reservation.entity.js';
import { FeatureToggle } from '../modules/feature-toggles/entities/feature-toggle.entity.js';
import { TicketReply } from '../modules/support/entities/ticket-reply.entity.js';
import { DailyFailure } from '../modules/enhance/analytics/daily-failure.entity.js';
import { ConsentRecord } from '../modules/onboarding/entities/consent-record.entity.js';
import { SupportTicket } from '../modules/support/entities/support-ticket.entity.js';
import { Song } from '../modules/songwriting/songs/song.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { AppSetting } from '../modules/users/privacy/app-setting.entity.js';

// Every TypeORM entity of the app; the migration check compares these with the migrations.
export const ENTITIES: Function[] = [
  User,
  Session,
  OneTimeToken,
  ConsentRecord,
  SupportTicket,
  AuditEvent,
  HistoryEntry,
  Project,
  DailyUsage,
  Subscription,
  Payment,
  Refund,
  RefundKey,
  Song,
  CheckoutSession,
  ProcessedBillingEvent,
  TestModeObject,
  FeatureToggle,
  TicketReply,
  DailyFailure,
  BetaFeedback,
  Template,
  EnhancementReservation,
  ChatConversation,
  ApiKey,
  IdempotentRequest,
  AppSetting,
];
