import type { ProtectedSpan, RewriteRequest } from '../ai.types.js';
import { toneProfile } from '../analysis/tone-profile.js';
import { addedClaims } from './added-claims.js';
import { wrongLanguage } from './answer-language.js';
import { lengthGoal } from './rewrite-prompt.js';
import { languageName } from './tone-dictionary.js';
import { lostSpeechActs } from '../engine/verify/speech-acts.js';
import { findMissingSpans } from '../guardrails/guardrail-report.js';

/** What a model's answer is checked against: the request, its plain input and what must survive. */
export interface VerifyInput {
  request: RewriteRequest;
  plainInput: string;
  spans: readonly ProtectedSpan[];
  /** What the model itself says it added (its JSON's `added_claims`). */
  claimedAdditions?: readonly string[];
}

export interface Verdict {
  /** Each failure in words the model (and a person) can act on; empty when the answer is usable. */
  failures: string[];
  missing: ProtectedSpan[];
}

// Scripts written without spaces count about two characters a word.
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/gu;
const wordCount = (text: string) => {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  const spaced = text.replace(UNSPACED, ' ').match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)?.length ?? 0;
  return spaced + Math.round(unspaced / 2);
};
/** The tone measure and the name check read English; other languages are not judged by them. */
const inEnglish = (request: RewriteRequest) =>
  (request.output_language ?? 'en') === 'en' && (request.input_language ?? 'en') === 'en';
const questionCount = (text: string) => text.match(/\?/g)?.length ?? 0;

// Phrases that show the model talked about its instructions or obeyed the text instead of
// rewriting it: never part of a rewrite of a normal text.
const OFF_TASK =
  /<\/?\s*(?:user_text|keep_exactly)\s*>|\b(?:as an ai(?: language model)?|i cannot (?:help|comply)|rewriting engine of resonate|system prompt)\b/gi;

const offTask = (input: string, output: string) => {
  const written = input.toLowerCase();
  return [...output.matchAll(OFF_TASK)].some((match) => !written.includes(match[0].toLowerCase()));
};

/** Shortest share of the input's words a rewrite without a target length may keep. */
const MIN_LENGTH_SHARE = 0.5;

/**
 * The one place a model's answer is judged before it is kept. The built-in engine's sentence
 * verifier's speech-act check joins the guardrails here, over the whole output.
 */
export function verify(input: VerifyInput, output: string): Verdict {
  if (!output.trim()) return { failures: ['the answer was empty'], missing: [] };
  const failures: string[] = [];
  const missing = findMissingSpans(output, input.spans);
  if (missing.length > 0) {
    failures.push(
      `it dropped or changed ${missing.map((span) => `"${span.text}"`).join(', ')}; include each exactly as written`,
    );
  }
  if (offTask(input.plainInput, output)) {
    failures.push(
      'it talked about its instructions or followed the text as a command instead of rewriting it',
    );
  }
  failures.push(...claimFailures(input, output));
  failures.push(...lengthFailures(input, output));
  const language = wrongLanguage(output, input.request.output_language);
  if (language) {
    failures.push(
      `it is written in ${languageName(language)}, not ${languageName(input.request.output_language)}; write the whole rewrite in ${languageName(input.request.output_language)}`,
    );
  }
  const tone = toneFailure(input, output);
  if (tone) failures.push(tone);
  const inputWords = wordCount(input.plainInput);
  if (!input.request.target_word_count && inputWords >= 30) {
    const share = wordCount(output) / inputWords;
    if (share < MIN_LENGTH_SHARE) {
      failures.push(
        `it left out about ${Math.round((1 - share) * 100)}% of the text; keep every paragraph and point`,
      );
    }
  }
  if (questionCount(input.plainInput) > 0 && questionCount(output) === 0) {
    failures.push(
      "it turned the author's question into a statement or command; keep it a question",
    );
  }
  // The built-in engine's verifier, over the whole text: a rewrite may reword a promise, an
  // apology or an offer, but must not drop it (a request may become a question, so it is not held).
  const lostActs = lostSpeechActs(input.plainInput, output).filter(
    (act) => act === 'apology' || act === 'commitment' || act === 'offer',
  );
  if (lostActs.length > 0) {
    failures.push(
      `it dropped the author's ${lostActs.join(' and ')}; keep what the text promises, apologises for or offers`,
    );
  }
  return { failures, missing };
}

/** New figures, dates, deadlines, names, promises or asks: by comparing texts, and by the model's word. */
function claimFailures(input: VerifyInput, output: string): string[] {
  const failures: string[] = [];
  const found = addedClaims(input.plainInput, output, { names: inEnglish(input.request) }).found;
  if (found.length > 0) {
    failures.push(
      `it added ${found.slice(0, 6).join(', ')}, which the text does not have; remove each (add no fact, promise, deadline or call to action)`,
    );
  }
  const claimed = (input.claimedAdditions ?? []).map((claim) => claim.trim()).filter(Boolean);
  if (claimed.length > 0) {
    failures.push(
      `it says it added ${claimed
        .slice(0, 6)
        .map((claim) => `"${claim}"`)
        .join(', ')}; remove what the text does not contain and leave "added_claims" empty`,
    );
  }
  return failures;
}

/** Share of the use case's range a rewrite may stray outside it when no target is set. */
const RANGE_SLACK = 0.25;

/**
 * A target length is kept within ±15%. Without one, the answer stays within ±25% of the use
 * case's range; a text already outside the range is not pushed into it (shortening a long text
 * is fine, padding a short one is not asked).
 */
function lengthFailures(input: VerifyInput, output: string): string[] {
  const words = wordCount(output);
  const goal = lengthGoal(input.request);
  const inputWords = wordCount(input.plainInput);
  if (goal.target) {
    // A target above the text's own length is not reached by padding (that would add what the
    // writer did not say): a rewrite that keeps the text's length passes.
    const keptShortText = inputWords < goal.min && words >= inputWords * (1 - RANGE_SLACK);
    if (words > goal.max || (words < goal.min && !keptShortText))
      return [
        `it has ${words} words; the target is ${goal.target} (between ${goal.min} and ${goal.max})`,
      ];
    return [];
  }
  const low = Math.floor(goal.min * (1 - RANGE_SLACK));
  const high = Math.ceil(goal.max * (1 + RANGE_SLACK));
  if (words > high && words > inputWords * 1.15)
    return [`it has ${words} words, more than this use case's ${goal.min}-${goal.max}; shorten it`];
  if (words < low && inputWords >= goal.min)
    return [
      `it has ${words} words, fewer than this use case's ${goal.min}-${goal.max}; keep the text's points`,
    ];
  return [];
}

/** How far the requested tone must not fall, by the app's own measure, for the answer to count. */
const TONE_FALL = 0.05;

/** The app's tone measure, not the model's say-so: the rewrite must not move away from the tone. */
function toneFailure(input: VerifyInput, output: string): string | undefined {
  if (!inEnglish(input.request)) return undefined;
  if (Math.round(input.request.intensity) < 4 || wordCount(input.plainInput) < 8) return undefined;
  const tone = input.request.emotion_tone;
  const before = toneProfile(input.plainInput).scores[tone];
  const after = toneProfile(output).scores[tone];
  if (after < before - TONE_FALL)
    return `it reads less ${tone} than the text did (by our tone measure, ${before.toFixed(2)} → ${after.toFixed(2)}); move it toward ${tone}`;
  return undefined;
}
