import type { GuardrailInfo, QualityScore, RewriteRequest } from '../ai.types.js';
import { clarityOf } from './clarity.js';
import { parseText, type ParsedText } from './features/parse-text.js';
import { round } from './math.js';
import { fluencyOf } from './quality/fluency.js';
import { lengthFit } from './quality/length-fit.js';
import { meaningKept } from './quality/meaning-kept.js';
import { toneMatch } from './quality/tone-match.js';
import { toneScores } from './tone-scores.js';

export interface QualityInput {
  text: string;
  request: RewriteRequest;
  original?: string;
  guardrail?: GuardrailInfo;
}

const toTen = (share: number): number => round(share * 10, 1);

/** Measured quality of `text` for `request`, 0–10 overall and per part. */
export function scoreQuality(input: QualityInput): QualityScore {
  return scoreParsed(
    parseText(input.text),
    input.request,
    input.original === undefined ? undefined : parseText(input.original),
    input.guardrail,
  );
}

/** The same measure on texts already read once (the service reuses one parse per text). */
export function scoreParsed(
  parsed: ParsedText,
  request: RewriteRequest,
  original?: ParsedText,
  guardrail?: GuardrailInfo,
): QualityScore {
  const input = { request, guardrail };
  const breakdown = {
    tone_match: toTen(
      toneMatch(toneScores(parsed.totals), input.request.emotion_tone, input.request.intensity),
    ),
    clarity: toTen(clarityOf(parsed.totals)),
    meaning_kept: toTen(meaningKept(original, parsed, input.guardrail)),
    length_fit: toTen(lengthFit(parsed.totals.words, input.request, original?.totals.words)),
    fluency: toTen(fluencyOf(parsed)),
  };
  // Overall = 0.30 tone_match + 0.25 meaning_kept + 0.20 fluency + 0.15 clarity + 0.10 length_fit.
  const score =
    0.3 * breakdown.tone_match +
    0.25 * breakdown.meaning_kept +
    0.2 * breakdown.fluency +
    0.15 * breakdown.clarity +
    0.1 * breakdown.length_fit;
  return { score: round(score, 1), breakdown };
}

/** A result that lost a fact or a piece of code cannot be sent: it scores at most this. */
const LOST_FACT_CEILING = 4;

/**
 * What a reader sees decides the ceiling: an output identical to its input scores exactly as
 * the input does, a few changed words add at most one point over the input, and a lost fact
 * caps the score whatever else is good.
 */
export function truthfulScore(
  output: QualityScore,
  input: QualityScore,
  level: 'unchanged' | 'minor' | 'rewritten',
  lostFact = false,
): QualityScore {
  let result = output;
  if (level === 'unchanged') result = { score: input.score, breakdown: { ...input.breakdown } };
  else if (level === 'minor' && output.score > input.score + 1)
    result = { ...output, score: round(input.score + 1, 1) };
  if (lostFact && result.score > LOST_FACT_CEILING)
    result = { ...result, score: LOST_FACT_CEILING };
  return result;
}
