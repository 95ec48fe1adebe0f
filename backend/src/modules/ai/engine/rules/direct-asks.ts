/**
 * Wishes, joined asks and questions said directly: "We'd love to hear what you think." → "Tell
 * us what you think.", "…on Tuesday so please clear your desks" → "…on Tuesday. Please clear…",
 * "I was wondering if you would be open to a call?" → "Would you be open to a call?".
 */

// "…, so please", or "…. So please" where a split already made the stop.
const SO_PLEASE = /(?:,?\s+so|\.\s+So)\s+please\s+(?=[a-z])/;

/** "The cleaners are in on Tuesday so please clear your desks." → "…on Tuesday. Please clear your desks." */
export function splitSoPlease(text: string): string {
  const match = SO_PLEASE.exec(text);
  if (!match || match.index === undefined || text.slice(0, match.index).split(/\s+/).length < 4)
    return text;
  return `${text.slice(0, match.index)}. Please ${text.slice(match.index + match[0].length)}`;
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

// "We wanted to give you the depth of the snow…unfortunately did not have a ruler": a wish
// that did not come true is told in the past, and stays there.
const THWARTED =
  /\b(?:but|unfortunately|however|didn['’]t|did\s+not|couldn['’]t|could\s+not|wasn['’]t|was\s+not)\b/i;

/** "I just wanted to follow up" → "I'm following up". */
export function presentIntent(text: string): string {
  if (THWARTED.test(text)) return text;
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
