/**
 * What a rewrite added that its input did not have, found by comparing the two texts (never by
 * trusting the model): numbers, prices, percentages, dates and deadlines, names, guarantees and
 * promises, offers and calls to action. Each pattern is linear (no nested quantifiers).
 */

const NUMBER = /[$€£¥₹]?\d[\d,.]*(?:\s?%|\s?(?:k|m|bn)(?!\p{L}))?/giu;
const TIME_WORDS =
  /\b(?:today|tonight|tomorrow|this (?:week|weekend|month|quarter|year)|next (?:week|month|quarter|year)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august|september|october|november|december|end of (?:the )?(?:day|week|month)|eod|asap|deadline|expires?|last chance|limited time|before it'?s too late|while (?:stocks|supplies) last)\b/giu;
const GUARANTEES =
  /\b(?:guarantee[ds]?|promise[sd]?|warrant(?:y|ies)|money[- ]back|risk[- ]free|no risk|we(?:'ll| will)|i(?:'ll| will)|we are committed|rest assured|we'?re on it|will (?:update|keep you posted|get back|follow up))\b/giu;
const OFFERS_AND_ASKS =
  /\b(?:sign up|subscribe|buy|order|book (?:a|your|now|today)|register|enrol+|try (?:it|us|now|today|for free)|get started|start (?:your|a) (?:free )?trial|free trial|call us|contact us|reach out|click|visit (?:us|our)|learn more|join (?:us|now|today)|shop (?:now|today)|download|apply (?:now|today)|act now|don'?t miss|don'?t wait|reply (?:now|today|to this)|let us know|discount|coupon|promo code|\d+% off|bonus|free gift|special offer|exclusive offer)\b/giu;

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
/** A figure as digits alone: "$1,200" and "1200" are the same figure; "12%" and "12" too. */
const bareNumber = (value: string) =>
  value
    .toLowerCase()
    .replace(/[\s,$€£¥₹%]/gu, '')
    .replace(/\.$/, '');
/** A numbered list's markers are format, not figures. */
const LIST_MARKER = /^\s*\d{1,2}[.)]\s/gmu;

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

/** Capitalised words inside a sentence (not its first word): the names a text uses. */
function midSentenceNames(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
    const tokens = sentence.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
    for (const token of tokens.slice(1)) {
      if (/^\p{Lu}\p{Ll}/u.test(token) && token !== 'I') names.push(token);
    }
  }
  return names;
}

export interface AddedClaims {
  /** Each addition in words, e.g. `the number "30%"`, for the repair turn and the note. */
  found: string[];
}

/** The claims `output` makes that `input` does not, grouped by kind. */
export function addedClaims(
  input: string,
  output: string,
  options: { names?: boolean } = {},
): AddedClaims {
  const found: string[] = [];
  const inputNumbers = new Set(matches(NUMBER, input).map(bareNumber));
  for (const value of new Set(matches(NUMBER, output.replace(LIST_MARKER, '')))) {
    if (!inputNumbers.has(bareNumber(value))) found.push(`the figure "${value.trim()}"`);
  }
  const inputLower = input.toLowerCase();
  const inputWords = words(input);
  for (const phrase of new Set(matches(TIME_WORDS, output).map((word) => word.toLowerCase()))) {
    if (!inputLower.includes(phrase)) found.push(`the date or deadline "${phrase}"`);
  }
  // A rewrite may reword a promise or an ask the text makes; it may not make one up.
  if (matches(GUARANTEES, input).length === 0) {
    for (const phrase of new Set(matches(GUARANTEES, output).map((word) => word.toLowerCase())))
      found.push(`the promise "${phrase}"`);
  }
  if (matches(OFFERS_AND_ASKS, input).length === 0) {
    for (const phrase of new Set(
      matches(OFFERS_AND_ASKS, output).map((word) => word.toLowerCase()),
    ))
      found.push(`the call to action or offer "${phrase}"`);
  }
  if (options.names === false) return { found };
  for (const name of new Set(midSentenceNames(output))) {
    if (!inputWords.has(name.toLowerCase())) found.push(`the name "${name}"`);
  }
  return { found };
}
