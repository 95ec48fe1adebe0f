import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { BillingConfig } from '../../billing/billing.config.js';
import type { SubscriptionTier } from '../../users/entities/user.entity.js';
import type { QualityBreakdown } from '../../ai/ai.types.js';
import type { UsageDto } from '../dto/enhance.dto.js';
import type { StoredSettingsDto } from '../dto/settings.dto.js';
import type { HistorySource } from '../history/history-source.js';
import { preparedQuery } from '../../../database/prepared-query.js';
import { EnhanceConfig } from '../enhance.config.js';
import { CHARGE_AND_RECORD, TRIM_HISTORY } from './charge-and-record.sql.js';
import { CHARGE_ONE_ENHANCEMENT, PLAN_STATE } from './quota.sql.js';
import { ReservationLeases } from './reservation-leases.js';
import {
  KEEP_RESERVED_ENHANCEMENT,
  RECORD_RESERVED,
  RELEASE_RESERVED_ENHANCEMENT,
  RELEASE_STALE_RESERVATIONS,
  RESERVE_ONE_ENHANCEMENT,
} from './reservation.sql.js';

interface PlanRow {
  subscription_tier: SubscriptionTier;
  is_admin: boolean;
  free_uses_remaining: number;
  monthly_requests_used: number;
  usage_period_end: Date | null;
}

/**
 * One use taken before a rewrite whose words reach the reader as they are written: committed
 * with its history entry when the result is ready, released when the rewrite fails or the
 * reader leaves. Its row (enhancement_reservations) names the counter it spent, so a release,
 * or the sweep after a crash, refunds that one.
 */
export interface Reservation {
  id: string;
  userId: string;
  usage: UsageDto;
  settled: boolean;
}

/** What a charged rewrite's history entry and the day's count store. */
export interface RewriteRecord {
  input: string;
  output: string;
  settings: StoredSettingsDto;
  word_count: number;
  input_word_count: number;
  quality_score: number;
  /** Null when only the overall scores were measured (a chat model's rewrite). */
  quality_breakdown: QualityBreakdown | null;
  input_quality_score: number;
  model_used: string;
  processing_time: number;
  /** Where it was asked for; the web app when not said. */
  source?: HistorySource;
}

/** What a history entry stores of a rewrite: its texts are null when they are not kept. */
export type StoredRewrite = Omit<RewriteRecord, 'input' | 'output'> & {
  input: string | null;
  output: string | null;
};

/** Premium and staff have no quota (only the fair-use limit per minute). */
export const isUnlimited = (user: { subscription_tier: SubscriptionTier; is_admin: boolean }) =>
  user.is_admin || user.subscription_tier === 'premium';

/**
 * The plan quotas: a cheap check before the rewrite and the atomic charge (with its record)
 * after it; or, for streamed rewrites, a reservation before the first word is sent.
 */
