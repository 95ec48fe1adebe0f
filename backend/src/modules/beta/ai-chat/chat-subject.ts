import { EMOTION_TONES, type EmotionTone } from '../../ai/ai.types.js';
import { countWords } from '../../ai/engine/language/words.js';
import { TONE_WORDS } from '../command-chat/intent/intent-vocabulary.js';
import type { ChatMessageDto } from '../../songwriting/dto/chat-message.dto.js';
import type { StoredChatMessage } from './chat-conversation.entity.js';

/** A message this long is the text itself ("here is my draft…"), not a request about one. */
export const TEXT_MESSAGE_WORDS = 12;

/** How a request about a text starts ("make it…", "how can I…"), as opposed to a text. */
const REQUEST =
  /^(?:make|how|what|why|can|could|would|please|give|help|rewrite|enhance|shorten|improve|tell|is|does|should|brainstorm)\b/i;

/** The first tone the message names ("make it calmer" → calm), if any. */
export function toneNamedIn(message: string): EmotionTone | undefined {
  const lower = message.toLowerCase();
  return EMOTION_TONES.find((tone) => TONE_WORDS[tone].test(lower));
}

/**
 * The text a reply is about: the workspace's current text; else the message when it is a text;
 * else the latest version in the conversation (the last rewrite, or the last pasted text).
 */
export function subjectOf(
  message: string,
  currentText: string | undefined,
  stored: readonly StoredChatMessage[],
  context: readonly ChatMessageDto[],
): string | undefined {
  if (currentText?.trim()) return currentText;
  if (countWords(message) >= TEXT_MESSAGE_WORDS) return message;
  for (let index = stored.length - 1; index >= 0; index--) {
    const entry = stored[index];
    if (entry.role === 'assistant' && entry.enhanced_text) return entry.enhanced_text;
    if (entry.role === 'user' && countWords(entry.content) >= TEXT_MESSAGE_WORDS)
      return entry.content;
  }
  for (let index = context.length - 1; index >= 0; index--) {
    const entry = context[index];
    if (entry.role === 'user' && countWords(entry.content) >= TEXT_MESSAGE_WORDS)
      return entry.content;
  }
  // A short text with nothing before it ("We might be late today.") is the text itself.
  return REQUEST.test(message.trim()) || toneNamedIn(message) ? undefined : message;
}
