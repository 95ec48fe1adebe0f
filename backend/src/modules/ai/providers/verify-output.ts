import type { ProtectedSpan, RewriteRequest } from '../ai.types.js';
import { lostSpeechActs } from '../engine/verify/speech-acts.js';
import { findMissingSpans } from '../guardrails/guardrail-report.js';

/** What a model's answer is checked against: the request, its plain input and what must survive. */
export interface VerifyInput {
  request: RewriteRequest;
  plainInput: string;
  spans: readonly ProtectedSpan[];
}

export interface Verdict {
  /** Each failure in words the model (and a person) can act on; empty when the answer is usable. */
  failures: string[];
  missing: ProtectedSpan[];
}

const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
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