@Injectable()
export class QuotaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly billing: BillingConfig,
    private readonly config: EnhanceConfig,
    private readonly leases: ReservationLeases,
  ) {}

  /** Fails fast with 402 when nothing is left, before any rewrite work; one query, none when unlimited. */
  async precheck(user: AuthenticatedUser): Promise<void> {
    if (isUnlimited(user)) return;
    const [row] = await preparedQuery<PlanRow>(this.dataSource, 'plan-state', PLAN_STATE, [
      user.id,
    ]);
    if (!row || isUnlimited(row)) return;
    if (row.subscription_tier === 'free' && row.free_uses_remaining <= 0) {
      throw this.exceeded('free');
    }
    const periodRunning = row.usage_period_end !== null && row.usage_period_end > new Date();
    if (
      row.subscription_tier === 'pro' &&
      periodRunning &&
      row.monthly_requests_used >= this.billing.proMonthlyEnhancements
    ) {
      throw this.exceeded('pro');
    }
  }

  /**
   * Spends one enhancement and records it, atomically, in one statement (see CHARGE_AND_RECORD);
   * throws 402 when the quota is spent meanwhile, having written nothing.
   */
  async chargeAndRecord(
    user: AuthenticatedUser,
    rewrite: StoredRewrite,
  ): Promise<{ usage: UsageDto; historyId: string }> {
    const [row] = await this.record('charge-and-record', CHARGE_AND_RECORD, user, rewrite);
    if (!row) throw this.exceeded(user.subscription_tier);
    return { usage: this.usage(row), historyId: row.history_id };
  }

  /** Takes one use now, atomically across instances, with its reservation row (402 when none is left). */
  async reserve(user: AuthenticatedUser): Promise<Reservation> {
    const [row] = await preparedQuery<PlanRow & { reservation_id: string }>(
      this.dataSource,
      'reserve-enhancement',
      RESERVE_ONE_ENHANCEMENT,
      [user.id, this.billing.proMonthlyEnhancements],
    );
    if (!row) throw this.exceeded(user.subscription_tier);
    this.leases.hold(row.reservation_id);
    return { id: row.reservation_id, userId: user.id, usage: this.usage(row), settled: false };
  }

  /**
   * Stores the reserved use's history entry and settles the reservation in one statement; the
   * use itself was charged by reserve(). A reservation the sweep gave back meanwhile (a rewrite
   * that outlasted ENHANCE_RESERVATION_TIMEOUT_SECONDS) is charged again, atomically with its
   * record like an unstreamed one (402 if the quota was spent since).
   */
  async commit(
    reservation: Reservation,
    user: AuthenticatedUser,
    rewrite: StoredRewrite,
  ): Promise<{ usage: UsageDto; historyId: string }> {
    this.leases.drop(reservation.id);
    const [row] = await this.record(
      'record-reserved',
      RECORD_RESERVED,
      { id: reservation.userId, api_key: user.api_key },
      rewrite,
      [reservation.id],
    );
    reservation.settled = true;
    if (!row) return this.chargeAndRecord(user, rewrite);
    return { usage: reservation.usage, historyId: row.history_id };
  }

  /**
   * Keeps a reserved use without a history entry: its text reached the reader but no result
   * came to record (the rewrite failed after its first words). A reservation the sweep gave back
   * meanwhile is charged again (nothing when the quota was spent since).
   */
  async keep(reservation: Reservation): Promise<void> {
    if (reservation.settled) return;
    reservation.settled = true;
    this.leases.drop(reservation.id);
    const kept = await preparedQuery<{ id: string }>(
      this.dataSource,
      'keep-reservation',
      KEEP_RESERVED_ENHANCEMENT,
      [reservation.id],
    );
    if (kept.length === 0) {
      await preparedQuery(this.dataSource, 'charge-enhancement', CHARGE_ONE_ENHANCEMENT, [
        reservation.userId,
        this.billing.proMonthlyEnhancements,
      ]);
    }
  }

  /** Where the account stands now, for an answer that charged nothing. */
  async usageOf(user: AuthenticatedUser): Promise<UsageDto> {
    const [row] = await preparedQuery<PlanRow>(this.dataSource, 'plan-state', PLAN_STATE, [
      user.id,
    ]);
    if (!row) throw new Error('The account is gone');
    return this.usage(row);
  }

  /** Gives an unsettled reservation back; settling twice is a no-op. */
  async release(reservation: Reservation): Promise<void> {
    if (reservation.settled) return;
    reservation.settled = true;
    this.leases.drop(reservation.id);
    await preparedQuery(this.dataSource, 'release-enhancement', RELEASE_RESERVED_ENHANCEMENT, [
      reservation.id,
    ]);
  }

  /** Gives back reservations whose process died (lease not renewed, or older than any rewrite); how many. */
  async releaseStale(): Promise<number> {
    const rows = await preparedQuery<{ uses: number }>(
      this.dataSource,
      'release-stale-reservations',
      RELEASE_STALE_RESERVATIONS,
      [this.config.reservationTimeoutSeconds, this.config.reservationLeaseSeconds],
    );
    return rows.reduce((sum, row) => sum + row.uses, 0);
  }

  /** Records, then trims the history to its limit (after commit, so racing requests cannot leave more). */
  private async record(
    name: string,
    statement: string,
    user: Pick<AuthenticatedUser, 'id' | 'api_key'>,
    rewrite: StoredRewrite,
    extra: unknown[] = [],
  ) {
    const rows = await this.recordStatement(name, statement, user, rewrite, extra);
    if (rows.length > 0) {
      await preparedQuery(this.dataSource, 'trim-history', TRIM_HISTORY, [
        user.id,
        this.config.historyLimit,
      ]);
    }
    return rows;
  }

  private recordStatement(
    name: string,
    statement: string,
    user: Pick<AuthenticatedUser, 'id' | 'api_key'>,
    rewrite: StoredRewrite,
    extra: unknown[],
  ) {
    return preparedQuery<PlanRow & { history_id: string }>(this.dataSource, name, statement, [
      user.id,
      this.billing.proMonthlyEnhancements,
      rewrite.input,
      rewrite.output,
      JSON.stringify(rewrite.settings),
      rewrite.word_count,
      rewrite.input_word_count,
      rewrite.quality_score,
      JSON.stringify(rewrite.quality_breakdown),
      rewrite.input_quality_score,
      rewrite.model_used,
      rewrite.processing_time,
      this.config.historyLimit - 1,
      rewrite.settings.emotion_tone,
      rewrite.settings.output_format,
      rewrite.source ?? 'web',
      user.api_key?.id ?? null,
      ...extra,
    ]);
  }

  /** Spends one enhancement without a history entry (the songwriting workshop); 402 when spent. */
  async charge(user: AuthenticatedUser): Promise<UsageDto> {
    const [row] = await preparedQuery<PlanRow>(
      this.dataSource,
      'charge-enhancement',
      CHARGE_ONE_ENHANCEMENT,
      [user.id, this.billing.proMonthlyEnhancements],
    );
    if (!row) throw this.exceeded(user.subscription_tier);
    return this.usage(row);
  }

  exceeded(tier: SubscriptionTier): HttpException {
    const detail =
      tier === 'pro'
        ? `Monthly token usage of ${this.billing.proMonthlyEnhancements} exceeded, click for more options`
        : 'Free usage limit reached. Please upgrade to Pro or Premium.';
    return new HttpException({ detail }, HttpStatus.PAYMENT_REQUIRED);
  }

  private usage(row: PlanRow): UsageDto {
    const pro = row.subscription_tier === 'pro' && !row.is_admin;
    return {
      subscription_tier: row.subscription_tier,
      unlimited: isUnlimited(row),
      free_uses_remaining: row.free_uses_remaining,
      monthly_requests_used: row.monthly_requests_used,
      monthly_limit: pro ? this.billing.proMonthlyEnhancements : null,
      usage_period_end: row.usage_period_end ? new Date(row.usage_period_end).toISOString() : null,
    };
  }
}
