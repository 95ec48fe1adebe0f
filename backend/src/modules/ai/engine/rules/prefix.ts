import { MASK_AT_START } from '../../guardrails/mask-token.js';
import type { RewriteContext } from '../context.js';
import { isCommonSentenceStart, lowerFirst } from '../language/casing.js';

const MASK_START = MASK_AT_START;
const PRONOUN_I = /^I(?:['’](?:m|ve|ll|d))?\b/;

/**
 * "First," + "the outage lasted 47 minutes." The first word is lower-cased only when it is a
 * common word; a sentence starting with a word we cannot place is left alone (undefined).
 */
export function withPrefix(text: string, prefix: string, ctx: RewriteContext): string | undefined {
  if (MASK_START.test(text) || PRONOUN_I.test(text)) return `${prefix} ${text}`;
  const first = text.split(/\s+/, 1)[0] ?? '';
  if (!isCommonSentenceStart(first, ctx.lowerWords)) return undefined;
  return `${prefix} ${lowerFirst(text)}`;
}

// "Also their drinks…", "Also available…", "Also, Had I…": "In addition," opens a clause with
// its subject, never a verb or an adjective.
const SUBJECT_NEXT = String.raw`(?=(?:I|[Ww]e|[Yy]ou|[Tt]hey|[Hh]e|[Ss]he|[Ii]t|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Tt]he|[Oo]ur|[Yy]our|[Tt]heir|[Mm]y|[Tt]here)\b)`;
const CONNECTOR_SWAPS: readonly [RegExp, string][] = [
  // "But I digress": a set phrase; "However, I digress" is not said; nor is "However, hey—": an
  // interjection after "But" is the writer's voice.
  [/^But\s+(?!I\s+digress\b|(?:hey|oh|ah|well|look|listen|wow|man|boy|hello)\b)/, 'However, '],
  // "So we closed early", "So today I baked 22 loaves": a story goes on; "Therefore," would claim
  // a conclusion the writer never drew. "So" stays, as "And" does ("And we are thrilled…"
  // carries the story on; "In addition," would make the result one more item).
  [new RegExp(String.raw`^Also,?\s+${SUBJECT_NEXT}`), 'In addition, '],
  [new RegExp(String.raw`^Plus,?\s+${SUBJECT_NEXT}`), 'In addition, '],
  [/^Anyway,?\s+/, ''],
];

/** Conversational sentence openers become formal connectors ("But" → "However,"). */
export function formalConnectors(text: string): string {
  for (const [pattern, replacement] of CONNECTOR_SWAPS) {
    if (pattern.test(text)) return text.replace(pattern, replacement);
  }
  return text;
}
