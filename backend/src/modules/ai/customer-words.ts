import { ENGINE_LABELS } from './ai.capabilities.js';
import type { RewriteRequest, RewriteResult } from './ai.types.js';
import { AiInputError } from './ai.types.js';
import { languageName } from './providers/tone-dictionary.js';

/**
 * Wording for operators, not customers: what to configure (a variable, a provider, a key), which
 * engine or model answered, and why a provider failed. Staff see it in the console's monitoring
 * page and the logs; a customer screen or answer never shows it (the tests search them all).
 */
// "API key" alone is a product word (personal API keys); the provider's key is named by its variable.
export const OPERATOR_WORDING =
  /OPENAI|AI_MULTILINGUAL|API_KEY|model provider|built-in engine|resonate-builtin|fallback|administrator|environment variable|base URL|provider (?:error|timed out|unreachable|rejected|rate limit|sent)|gpt-|Connect a model/i;

/** Said when the connected model could not answer and the offline rules wrote the result instead. */
export const FALLBACK_NOTE =
  'The connected model was unavailable, so this result is a light edit made offline.';

// The engine's own sentences (engine/report/change-note.ts) in product words; null drops one.
const NOTE_SENTENCES: [RegExp, string | null][] = [
  [
    /^The built-in engine changed nothing\b.*$/,
    'Nothing changed: no edit could be made without risking what you said.',
  ],
  [/^The built-in engine changed little\b.*$/, 'Light edits: a few words changed, not a rewrite.'],
  [/^The built-in engine made a light rewrite\.$/, `${ENGINE_LABELS.builtin}.`],
  [/^Connect a model provider\b.*$/, null],
  [
    /^The model returned your text unchanged\.$/,
    'Nothing changed: your text came back as you wrote it.',
  ],
  [/^The model changed little\b.*$/, 'Only a few words changed, not a rewrite.'],
];

const sentencesOf = (text: string) => text.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [];

/** A change note a customer may read: the engine's sentences in product words, operator ones gone. */
export function customerNote(note: string): string {
  const out: string[] = [];
  for (const raw of sentencesOf(note)) {
    const sentence = raw.trim();
    if (!sentence) continue;
    const rule = NOTE_SENTENCES.find(([pattern]) => pattern.test(sentence));
    if (rule) {
      if (rule[1]) out.push(rule[1]);
    } else if (!OPERATOR_WORDING.test(sentence)) out.push(sentence);
  }
  return out.join(' ');
}

/** Said when the model answered but its answer failed the checks, even after one retry. */
export const REJECTED_ANSWER_NOTE =
  "The connected model's answer did not pass our checks, so this result is a light edit made offline.";

// ai.service's note for a RejectedAnswerError; any other operator note means the model was unreachable.
const REJECTED_ANSWER = /^The model's answer was not used\b/;

/** A guardrail note about why the model's answer was not used becomes the customer's sentence. */
function customerGuardrailNotes(notes: readonly string[]): string[] {
  const out: string[] = [];
  for (const note of notes) {
    const next = REJECTED_ANSWER.test(note)
      ? REJECTED_ANSWER_NOTE
      : OPERATOR_WORDING.test(note)
        ? FALLBACK_NOTE
        : note;
    if (!out.includes(next)) out.push(next);
  }
  return out;
}

/**
 * The result as a customer receives it: same text, scores and facts; product words around them.
 * `model_used` stays the id the history and the staff read (with a fallback's reason); no
 * customer screen shows it.
 */
export function forCustomers(result: RewriteResult): RewriteResult {
  return {
    ...result,
    change_note: customerNote(result.change_note),
    guardrail_info: {
      ...result.guardrail_info,
      notes: customerGuardrailNotes(result.guardrail_info.notes),
    },
  };
}

/**
 * A language the running engine cannot write, in customer words. The operator's version (what to
 * configure) is the console's monitoring page; a provider's failure reason goes to the logs.
 */
export function languageUnavailableForCustomers(
  request: RewriteRequest,
  providerFailed: boolean,
): AiInputError {
  const output =
    request.output_language && request.output_language !== 'en'
      ? request.output_language
      : undefined;
  const what = output
    ? `Rewriting into ${languageName(output)}`
    : `Rewriting ${languageName(request.input_language)} text`;
  const why = providerFailed
    ? 'is not available right now: the connected model did not answer. Please try again in a few minutes, or write in English.'
    : 'needs a connected model, and this installation rewrites English only. Please write in English.';
  return new AiInputError(`${what} ${why}`, 'language_unavailable');
}
