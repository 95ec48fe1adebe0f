import { api, ApiError, isApiErrorBody, NETWORK_ERROR_DETAIL } from '../../../lib/api-client';
import type { SubscriptionTier } from '../../../lib/auth/user';
import type { EnhanceSettings } from '../model/enhance-options';

export interface QualityBreakdown {
  tone_match: number;
  clarity: number;
  meaning_kept: number;
  length_fit: number;
  fluency: number;
}

/** Where the account stands after the enhancement (API: UsageDto). */
export interface EnhanceUsage {
  subscription_tier: SubscriptionTier;
  unlimited: boolean;
  free_uses_remaining: number;
  monthly_requests_used: number;
  monthly_limit: number | null;
  usage_period_end: string | null;
}

/** How much the rewrite changed the text, in the words the result shows. */
export type ChangeLevel = 'unchanged' | 'minor' | 'rewritten';

/** A change the writer could make to one sentence, where the engine made none itself. */
export interface SentenceAdvice {
  sentence_index: number;
  sentence: string;
  message: string;
}

export interface EnhanceResponse {
  enhanced_text: string;
  quality_score: number;
  quality_breakdown: QualityBreakdown;
  input_quality_score: number;
  input_quality_breakdown: QualityBreakdown;
  model_used: string;
  /** Seconds. */
  processing_time: number;
  word_count: number;
  history_id: string;
  usage: EnhanceUsage;
  // Newer fields: optional until every server sends them.
  change_level?: ChangeLevel;
  change_note?: string;
  advice?: SentenceAdvice[];
  engine?: 'builtin' | 'provider';
}

export interface EnhanceRequest extends EnhanceSettings {
  text: string;
}

/** The request body: optional fields are left out rather than sent empty. */
function enhanceBody({ use_case, target_word_count, locked_terms, ...rest }: EnhanceRequest) {
  return {
    ...rest,
    ...(use_case ? { use_case } : {}),
    ...(target_word_count ? { target_word_count } : {}),
    ...(locked_terms.length ? { locked_terms } : {}),
  };
}

/**
 * POST /api/ai/enhance as a stream: `onText` receives the text written so far while a model
 * writes it; resolves with the full answer (one use charged, one history entry stored). A failure
 * after the stream opened rejects with the same ApiError a JSON refusal would.
 */
export async function enhanceText(
  request: EnhanceRequest,
  onText?: (textSoFar: string) => void,
): Promise<EnhanceResponse> {
  let textSoFar = '';
  for await (const { event, data } of api.events('/ai/enhance', {
    ...enhanceBody(request),
    stream: true,
  })) {
    const payload = JSON.parse(data) as unknown;
    if (event === 'result') return payload as EnhanceResponse;
    if (event === 'error') {
      const status = isApiErrorBody(payload) ? payload.status : 500;
      const detail = isApiErrorBody(payload) ? payload.detail : NETWORK_ERROR_DETAIL;
      throw new ApiError(status, payload, detail);
    }
    if (event === 'delta') {
      textSoFar += (payload as { text: string }).text;
      onText?.(textSoFar);
    }
  }
  throw new ApiError(0, null, NETWORK_ERROR_DETAIL);
}
