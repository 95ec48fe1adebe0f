import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { AiConfig } from '../ai/ai.config.js';
import { AiService } from '../ai/ai.service.js';
import {
  AiInputError,
  type RewriteRequest,
  type RewriteResult,
  type RewriteStreamEvent,
} from '../ai/ai.types.js';
import { MIN_INPUT_CHARS, validateRewriteRequest } from '../ai/ai.engine.js';
import type { EnhanceDto, EnhanceResponseDto } from './dto/enhance.dto.js';
import type { TextLimitsDto } from './dto/text-limits.dto.js';
import { withDefaults, type StoredSettingsDto } from './dto/settings.dto.js';
import type { HistorySource } from './history/history-source.js';
import type { Reservation } from './quota/quota.service.js';
import { recordOf, RewriteCharges } from './quota/rewrite-charges.js';
import { UserRateLimiter } from './quota/user-rate-limiter.js';
import { FailureCounter } from './analytics/failure-counter.js';

/** A request that passed every check before the rewrite: what the rewrite and the charge need. */
export interface PreparedEnhancement {
  user: AuthenticatedUser;
  input: string;
  settings: StoredSettingsDto;
  request: RewriteRequest;
  source: HistorySource;
}

/** The engine's refusals are the person's to fix: 413 for a text over the limit, else 400. */
export function inputErrorToHttp(error: AiInputError): HttpException {
  const status = error.code === 'too_long' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST;
  return new HttpException({ detail: error.message }, status);
}

/** Versions beside the main rewrite for Premium: three to choose from, as Wordtune offers. */
const PREMIUM_ALTERNATIVES = 2;

/**
 * POST /api/ai/enhance: checks the input, the fair-use limit and (cheaply) the quota, rewrites
 * outside any transaction, then charges the use and records it in one statement. A rewrite that
 * fails charges nothing; a quota spent meanwhile by a parallel request answers 402. A streamed
 * rewrite reserves its use before its first word instead (see enhance-stream.ts).
 */
@Injectable()
export class EnhanceService {
  private readonly logger = new Logger('Enhance');

  constructor(
    private readonly ai: AiService,
    private readonly aiConfig: AiConfig,
    private readonly charges: RewriteCharges,
    private readonly limiter: UserRateLimiter,
    private readonly failures: FailureCounter,
  ) {}

  limits(): TextLimitsDto {
    return { min_input_chars: MIN_INPUT_CHARS, max_input_chars: this.aiConfig.maxInputChars };
  }

  async enhance(
    user: AuthenticatedUser,
    dto: EnhanceDto,
    source: HistorySource = 'web',
  ): Promise<EnhanceResponseDto> {
    const prepared = await this.prepare(user, dto, source);
    await this.charges.precheck(user);
    let result: RewriteResult;
    try {
      result = await this.ai.rewrite(prepared.request);
    } catch (error) {
      if (error instanceof AiInputError) throw inputErrorToHttp(error);
      await this.failures.record();
      throw error;
    }
    return this.complete(prepared, result);
  }

  /** What can refuse a request before any rewrite work, but the quota: input and fair use. */
  async prepare(
    user: AuthenticatedUser,
    dto: EnhanceDto,
    source: HistorySource = 'web',
  ): Promise<PreparedEnhancement> {
    const settings = withDefaults(dto);
    const request: RewriteRequest = {
      text: dto.text,
      emotion_tone: settings.emotion_tone,
      intensity: settings.intensity,
      persona_profile: settings.persona_profile,
      output_format: settings.output_format,
      use_case: settings.use_case ?? undefined,
      target_word_count: settings.target_word_count ?? undefined,
      locked_terms: settings.locked_terms.length > 0 ? settings.locked_terms : undefined,
      input_language: dto.input_language,
      output_language: dto.output_language,
      alternatives: this.alternativesFor(user),
    };
    try {
      validateRewriteRequest(request, this.aiConfig.maxInputChars);
    } catch (error) {
      throw error instanceof AiInputError ? inputErrorToHttp(error) : error;
    }
    await this.limiter.consume(user.id);
    return { user, input: dto.text, settings, request, source };
  }

  /** Premium (and staff) get two more versions when a connected model writes: one charge. */
  private alternativesFor(user: AuthenticatedUser): number {
    const premium = user.subscription_tier === 'premium' || user.is_admin;
    return premium && this.ai.capabilities().engine === 'provider' ? PREMIUM_ALTERNATIVES : 0;
  }

  /** Takes the use a streamed rewrite will spend, before any of its words are sent (402 if none). */
  reserve(prepared: PreparedEnhancement): Promise<Reservation> {
    return this.charges.reserve(prepared.user);
  }

  /** The rewrite's events (first one pulled by the caller before it opens a stream). */
  stream(prepared: PreparedEnhancement): AsyncGenerator<RewriteStreamEvent> {
    return this.ai.rewriteStream(prepared.request);
  }

  /** Records a reserved use with its result (gives it back when the result changed nothing). */
  async completeReserved(
    prepared: PreparedEnhancement,
    reservation: Reservation,
    result: RewriteResult,
  ): Promise<EnhanceResponseDto> {
    const outcome = await this.charges.settle(
      prepared.user,
      recordOf(prepared.input, prepared.settings, result, prepared.source),
      { reservation },
    );
    return { ...result, ...outcome };
  }

  /** A stream that ended without a result: keeps the use when rewritten text was sent. */
  settleWithoutResult(
    prepared: PreparedEnhancement,
    reservation: Reservation,
    sent: string,
  ): Promise<void> {
    return this.charges.settleWithoutResult(reservation, prepared.input, sent);
  }

  /** Gives back a reserved use whose result was never delivered. */
  release(reservation: Reservation): Promise<void> {
    return this.charges.release(reservation);
  }

  /**
   * Charges the use and stores its history entry atomically (402 when the quota is spent);
   * a result that changed nothing is not charged.
   */
  async complete(
    prepared: PreparedEnhancement,
    result: RewriteResult,
  ): Promise<EnhanceResponseDto> {
    const outcome = await this.charges.settle(
      prepared.user,
      recordOf(prepared.input, prepared.settings, result, prepared.source),
    );
    return { ...result, ...outcome };
  }

  logReleaseFailure(error: unknown): void {
    this.logger.error({ err: error }, 'Could not give back a reserved enhancement');
  }

  describeFailure(error: unknown): { detail: string; status: number } {
    if (error instanceof AiInputError) error = inputErrorToHttp(error);
    if (error instanceof HttpException) {
      const body = error.getResponse() as { detail?: string };
      return { detail: body.detail ?? error.message, status: error.getStatus() };
    }
    this.logger.error({ err: error }, 'Streaming enhancement failed');
    void this.failures.record();
    return { detail: 'Failed to enhance text. Please try again.', status: 500 };
  }
}
