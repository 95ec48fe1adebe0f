import {
  api,
  ApiError,
  isApiErrorBody,
  NETWORK_ERROR_DETAIL,
  type ApiSchema,
} from '../../../lib/api-client';
import type { EnhanceSettings } from '../model/enhance-options';

export type QualityBreakdown = ApiSchema<'QualityBreakdownDto'>;
/** Where the account stands after the enhancement. */
export type EnhanceUsage = ApiSchema<'UsageDto'>;
export type EnhanceResponse = ApiSchema<'EnhanceResponseDto'>;
/** How much the rewrite changed the text, in the words the result shows. */
export type ChangeLevel = EnhanceResponse['change_level'];
/** A change the writer could make to one sentence, where the engine made none itself. */
export type SentenceAdvice = ApiSchema<'SentenceAdviceDto'>;

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
  const body: ApiSchema<'EnhanceDto'> = { ...enhanceBody(request), stream: true };
  for await (const { event, data } of api.events('/ai/enhance', body)) {
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
