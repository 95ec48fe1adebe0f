import { MASK, MASK_OPEN, maskPattern } from '../../guardrails/mask-token.js';
/**
 * Moves for plain statements that carry no hedge, slang or stiff word for a tone to work on.
 * Each keeps what the sentence says and does (its facts, its offer, its request) and changes only
 * how it is put: a hope instead of a guess, a formal verb, the reader as the one who acts.
 */

/** Outcomes a writer can safely hope for: "suit", "help", "enjoy" (never "be late" or "fail"). */
const WELCOME_VERBS =
  'suit|help|work\\s+(?:for|better\\s+for|well\\s+for)|benefit|enjoy|like|love|find\\s+(?:it|them|this)\\s+(?:useful|helpful)|make\\s+(?:it|things|life)\\s+easier|save';

const GUESS = new RegExp(
  String.raw`^(I|We)\s+think\s+(?:that\s+)?((?:the|this|these|our|your|that|those)\s+[^,;.!?]{1,50}?)\s+(?:might|may|could|will|would)\s+((?:${WELCOME_VERBS})\b[^;!?]*)([.!])$`,
);

/**
 * "We think the new hours might suit you better." → "We hope the new hours will suit you
 * better.": the same uncertainty said warmly. Only for outcomes worth hoping for.
 */
export function guessAsHope(text: string): string {
  const match = GUESS.exec(text);
  if (!match || /\b(?:not|never|no)\b/i.test(match[3])) return text;
  const [, who, thing, outcome, end] = match;
  return `${who} hope ${thing} will ${outcome}${end}`;
}

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

/** A time the reader can act within: "this month", "by Friday", "before 30 June". */
const WITHIN_TIME =
  /\b(?:this\s+(?:week|month|weekend|year)|today|tonight|tomorrow|by\s+\S+|before\s+\S+|until\s+\S+)/i;
const GAIN = maskPattern(
  'i',
)`(?:\b\d+\s?%|${MASK})\s+off\b|\bfree\b|\bdiscount\b|\bhalf\s+price\b|\bsave\b`;
const LOSS =
  /\b(?:not|no longer|never|lose|lost|forfeit|charged?|fees?|penalty|fine|expire[sd]?|cancel(?:led)?|closed?|suspended)\b/i;
/** Verbs that are never a command: "If you have…", "If you are…". */
const NOT_A_COMMAND =
  /^(?:have|has|had|are|is|was|were|be|do|did|does|can|could|will|would|should|may|might|must|need|want|wish|like|already)$/i;
const CONDITIONAL_OFFER = /^If\s+you\s+([a-z]+)\b([^,;]{2,60}),\s+([^;]{4,90}?)([.!])$/;

/**
 * Urgent: "If you come back this month, your first three months are 50% off." → "Come back this
 * month and your first three months are 50% off.": the action and its time first. Only for an
 * offer the reader gains from, with the author's own time limit; never for a warning.
 */
export function offerAsCall(text: string, timed: (clause: string) => boolean): string {
  const match = CONDITIONAL_OFFER.exec(text);
  if (!match) return text;
  const [, verb, rest, result, end] = match;
  if (NOT_A_COMMAND.test(verb) || (/(?:ed|ing|s)$/.test(verb) && !/ss$/.test(verb))) return text;
  if (
    !(WITHIN_TIME.test(rest) || timed(rest)) ||
    !GAIN.test(result) ||
    LOSS.test(result) ||
    LOSS.test(rest)
  )
    return text;
  if (/^(?:please|you\s+(?:must|should|need))\b/i.test(result)) return text;
  const opening = maskPattern()`^(?:I|${MASK_OPEN})`.test(result) ? result : lowerFirstWord(result);
  return `${verb[0].toUpperCase()}${verb.slice(1)}${rest} and ${opening}${end}`;
}

const lowerFirstWord = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? `${text[0].toLowerCase()}${text.slice(1)}` : text;
