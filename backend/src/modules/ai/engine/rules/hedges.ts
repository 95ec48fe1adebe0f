import { OPINION_OPENERS, REMOVED_DOUBT_ADVERBS } from '../data/hedges.js';
import { startsLikeClause } from '../language/clauses.js';

import { hasTag } from '../language/lexicon.js';
import { escapeRegExp } from '../language/words.js';
import { compileRemoval } from './phrase-table.js';

const alternation = (phrases: readonly string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/'/g, "['’]").replace(/ /g, '\\s+'))
    .join('|');

const OPINION = new RegExp(
  `(^|,\\s+(?:and|but|so)\\s+|;\\s+|\\b(?:because|that|since|and|but|so)\\s+)(?:${alternation(OPINION_OPENERS)})(?:,)?\\s+`,
  'gi',
);

/** "I think we should …" → "We should …"; only when what remains is a full clause, never in a question. */
export function removeOpinionOpeners(text: string): string {
  if (/\?\s*$/.test(text)) return text;
  return text.replace(OPINION, (match, lead: string, offset: number) =>
    startsLikeClause(text.slice(offset + match.length)) ? lead : match,
  );
}

const removeDoubtWords = compileRemoval(REMOVED_DOUBT_ADVERBS);
const DOUBTFUL_QUESTION = /^(?:maybe|perhaps)\b[^?]*\?\s*$/i;
/** "we should probably move" → "we should move"; a question opening with "Maybe" keeps it. */
export const removeDoubtAdverbs = (text: string) =>
  DOUBTFUL_QUESTION.test(text) ? text : removeDoubtWords(text);

