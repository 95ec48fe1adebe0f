import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import type { RewriteResult } from '../../ai/ai.types.js';
import type { UsageDto } from '../dto/enhance.dto.js';
import type { StoredSettingsDto } from '../dto/settings.dto.js';
import type { HistorySource } from '../history/history-source.js';
import { keepsTexts } from '../../../common/privacy/keeps-texts.js';
import { isUnchanged } from '../shared/unchanged.js';
import { QuotaService, type Reservation, type RewriteRecord } from './quota.service.js';

export const NOTHING_CHANGED = 'Nothing changed, so this did not use your plan.';

/** "Nothing changed, so…" and the engine's reason, which need not say "Nothing changed" again. */
export function chargeNote(reason: string | null | undefined): string {
  const why = reason?.replace(/^Nothing changed:\s*/i, '').trim();
  return why ? `${NOTHING_CHANGED} ${why.charAt(0).toUpperCase()}${why.slice(1)}` : NOTHING_CHANGED;
}

/** What every answer that carries a rewrite says about its charge. */
export interface ChargeOutcome {
  /** One use of the plan was spent on this answer. */
  charged: boolean;
  /** Why it was not charged, with the engine's reason; null when charged. */
  charge_note: string | null;
  /** The history entry stored with the charge; null when nothing was charged or recorded. */
  history_id: string | null;
  usage: UsageDto;
}

/** A rewrite delivered to its reader: what the charge decides on and what its record stores. */
export interface DeliveredRewrite extends RewriteRecord {
  /** The engine's own words about what it did, given as the reason when nothing changed. */
  reason?: string;
}

/** The record of a workspace rewrite (POST /api/ai/enhance and the beta routes built on it). */
export function recordOf(
  input: string,
  settings: StoredSettingsDto,
  result: RewriteResult,
  source: HistorySource = 'web',
): DeliveredRewrite {
  return {
    input,
    output: result.enhanced_text,
    settings,
    word_count: result.word_count,
    input_word_count: result.analysis.input.word_count,
    quality_score: result.quality_score,
    quality_breakdown: result.quality_breakdown,
    input_quality_score: result.input_quality_score,
    model_used: result.model_used,
    processing_time: result.processing_time,
    reason: result.change_note,
    source,
  };
}

/**
 * The one charging path of every route that answers with a rewritten text (the workspace,
 * streamed or not, the AI Chat and Refine, the enhanced form, the enhanced generation, the
 * use-case optimizer, the songwriting workshop): one use of the plan, charged atomically with
 * its history entry and the day's count, 402 when the plan is spent; and no change, no charge.
 * A rewrite identical to its input, or different only in case, punctuation, whitespace or
 * markup, spends nothing, stores no history entry and does not count in analytics.
 */
@Injectable()
export class RewriteCharges {
  constructor(private readonly quota: QuotaService) {}

  /** Fails fast with 402 when nothing is left, before any rewrite work. */
  precheck(user: AuthenticatedUser): Promise<void> {
    return this.quota.precheck(user);
  }

  /** Takes the use of a rewrite whose words reach the reader as they are written (402 if none). */
  reserve(user: AuthenticatedUser): Promise<Reservation> {
    return this.quota.reserve(user);
  }

  /**
   * Charges a delivered rewrite (settling its reservation when it has one) unless it changed
   * nothing. `record: false` charges without a history entry (the songwriting workshop, whose
   * songs are kept by the songs themselves). In privacy mode (keepsTexts false) the entry keeps
   * the date, settings, counts and scores, never the texts.
   */
  async settle(
    user: AuthenticatedUser,
    rewrite: DeliveredRewrite,
    options: { reservation?: Reservation; record?: boolean } = {},
  ): Promise<ChargeOutcome> {
    const { reservation, record = true } = options;
    if (isUnchanged(rewrite.input, rewrite.output)) {
      if (reservation) await this.quota.release(reservation);
      return {
        charged: false,
        charge_note: chargeNote(rewrite.reason),
        history_id: null,
        usage: await this.quota.usageOf(user),
      };
    }
    if (!record) {
      if (reservation) {
        await this.quota.keep(reservation);
        return { ...charged(null), usage: await this.quota.usageOf(user) };
      }
      return { ...charged(null), usage: await this.quota.charge(user) };
    }
    const stored = keepsTexts(user) ? rewrite : withoutTexts(rewrite);
    const { usage, historyId } = reservation
      ? await this.quota.commit(reservation, user, stored)
      : await this.quota.chargeAndRecord(user, stored);
    return { ...charged(historyId), usage };
  }

  /**
   * A reserved rewrite whose words reached the reader but which ended without a result: the
   * text sent is delivered, so the use is kept, unless what was sent is the input itself.
   */
  async settleWithoutResult(reservation: Reservation, input: string, sent: string): Promise<void> {
    if (sent.trim() === '' || isUnchanged(input, sent)) return this.quota.release(reservation);
    return this.quota.keep(reservation);
  }

  /** Gives back a reserved use whose rewrite was never delivered (settling twice is a no-op). */
  release(reservation: Reservation): Promise<void> {
    return this.quota.release(reservation);
  }
}

/** The locked words are words of the text, so they go with it. */
const withoutTexts = (rewrite: DeliveredRewrite) => ({
  ...rewrite,
  input: null,
  output: null,
  settings: { ...rewrite.settings, locked_terms: [] },
});

const charged = (historyId: string | null) => ({
  charged: true,
  charge_note: null,
  history_id: historyId,
});
