/**
 * Sentence rewrites that carry a tone inside the author's sentences: hedges, apologies,
 * follow-ups, feature lists and long joined clauses. Each one either reads well or leaves the
 * sentence alone.
 */

const PRONOUN_SUBJECT = String.raw`(?:we|I|they|you|it)(?:['’](?:re|ve|ll|d|m|s))?`;
const AND_CLAUSE = new RegExp(
  String.raw`(\S)\s+and\s+(${PRONOUN_SUBJECT}\s+(?:are|is|am|were|was|have|has|had|will|can|need|must|\w+ing|\w+ed)\b)`,
  'g',
);
const FIRM_BECAUSE = /\s+because\s+(?=(?:the|this|that|it|we|you|they|version|\uE000)\b)/i;
const words = (text: string) => text.trim().split(/\s+/).length;

/**
 * Urgent writing is short: "We've renewed it and we're adding monitoring" → "We've renewed it.
 * We're adding monitoring"; "Update before May 1 because version 3 stops" → "… May 1. Version 3 stops".
 */
export function shortClauses(text: string): string {
  if (/\?\s*$/.test(text) || /["“”]/.test(text)) return text;
  let out = text.replace(AND_CLAUSE, (match, last: string, clause: string, offset: number) => {
    const left = text.slice(0, offset + 1);
    const right = text.slice(offset + match.length - clause.length);
    if (words(left) < 3 || words(right) < 3 || /,\s*$/.test(left)) return match;
    return `${last}. ${clause.charAt(0).toUpperCase()}${clause.slice(1)}`;
  });
  const because = FIRM_BECAUSE.exec(out);
  if (because && words(out.slice(0, because.index)) >= 3) {
    const rest = out.slice(because.index + because[0].length);
    if (words(rest) >= 3)
      out = `${out.slice(0, because.index)}. ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  }
  return out;
}

/** Friendly warmth inside the sentence, not only in an added closing line. */
const WARM: readonly [RegExp, string][] = [
  [/^Sorry\s+(for|about)\b/, 'So sorry $1'],
  [/^(?:Please\s+)?let\s+(me|us)\s+know\s+if\s+you\s+want\b/i, "Just let $1 know if you'd like"],
  [/\bif\s+you\s+want\s+(a|an|to|the)\b/g, "if you'd like $1"],
  [/^(\S+(?:\s+\S+){0,3})\s+is\s+(?:now\s+)?(out|live|here)\.$/i, '$1 is $2!'],
  [/^We\s+fixed\b/, "We've fixed"],
  [/^We\s+(?:have\s+)?added\b/, "We've added"],
];

export function friendlyWarmth(text: string): string {
  let out = text;
  for (const [pattern, replacement] of WARM) out = out.replace(pattern, replacement);
  return out;
}

/** "We fixed the bug" → "We have fixed the bug": the formal report of finished work. */
export const formalPerfect = (text: string) =>
  text.replace(/^We\s+(fixed|added|improved|removed|updated|released|renewed)\b/, 'We have $1');
