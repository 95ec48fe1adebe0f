/**
 * Moves for plain statements that carry no hedge, slang or stiff word for a tone to work on.
 * Each keeps what the sentence says and does (its facts, its offer, its request) and changes only
 * how it is put: a hope instead of a guess, a formal verb, the reader as the one who acts.
 */

const CONTINUE_FORMS: Record<string, string> = {
  keep: 'continue',
  keeps: 'continues',
  kept: 'continued',
  keeping: 'continuing',
};

const PASSIVE_SAFE_KEEP =
  /(?<!\b(?:was|were|be|been|being|is|are|am|get|got|gets|getting)\s)\b(keep|keeps|kept|keeping)\s+(?=[a-z]{2,}ing\b)/gi;

/** Formal phrasing of everyday verbs: "want to" → "wish to", "keep training" → "continue training". */
export function professionalPhrasing(text: string): string {
  let out = text.replace(/\b(if|whenever|should)\s+you\s+want\s+to\b/gi, '$1 you wish to');
  out = out.replace(/\b(would|['’]d)\s+love\s+to\b/gi, (_m, would: string) =>
    /^['’]/.test(would) ? ' would be glad to' : `${would} be glad to`,
  );
  // "was kept waiting" is a passive, not an activity carried on: it stays.
  out = out.replace(PASSIVE_SAFE_KEEP, (_m, verb: string) => {
    const form = CONTINUE_FORMS[verb.toLowerCase()];
    return `${/^K/.test(verb) ? form[0].toUpperCase() + form.slice(1) : form} `;
  });
  return out.replace(
    /\b(can|may|could|will|should)\s+do\s+it(?=\s+(?:in|at|from|on|online|through|via|anytime|any\s+time)\b)/gi,
    '$1 do so',
  );
}
