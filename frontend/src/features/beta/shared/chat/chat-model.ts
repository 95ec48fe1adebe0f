import { isApiError, isApiErrorBody } from '../../../../lib/api-client';
import type { ChatMode } from '../../api/ai-chat';
import { RATE_LIMIT_MESSAGE } from '../../model/beta-failure';

/** Spec section 2: the four modes, in order, with their names on screen. */
export const CHAT_MODES: { id: ChatMode; label: string; hint: string }[] = [
  {
    id: 'enhance',
    label: 'Enhance Text',
    hint: 'Paste a text: it comes back rewritten in your tone.',
  },
  {
    id: 'advice',
    label: 'Writing Advice',
    hint: 'Ask how to make a text clearer, calmer, bolder…',
  },
  {
    id: 'feedback',
    label: 'Content Feedback',
    hint: 'Paste a text for its tone, clarity and what to change.',
  },
  {
    id: 'brainstorm',
    label: 'Brainstorm Ideas',
    hint: 'Say what you are writing about: headlines, hooks and calls to action.',
  },
];

/** Spec section 8, "Chat and analysis". */
export const CHAT_ERROR = 'Chat error - please try again';
export const CHAT_APOLOGY =
  "I'm having trouble responding right now. Please try again in a moment.";
export const CHAT_UNAVAILABLE = 'Chat service unavailable';
export const CHAT_USAGE_LIMIT = 'Usage limit reached - upgrade to continue chatting';

/** What the chat says in the conversation when a message fails, and the toast beside it. */
export function chatFailure(error: unknown): { reply: string; toast: string } {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500)
    return { reply: CHAT_APOLOGY, toast: CHAT_ERROR };
  if (error.status === 403 || error.status === 404 || error.status === 503)
    return { reply: CHAT_UNAVAILABLE, toast: CHAT_UNAVAILABLE };
  if (error.status === 402) return { reply: CHAT_USAGE_LIMIT, toast: CHAT_USAGE_LIMIT };
  if (error.status === 429) return { reply: RATE_LIMIT_MESSAGE, toast: RATE_LIMIT_MESSAGE };
  const detail = isApiErrorBody(error.data) ? error.data.detail.trim() : '';
  return { reply: detail || CHAT_ERROR, toast: detail || CHAT_ERROR };
}

export interface ChatTurn {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  time: Date;
  mode: ChatMode;
  /** Assistant replies: still being written. */
  streaming?: boolean;
  failed?: boolean;
  engine?: 'builtin' | 'provider';
  modelUsed?: string;
  enhancedText?: string | null;
  quality?: number | null;
  /** An enhance reply that did not use the plan: why ("Nothing changed, so…"). */
  chargeNote?: string | null;
  suggestions?: string[];
}

/** Spec section 9: the last 5 messages go with each new one. */
export const CONTEXT_MESSAGES = 5;

export const contextOf = (turns: ChatTurn[]) =>
  turns
    .filter((turn) => !turn.failed && !turn.streaming)
    .slice(-CONTEXT_MESSAGES)
    .map(({ role, content }) => ({ role, content }));
