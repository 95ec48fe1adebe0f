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

const CONNECTOR_SWAPS: readonly [RegExp, string][] = [
  [/^But\s+/, 'However, '],
  [/^So,?\s+(?!that\b|far\b|much\b|many\b)/, 'Therefore, '],
  // "And we are thrilled to announce…" carries the story on; "In addition," would make the
  // result one more item. "And" stays.
  [/^Also,?\s+/, 'In addition, '],
  [/^Plus,?\s+/, 'In addition, '],
  [/^Anyway,?\s+/, ''],
];

/** Conversational sentence openers become formal connectors ("But" → "However,"). */
export function formalConnectors(text: string): string {
  for (const [pattern, replacement] of CONNECTOR_SWAPS) {
    if (pattern.test(text)) return text.replace(pattern, replacement);
  }
  return text;
}
