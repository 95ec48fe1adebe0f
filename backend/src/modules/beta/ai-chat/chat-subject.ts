import { EMOTION_TONES, type EmotionTone } from '../../ai/ai.types.js';
import { countWords } from '../../ai/ai.text.js';
import { TONE_WORDS } from '../command-chat/intent/intent-vocabulary.js';
import type { ChatMessageDto } from '../../songwriting/dto/chat-message.dto.js';
import type { StoredChatMessage } from './chat-conversation.entity.js';
import { messageIntent } from './message-intent.js';

/** A message this long is the text itself ("here is my draft…"), not a request about one. */
export const TEXT_MESSAGE_WORDS = 12;

/** How a request about a text starts ("make it…", "how can I…"), as opposed to a text. */
const REQUEST =
  /^(?:make|how|what|why|can|could|would|please|give|help|rewrite|enhance|shorten|shorter|longer|improve|tell|is|does|should|brainstorm|more|less|another|again|try|use|calls? to action|headlines?|hooks?)\b/i;

/** The message is a text to work on (a draft, a topic), not a question or a request about one. */
const isText = (message: string) => {
  const intent = messageIntent(message);
  if (intent !== 'text') return false;
  return (
    countWords(message) >= TEXT_MESSAGE_WORDS ||
    (!REQUEST.test(message.trim()) && !toneNamedIn(message))
  );
};

/** "five hooks for a LinkedIn post about remote team rituals" carries its own subject. */
const NAMES_ITS_SUBJECT = /\b(?:about|for|on)\s+(?:an?\s+|the\s+|our\s+|my\s+)?\w{3,}/i;

/** The first tone the message names ("make it calmer" → calm), if any. */
export function toneNamedIn(message: string): EmotionTone | undefined {
  const lower = message.toLowerCase();
  return EMOTION_TONES.find((tone) => TONE_WORDS[tone].test(lower));
}

/**
 * The text a reply is about: the workspace's current text; else the message when it is a text
 * (long, or short but not a request: "We might be late today.", "Ideas for our bakery's
 * opening"); else the latest version in the conversation (the last rewrite, or the last text).
 */
export function subjectOf(
  message: string,
  currentText: string | undefined,
  stored: readonly StoredChatMessage[],
  context: readonly ChatMessageDto[],
): string | undefined {
  if (currentText?.trim()) return currentText;
  if (isText(message)) return message;
  if (messageIntent(message) === 'request' && NAMES_ITS_SUBJECT.test(message)) return message;
  for (let index = stored.length - 1; index >= 0; index--) {
    const entry = stored[index];
    if (entry.role === 'assistant' && entry.enhanced_text) return entry.enhanced_text;
    if (entry.role === 'user' && isText(entry.content)) return entry.content;
  }
  for (let index = context.length - 1; index >= 0; index--) {
    const entry = context[index];
    if (entry.role === 'user' && isText(entry.content)) return entry.content;
  }
  return undefined;
}

/** A request from the Enterprise workspace's Refine (mode or current_text), not the AI Chat tab. */
export function isRefine(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { mode, current_text } = body as { mode?: unknown; current_text?: unknown };
  return mode !== undefined || current_text !== undefined;
}
