import {
  type EngineEdit,
  type GuardrailInfo,
  type IgnoredSetting,
  type PersonaProfile,
  type QualityBreakdown,
  type QualityScore,
  type RewriteRequest,
  type RewriteResult,
  type ChangeLevel,
  type EngineKind,
} from '../ai.types.js';
import { analysisOf } from '../analysis/analyze-text.js';
import { parseText } from '../analysis/features/parse-text.js';
import { describeIssue } from '../analysis/quality/fluency.js';
import { describeDamage } from '../analysis/quality/reader-damage.js';
import { withTaggingMemo } from '../analysis/text/tagged-terms.js';
import {
  compareWithInput,
  SCORE_PARTS,
  SCORE_WEIGHTS,
  scoreInputParsed,
  scoreParsed,
  truthfulScore,
} from '../analysis/quality-score.js';
import { rewriteWithBuiltinEngine } from '../engine/builtin-engine.js';
import { countWords } from '../engine/language/words.js';
import { adviceFor } from '../engine/report/advice.js';

import { changeLevelOf } from '../engine/report/change-level.js';
import type { BelowInputReason } from '../engine/report/change-note.js';
import { changeNoteOf } from '../engine/report/change-note.js';
import type { Verification } from '../engine/verify/verify-work.js';
import { alignTokens, isWord, tokensOf } from '../engine/verify/tokens.js';
import { withCodeChecked } from '../guardrails/code-spans.js';

/** A rewrite before it is scored: the model's answer or the built-in engine's. */
export interface Rewritten {
  enhancedText: string;
  plainOutput: string;
  plainInput: string;
  guardrail: GuardrailInfo;
  modelUsed: string;
  engine: EngineKind;
  verification?: Verification;
  personaWithoutEffect?: PersonaProfile;
  /** The built-in engine's trace. */
  edits?: EngineEdit[];
  ignoredSettings?: IgnoredSetting[];
}

/**
 * The built-in engine's rewrite of a validated request, scored; `fallback` says why it answered,
 * `started` (performance.now()) when the request began.
 */
export function builtinScored(
  request: RewriteRequest,
  started: number,
  modelUsed: string,
  fallback?: string,
): RewriteResult {
  const output = rewriteWithBuiltinEngine(request);
  const persona = request.persona_profile ?? 'adaptive';
  // A persona that changes nothing the adaptive rewrite did not is reported, not implied.
  const personaWithoutEffect =
    persona !== 'adaptive' &&
    rewriteWithBuiltinEngine({ ...request, persona_profile: 'adaptive' }).text === output.text
      ? persona
      : undefined;
  const ignoredSettings: IgnoredSetting[] = [];
  if (personaWithoutEffect)
    ignoredSettings.push({
      setting: 'persona',
      reason: `the ${persona} persona changed nothing the adaptive rewrite did not: the built-in engine has no rule of that persona for this text`,
    });
  // An intensity the rules cannot act on more than the lightest one is said, not implied.
  if (
    output.intensityUsed > 1 &&
    rewriteWithBuiltinEngine({ ...request, intensity: 1 }).text === output.text
  )
    ignoredSettings.push({
      setting: 'intensity',
      reason: `intensity ${output.intensityUsed} gave the same text as intensity 1: the built-in engine has no stronger safe move for this text`,
    });
  const { dropped, droppedLines } = output.verification;
  const notes = [
    ...output.guardrail.notes,
    ...dropped.map(
      (change) => `kept as written: "${change.sentence}" (${change.reasons.join('; ')})`,
    ),
    ...droppedLines.map((line) => `left out an added line: ${line}`),
  ];
  return scoreRewritten(request, started, {
    enhancedText: output.text,
    plainOutput: output.plainText,
    plainInput: output.plainInput,
    guardrail: { ...output.guardrail, notes: fallback ? [fallback, ...notes] : notes },
    modelUsed,
    engine: 'builtin',
    verification: output.verification,
    personaWithoutEffect,
    edits: output.edits,
    ignoredSettings,
  });
}

/** Straight and curly quotes are one mark to a reader: "What's" and "What’s" are one word. */
const sameQuotes = (text: string) => text.replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"');

/** Letters and digits only, lower case: what is left when case, punctuation and spacing go. */
export const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Words a reader sees changed: case, punctuation and spacing count for nothing. */
export function changedWordCount(input: string, output: string): number {
  // "didnt" → "didn't", "U.S. steel" → "U.S. Steel": the same letters, a cosmetic change.
  if (lettersOf(input) === lettersOf(output)) return 0;
  const before = tokensOf(sameQuotes(input)).filter(isWord);
  const after = tokensOf(sameQuotes(output)).filter(isWord);
  const kept = alignTokens(before, after).filter((edit) => edit.kind === 'same').length;
  return Math.max(before.length, after.length) - kept;
}

/** The texts of a rewrite the measure reads, and the guardrail report of what it had to keep. */
export type MeasuredTexts = Pick<Rewritten, 'plainInput' | 'plainOutput' | 'guardrail'>;