const NOUN_USE_BEFORE = new Set([
  'a',
  'the',
  'this',
  'that',
  'what',
  'which',
  'any',
  'some',
  'every',
  'one',
  'same',
  'each',
  'no',
  'different',
  'other',
  'these',
  'those',
  'right',
  'new',
  'first',
  'only',
]);
// Tried only where a word starts (a start inside "a'a'a'…" finds nothing the word's start did not,
// and trying each was quadratic); leading apostrophes stay in the kept lead.
export const KIND_OF = /(^|(?<![\w'’])['’]*\b([\w'’]+)\s+)(kind|sort)\s+of\s+/gi;
// "a bit more testing" → "more testing": the degree before a comparative quantity.
const DEGREE_MORE =
  /\b(?:a\s+little\s+bit|a\s+little|a\s+bit|slightly|somewhat)\s+(?=(?:more|less|longer|later|earlier|extra)\b)/gi;
const DEGREE =
  /\b(?:a\s+little\s+bit|a\s+little|a\s+bit|somewhat|fairly|rather|slightly|quite)\s+(?=([A-Za-z-]+))/gi;
const JUST =
  /\bjust\s+(?!as\b|like\b|in\s+time\b|because\b|about\b|right\b|now\b|the\s+(?:start|beginning)\b)/gi;

// "It helps us a bit." → "It helps us.": a degree at the end qualifies the whole claim. After
// "take" or "wait" it is a length of time ("it might take a bit") and stays; "quite a bit" is
// an amount.
const TRAILING_DEGREE =
  /(?<!\b(?:take|takes|took|taking|wait|waits|for|in|after|quite))\s+(?:a\s+little\s+bit|a\s+little|a\s+bit|somewhat)(?=[.,;!])/gi;

const isQualifiable = (word: string) => {
  const lower = word.toLowerCase();
  if (lower === 'than' || lower === 'of' || lower === 'a' || lower === 'an' || lower === 'the')
    return false;
  return (
    hasTag(lower, 'Adjective') ||
    hasTag(lower, 'Comparative') ||
    /(?:ly|er|ive|ful|ous|able|ible|ic|al|ed)$/.test(lower)
  );
};

/** "it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays. */
export function removeSofteners(text: string): string {
  return text
    .replace(KIND_OF, (match, lead: string, previous: string | undefined) =>
      previous && NOUN_USE_BEFORE.has(previous.toLowerCase()) ? match : lead,
    )
    .replace(DEGREE, (match, next: string) => (isQualifiable(next) ? '' : match))
    .replace(DEGREE_MORE, '')
    .replace(JUST, '')
    .replace(TRAILING_DEGREE, '');
}

const SUGGESTION =
  /^(?:maybe|perhaps)\s+(?:we|I)\s+(?:could|can|should|might)\s+(?:maybe\s+)?([a-z][^?]*?)\s*\?$/i;
const COULD_WE = /^(?:could|can|shall|should)\s+we\s+(?:maybe\s+)?([a-z][^?]*?)\s*\?$/i;
export type SuggestionStyle = 'lets' | 'how-about' | 'could-we' | 'would-it-help' | 'together';

/** "Maybe we could set up a call?" in the tone's own voice: "Let's set up a call." */
export function restateSuggestion(text: string, style: SuggestionStyle, direct: boolean): string {
  const match = SUGGESTION.exec(text) ?? (direct ? COULD_WE.exec(text) : null);
  if (!match) return text;
  const action = match[1];
  switch (style) {
    case 'lets':
      return `Let's ${action}.`;
    case 'together':
      return `Together, let's ${action}.`;
    case 'how-about':
      return `How about we ${action}?`;
    case 'could-we':
      return `Could we ${action}?`;
    case 'would-it-help':
      return `Would it help if we ${action}?`;
  }
}

const REACHING_OUT =
  /^(?:(?:I['’]m|I\s+am|we['’]re|we\s+are)\s+(?:just\s+)?(?:reaching\s+out|writing|getting\s+in\s+touch)|(?:I|we)\s+(?:just\s+)?wanted\s+to\s+(?:reach\s+out|write|get\s+in\s+touch))(?:\s+to\s+you)?\s+because\s+(?=\S+\s+\S+\s+\S+)/i;
/** "I'm reaching out because our dashboard helps" → "Our dashboard helps". */
export const straightToThePoint = (text: string) => text.replace(REACHING_OUT, '');

const GERUNDS: Record<string, string> = {
  'follow up': 'following up',
  'check in': 'checking in',
  'reach out': 'reaching out',
  'touch base': 'touching base',
  'let you know': 'letting you know',
  'remind you': 'reminding you',
  share: 'sharing',
  ask: 'asking',
  confirm: 'confirming',
  'update you': 'updating you',
  'give you': 'giving you',
};
const WANTED_TO = new RegExp(
  `\\b(I|we)\\s+(?:just\\s+)?(?:wanted|want)\\s+to\\s+(${Object.keys(GERUNDS)
    .map((key) => key.replace(/ /g, '\\s+'))
    .join('|')})\\b`,
  'gi',
);

/** "I just wanted to follow up" → "I'm following up". */
export function presentIntent(text: string): string {
  return text.replace(WANTED_TO, (_match, subject: string, action: string) => {
    const gerund = GERUNDS[action.toLowerCase().replace(/\s+/g, ' ')];
    return `${subject.toLowerCase() === 'i' ? "I'm" : `${subject}'re`} ${gerund}`;
  });
}

const HOPE_TO_SEE = /^(I|We)\s+(?:really\s+)?hope\s+to\s+(see|meet|welcome|hear from)\b/;
const GERUND_OF: Record<string, string> = {
  see: 'seeing',
  meet: 'meeting',
  welcome: 'welcoming',
  'hear from': 'hearing from',
};
/** "We hope to see you there." → "We look forward to seeing you there." */
export const lookForward = (text: string) =>
  text.replace(
    HOPE_TO_SEE,
    (_match, subject: string, verb: string) => `${subject} look forward to ${GERUND_OF[verb]}`,
  );

const WONDERING =
  /^(?:I\s+was|I['’]m|I\s+am|we\s+were|we\s+are|we['’]re)\s+(?:just\s+)?wondering\s+(?:if|whether)\s+you\s+(?:would|might|could)\s+(?:maybe\s+|perhaps\s+|possibly\s+)?(?:be\s+)?(open|interested|available|free|up|willing)\s+(to|for|in)\s+([^?.!]{3,120})[?.!]$/i;
/**
 * "I was wondering if you would maybe be open to a call?" asks by way of a story about the
 * writer. Asked directly: "Are you open to a call?" (firm) or "Would you be open to a call?".
 */
export function directQuestion(text: string, firm: boolean): string {
  const match = WONDERING.exec(text);
  if (!match) return text;
  const [, state, preposition, rest] = match;
  const lower = state.toLowerCase();
  if (lower === 'up') return `${firm ? 'Are you' : 'Would you be'} up for ${rest}?`;
  return `${firm ? 'Are you' : 'Would you be'} ${lower} ${preposition.toLowerCase()} ${rest}?`;
}

const PERMISSION_LEAD =
  /^(?:if\s+you\s+can|if\s+possible|if\s+you\s+have\s+time|when\s+you\s+(?:get|have)\s+a\s+(?:chance|moment|minute))\s*,\s+(?=(?:please\s+)?[a-z])/i;
/** "If you can, please donate at…" → "Please donate at…": the ask without asking leave to ask. */
export const askWithoutLeave = (text: string) => text.replace(PERMISSION_LEAD, '');
