import { TONE_LABELS, type EmotionTone } from '../../ai/ai.types.js';
import type { ChatMode } from './ai-chat.dto.js';
import { reportOn } from './builtin/text-report.js';

/** Next messages offered as chips after a model's reply: each one the mode can answer. */
export function followUps(mode: ChatMode, text: string | undefined, tone: EmotionTone): string[] {
  const others = text
    ? reportOn(text)
        .tones.filter((entry) => entry.tone !== tone)
        .map((entry) => entry.label.toLowerCase())
    : (Object.values(TONE_LABELS).map((label) => label.toLowerCase()) as string[]);
  switch (mode) {
    case 'enhance':
      return ['Make it shorter', `Make it more ${others[0]}`, `Make it more ${others[1]}`];
    case 'advice':
    case 'feedback':
      return others.slice(0, 3).map((label) => `How can I make it more ${label}?`);
    case 'brainstorm':
      return [
        'Give me five more headlines',
        'Shorter hooks, please',
        'Calls to action for a busy reader',
      ];
  }
}