/**
 * The one measure every engine is held to: both texts read once, the input's own score, the
 * output's (with its ceilings), the change level, and the guardrail with code checked and every
 * misleading line or new defect named.
 */
export function measureRewrite(request: RewriteRequest, texts: MeasuredTexts) {
  return withTaggingMemo(() => measured(request, texts));
}

function measured(request: RewriteRequest, texts: MeasuredTexts) {
  const input = parseText(texts.plainInput);
  const output = parseText(texts.plainOutput);
  const inputQuality = scoreInputParsed(input, request);
  const level = changeLevelOf(texts.plainInput, texts.plainOutput);
  const comparison = compareWithInput(input, output, request);
  const checked = withCodeChecked(texts.guardrail, texts.plainInput, texts.plainOutput);
  // A line the rewrite added that misleads is named, as a lost fact is.
  const guardrail = {
    ...checked,
    notes: [
      ...checked.notes,
      ...comparison.misfits.map(
        (line) => `added a line that misleads (${line.reason}): "${line.text}"`,
      ),
      ...comparison.newDefects.map((issue) => `introduced ${describeIssue(issue)}`),
      ...comparison.damages.map((damage) => `introduced ${describeDamage(damage)}`),
    ],
  };
  const harmed =
    comparison.misfits.length > 0 ||
    comparison.newDefects.length > 0 ||
    comparison.damages.length > 0;
  const quality = truthfulScore(
    scoreParsed(output, request, input, guardrail, comparison),
    inputQuality,
    level,
    {
      lostFact: guardrail.missing.length > 0,
      harmed,
      changedWords: changedWordCount(texts.plainInput, texts.plainOutput),
      onlyAdded: texts.plainOutput.includes(texts.plainInput.trim()),
    },
  );
  return { input, output, inputQuality, quality, level, guardrail, harmed };
}

/**
 * Scores a rewrite against its input by the one measure every engine is held to; `started`
 * (performance.now()) is when the request began, for processing_time.
 */
export function scoreRewritten(
  request: RewriteRequest,
  started: number,
  rewritten: Rewritten,
): RewriteResult {
  // Each text is read once; the scores and the analyses share that reading.
  const { input, output, inputQuality, quality, level, guardrail, harmed } = measureRewrite(
    request,
    rewritten,
  );
  const advice = adviceFor(rewritten.plainOutput, request.emotion_tone, level !== 'rewritten');
  return {
    enhanced_text: rewritten.enhancedText,
    quality_score: quality.score,
    quality_breakdown: quality.breakdown,
    input_quality_score: inputQuality.score,
    input_quality_breakdown: inputQuality.breakdown,
    model_used: rewritten.modelUsed,
    processing_time: Math.round(performance.now() - started) / 1000,
    word_count: countWords(rewritten.plainOutput),
    guardrail_info: guardrail,
    analysis: {
      input: analysisOf(input),
      output: analysisOf(output),
    },
    change_level: level,
    change_note: changeNoteOf({
      engine: rewritten.engine,
      level,
      verification: rewritten.verification,
      personaWithoutEffect: rewritten.personaWithoutEffect,
      intensityWithoutEffect: rewritten.ignoredSettings?.some(
        (entry) => entry.setting === 'intensity',
      )
        ? request.intensity
        : undefined,
      adviceCount: advice.length,
      scoreBelowInput: belowInput(quality, inputQuality, level, harmed),
    }),
    advice,
    engine: rewritten.engine,
    ...(rewritten.edits ? { edits: rewritten.edits } : {}),
    ...(rewritten.ignoredSettings ? { ignored_settings: rewritten.ignoredSettings } : {}),
  };
}

const PART_REASONS: Record<keyof QualityBreakdown, BelowInputReason> = {
  tone_match: 'tone_held',
  meaning_kept: 'meaning',
  fluency: 'fluency',
  clarity: 'clarity',
  length_fit: 'length',
};

/** A part of the score is named as a reason when its fall costs at least this much overall. */
const NAMED_FALL = 0.25;

/**
 * Why a result scores below its input, in the change note (a score going down needs a reason):
 * what happened when little or nothing moved or something was harmed, otherwise each part of the
 * score whose fall cost the most, costliest first.
 */
function belowInput(
  result: QualityScore,
  input: QualityScore,
  level: ChangeLevel,
  harmed: boolean,
): BelowInputReason[] | undefined {
  if (result.score >= input.score) return undefined;
  if (harmed) return ['harmed'];
  if (level === 'unchanged') return ['unchanged'];
  if (level === 'minor') return ['little'];
  const falls = SCORE_PARTS.map((part) => ({
    part,
    cost: SCORE_WEIGHTS[part] * (input.breakdown[part] - result.breakdown[part]),
  })).sort((a, b) => b.cost - a.cost);
  const named = falls.filter(({ cost }, index) => cost > 0 && (index === 0 || cost >= NAMED_FALL));
  return named.length > 0 ? named.map(({ part }) => PART_REASONS[part]) : undefined;
}
