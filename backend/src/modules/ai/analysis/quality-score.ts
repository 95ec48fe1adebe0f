import type { GuardrailInfo, QualityBreakdown, QualityScore, RewriteRequest } from '../ai.types.js';
import { clarityOf } from './clarity.js';
import { parseText, type ParsedText } from './features/parse-text.js';
import { round } from './math.js';
import { fluencyIssues, fluencyOf, type FluencyIssue } from './quality/fluency.js';
import { lengthFit } from './quality/length-fit.js';
import { meaningKept } from './quality/meaning-kept.js';
import { relativeToneMatch, toneMatch } from './quality/tone-match.js';
import { splitSentences, withoutStockLead, type AddedLine } from './quality/added-lines.js';
import type { SentenceFeatures } from './features/sentence-features.js';
import { sumTotals } from './features/totals.js';
import { toneScores } from './tone-scores.js';
import { changedWordShare } from '../engine/report/change-level.js';
import { lostSpeechActs } from '../engine/verify/speech-acts.js';
import { readerDamages, type ReaderDamage } from './quality/reader-damage.js';

/** The overall score is this weighted sum of its parts. */
export const SCORE_WEIGHTS: Readonly<Record<keyof QualityBreakdown, number>> = {
  tone_match: 0.3,
  meaning_kept: 0.3,
  fluency: 0.2,
  clarity: 0.1,
  length_fit: 0.1,
};
export const SCORE_PARTS = Object.keys(SCORE_WEIGHTS) as (keyof QualityBreakdown)[];

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

/** Each added line that misleads, and each speech act of the input lost, costs this much meaning. */
const MISFIT_COST = 0.3;
const LOST_ACT_COST = 0.2;

/** What a reader sees when reading an output beside its input. */
export interface Comparison {
  /** 0–1: the requested tone in the output relative to the input. */
  tone: number;
  /** Lines the output added that mislead a reader of the input. */
  misfits: AddedLine[];
  /** Questions, apologies, requests, commitments or offers of the input the output lost. */
  lostActs: string[];
  /**
   * Defects that break the text, which the output has and its input did not ("children'
   * corner", "the the"). A long sentence made by joining two is a matter of style, not one.
   */
  newDefects: FluencyIssue[];
  /** What a reader sees broken beside the input: a wrong capital, a fragment, a firmed hedge … */
  damages: ReaderDamage[];
}

/** The output's fluency defects that its input did not have (by kind and wording). */
export function introducedDefects(original: ParsedText, parsed: ParsedText): FluencyIssue[] {
  const before = new Map<string, number>();
  for (const issue of fluencyIssues(original)) {
    const key = `${issue.kind}|${issue.detail.toLowerCase()}`;
    before.set(key, (before.get(key) ?? 0) + 1);
  }
  return fluencyIssues(parsed).filter((issue) => {
    const key = `${issue.kind}|${issue.detail.toLowerCase()}`;
    const left = before.get(key) ?? 0;
    if (left > 0) before.set(key, left - 1);
    return left === 0;
  });
}

export function compareWithInput(
  original: ParsedText,
  parsed: ParsedText,
  request: RewriteRequest,
): Comparison {
  const { emotion_tone: wanted } = request;
  const split = splitSentences(original, parsed);
  const inputScores = toneScores(original.totals);
  const misfits = split.added.filter((line) => line.kind === 'misfit');
  // A lead-in or a line that could go with any text carries no tone the text gained: the
  // author's sentences are read without the lead-in, and the whole without the line.
  const authorSet = new Set(split.author);
  const generic = new Set(
    split.added.filter((line) => line.kind === 'generic').map((line) => line.sentence),
  );
  let led = false;
  const read = (sentence: SentenceFeatures) => {
    if (!authorSet.has(sentence)) return sentence.text.trim();
    const bare = withoutStockLead(sentence.text, original.text);
    if (bare !== sentence.text) led = true;
    return bare.trim();
  };
  const authorRead = split.author.map(read);
  const wholeRead = parsed.sentences.filter((sentence) => !generic.has(sentence)).map(read);
  const authorScores = toneScores(
    led ? parseText(authorRead.join(' ')).totals : sumTotals(split.author),
  );
  const wholeScores = toneScores(
    led || generic.size > 0 ? parseText(wholeRead.join(' ')).totals : parsed.totals,
  );
  const tone = relativeToneMatch({
    presence: {
      input: inputScores[wanted] ?? 0,
      author: split.author.length > 0 ? (authorScores[wanted] ?? 0) : 0,
      whole: wholeScores[wanted] ?? 0,
    },
    inputMatch: toneMatch(inputScores, wanted, request.intensity),
    editedShare: changedWordShare(original.text, authorRead.join(' ')),
    misfit: misfits.length > 0,
  });
  return {
    tone,
    misfits,
    lostActs: lostSpeechActs(original.text, parsed.text),
    newDefects: introducedDefects(original, parsed).filter((issue) => issue.kind !== 'run_on'),
    damages: readerDamages(original.text, parsed.text),
  };
}

