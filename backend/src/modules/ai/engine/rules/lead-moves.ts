// How news is led: made the reader's, and told without throat-clearing first.
import { lowerFirst } from '../language/casing.js';
import { isLexiconName } from '../language/lexicon.js';

// "This is now fixed", "Registration is now open": a pronoun or a noun and its "is", not a plural;
// "Contact us now": a verb and its object.
const NOT_A_PLURAL =
  /^(?:this|that|these|those|there|here|which|what)\b|\s(?:is|was|has|us|his|its)$/i;
const BARE_PLURAL_NOW = /^([A-Z][a-z]+(?:\s+[a-z]+)?s)\s+(?=now\s+[a-z]+\b)/;

/** Persuasion makes the news the reader's: "Reports now export faster" → "Your reports now export faster". */
export function yourNews(text: string): string {
  const match = BARE_PLURAL_NOW.exec(text);
  // A plural common noun, not a name ("Reports", "Dashboards"; never "Adams").
  const first = match?.[1].split(' ', 1)[0] ?? '';
  if (
    !match ||
    first.length < 4 ||
    isLexiconName(first.toLowerCase()) ||
    NOT_A_PLURAL.test(match[1])
  )
    return text;
  return `Your ${lowerFirst(match[1])} ${text.slice(match[0].length)}`;
}

const PREAMBLES = [
  /^(?:I|we)\s+(?:just\s+)?(?:wanted|want)\s+to\s+(?:reach\s+out\s+(?:and|to)\s+)?(?:let\s+you\s+know|inform\s+you|tell\s+you)\s+(?:that\s+)?(?=\S+\s+\S+)/i,
  /^(?:I\s+am|I['’]m|we\s+are|we['’]re)\s+writing\s+to\s+(?:let\s+you\s+know|inform\s+you)\s+(?:that\s+)?(?=\S+\s+\S+)/i,
  /^(?:just\s+)?a\s+quick\s+note\s+to\s+(?:say|let\s+you\s+know)\s+(?:that\s+)?(?=\S+\s+\S+)/i,
  /^as\s+(?:you\s+(?:may|might)\s+(?:already\s+)?know|you\s+know),\s+/i,
  /^(?:I\s+)?hope\s+(?:this|the)\s+(?:e-?mail|message|note)\s+finds\s+you\s+well[.!]?$/i,
];
/** Throat-clearing that delays the point ("I wanted to let you know that …"). */
export function removePreamble(text: string): string {
  let out = text;
  for (const pattern of PREAMBLES) out = out.replace(pattern, '');
  // "I wanted to let you know what those funds go towards." → "What those funds go towards." is
  // no sentence: a wh-clause was the object of the preamble's verb; "…to inform you of some
  // changes…" → "Of some changes…": nor is the preposition phrase that completed it.
  if (
    out !== text &&
    /^\W*(?:what|how|why|where|when|who|which|whether|if|of|about|regarding|on)\b/i.test(out)
  )
    return text;
  return out;
}
