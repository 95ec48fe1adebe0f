import { countAsked, countWords } from '../../ai/ai.text.js';

/**
 * What a chat message is: a question to answer ("Is 'Act now' too pushy for a subject line?"), a
 * request for work ("five hooks for a LinkedIn post about remote team rituals"), or a text to
 * work on (a draft, an announcement). Only a text is analysed or rewritten as copy.
 */
export type MessageIntent = 'question' | 'request' | 'text';

const QUESTION_OPENERS =
  /^(?:is|are|was|were|do|does|did|can|could|should|would|will|shall|may|might|has|have|how|what|why|which|when|where|who|whom|whose|any|anything)\b/i;
const REQUEST_OPENERS =
  /^(?:please|make|rewrite|reword|rephrase|give|write|draft|brainstorm|list|suggest|shorten|lengthen|improve|help|tell|show|turn|add|remove|cut|fix|create|generate|come up with|find|check|review|proofread|explain|summari[sz]e|translate|polish|punch up|tighten|i need|i want|i(?:['’]d| would) like|can you|could you|would you|let['’]s|ideas? for|another|more|again|try)\b/i;
/** Work a request counts out: "five hooks", "a few subject lines". */
const COUNTED_WORK = [
  'hooks?',
  'headlines?',
  'ideas?',
  'titles?',
  'taglines?',
  'subject lines?',
  'hashtags?',
  'ways?',
  'tips?',
  'options?',
  'versions?',
  'variations?',
  'openers?',
  'openings?',
  'slogans?',
  'names?',
  'captions?',
  'calls? to action',
  'ctas?',
  'angles?',
  'questions?',
];
const SENTENCE_END = /[.!?](?:\s|$)/g;

function sentencesIn(message: string): number {
  return Math.max(1, (message.trim().match(SENTENCE_END) ?? []).length);
}

export function messageIntent(message: string): MessageIntent {
  const trimmed = message.trim().replace(/^["'“‘]+/, '');
  const words = countWords(trimmed);
  // A pasted draft: several sentences or a long paragraph, whatever its first word.
  if (sentencesIn(trimmed) >= 3 || words > 60) return 'text';
  const firstLine = trimmed.split('\n')[0];
  if (countAsked(firstLine, COUNTED_WORK, { atStart: true }) || REQUEST_OPENERS.test(firstLine))
    return 'request';
  const single = sentencesIn(trimmed) === 1;
  if (single && (trimmed.endsWith('?') || QUESTION_OPENERS.test(trimmed))) return 'question';
  if (/\?\s*$/.test(trimmed) && words <= 25 && QUESTION_OPENERS.test(trimmed)) return 'question';
  return 'text';
}