/** The same measure on texts already read once (the service reuses one parse per text). */
export function scoreParsed(
  parsed: ParsedText,
  request: RewriteRequest,
  original?: ParsedText,
  guardrail?: GuardrailInfo,
  known?: Comparison,
): QualityScore {
  const comparison = original ? (known ?? compareWithInput(original, parsed, request)) : undefined;
  return combine(parsed, request, original, guardrail, comparison);
}

/**
 * The input's own quality for the request: its tone as it stands, and its own length as the
 * reference (a short text is not too short when no length was asked for).
 */
export function scoreInputParsed(parsed: ParsedText, request: RewriteRequest): QualityScore {
  return combine(parsed, request, undefined, undefined, undefined, parsed.totals.words);
}

function combine(
  parsed: ParsedText,
  request: RewriteRequest,
  original: ParsedText | undefined,
  guardrail: GuardrailInfo | undefined,
  comparison: Comparison | undefined,
  referenceWords = original?.totals.words,
): QualityScore {
  const meaningCost =
    comparison === undefined
      ? 0
      : MISFIT_COST * comparison.misfits.length + LOST_ACT_COST * comparison.lostActs.length;
  const breakdown = {
    tone_match: toTen(
      comparison?.tone ??
        toneMatch(toneScores(parsed.totals), request.emotion_tone, request.intensity),
    ),
    clarity: toTen(clarityOf(parsed.totals)),
    meaning_kept: toTen(meaningKept(original, parsed, guardrail) * Math.max(0, 1 - meaningCost)),
    length_fit: toTen(lengthFit(parsed.totals.words, request, referenceWords)),
    fluency: toTen(fluencyOf(parsed)),
  };
  let score = 0;
  for (const part of SCORE_PARTS) score += SCORE_WEIGHTS[part] * breakdown[part];
  return { score: round(score, 1), breakdown };
}

/** A result that lost a fact or a piece of code cannot be sent: it scores at most this. */
const LOST_FACT_CEILING = 4;
/**
 * A result that broke a sentence the input had right, or added a line that misleads, is worse
 * than the input: it scores at most this, and a reader would rather send the input, so at least
 * HARM_DROP below it.
 */
const HARM_CEILING = 5.5;
const HARM_DROP = 1;
/** A few changed words add at most this much over the input. */
const MINOR_GAIN = 2;

/** What the result damaged, as the service found it. */
export interface Damage {
  /** The author's text is kept word for word and lines were only added (they earn no credit). */
  onlyAdded?: boolean;
  /** A protected fact or piece of code is missing. */
  lostFact?: boolean;
  /** A fluency defect the input did not have, or an added line that misleads. */
  harmed?: boolean;
  /**
   * Words a reader sees changed (case-insensitive, punctuation and spacing ignored): 0 for a
   * change of case, punctuation or whitespace only.
   */
  changedWords?: number;
}

/** What one swapped word may add at most: a reader barely notices it. */
const ONE_WORD_GAIN = 0.5;

/**
 * What a reader sees decides the ceiling: an output identical to its input never scores above
 * the input (its tone earns only part credit, as nothing moved), a few changed words add at most
 * two points over the input, a broken sentence or a misleading line keeps the result below its
 * input, and a lost fact caps the score whatever else is good.
 */
/** What a harm-free light edit that moved no measure earns over the unchanged text. */
const LIGHT_EDIT_GAIN = 0.1;

export function truthfulScore(
  output: QualityScore,
  input: QualityScore,
  level: 'unchanged' | 'minor' | 'rewritten',
  damage: Damage = {},
): QualityScore {
  let result = output;
  // An unchanged result, or one whose changes a reader would not notice (case, punctuation,
  // spacing), is the input: it scores exactly what the input scores, no more and no less.
  if (level === 'unchanged' || damage.changedWords === 0)
    result = { score: input.score, breakdown: { ...input.breakdown } };
  else if (damage.changedWords === 1 && output.score > input.score + ONE_WORD_GAIN)
    result = { ...output, score: round(input.score + ONE_WORD_GAIN, 1) };
  else if (level === 'minor' && output.score > input.score + MINOR_GAIN)
    result = { ...output, score: round(input.score + MINOR_GAIN, 1) };
  // A light edit a reader sees (a contraction, a plain word for a phrase) that harmed nothing and
  // moved no measure is still more than no edit: it ranks just above the unchanged text.
  if (
    !damage.harmed &&
    !damage.lostFact &&
    !damage.onlyAdded &&
    (damage.changedWords ?? 0) > 0 &&
    level !== 'unchanged' &&
    result.score === input.score
  )
    result = { ...result, score: round(input.score + LIGHT_EDIT_GAIN, 1) };
  const harmCeiling = Math.max(0, round(Math.min(HARM_CEILING, input.score - HARM_DROP), 1));
  if (damage.harmed && result.score > harmCeiling) result = { ...result, score: harmCeiling };
  if (damage.lostFact && result.score > LOST_FACT_CEILING)
    result = { ...result, score: LOST_FACT_CEILING };
  return result;
}
