import type { EmotionTone } from '../../../ai.types.js';

/** E-mail greetings by tone, used only when the author wrote none. */
export const EMAIL_GREETINGS: Record<EmotionTone, readonly string[]> = {
  empathetic: ['Hi,', 'Hello,'],
  confident: ['Hello,', 'Hi,'],
  persuasive: ['Hi there,', 'Hello,'],
  friendly: ['Hi there!', 'Hey there,', 'Hi!'],
  professional: ['Hello,', 'Good day,'],
  inspiring: ['Hello everyone,', 'Hi all,'],
  balanced: ['Hello,'],
  urgent: ['Hello,', 'Hi,'],
  calm: ['Hi,', 'Hello,'],
};

/** E-mail sign-offs by tone, used only when the author wrote none. */
export const EMAIL_SIGNOFFS: Record<EmotionTone, readonly string[]> = {
  empathetic: ['Warm regards,', 'With care,', 'Kind regards,'],
  confident: ['Best regards,', 'Regards,'],
  persuasive: ['Best,', 'Talk soon,'],
  friendly: ['Cheers,', 'Thanks so much,', 'Talk soon,'],
  professional: ['Kind regards,', 'Best regards,'],
  inspiring: ['Onwards,', 'With gratitude,', 'Best,'],
  balanced: ['Regards,', 'Kind regards,'],
  urgent: ['Thank you,', 'Thanks,'],
  calm: ['Take care,', 'Kind regards,'],
};

/** Opening hook lines for posts whose first sentence is too long to be one. */
export const POST_HOOKS: readonly string[] = [
  'Here is something worth sharing about {topic}.',
  "Let's talk about {topic}.",
  'A quick thought on {topic}.',
  'This one is about {topic}.',
  'Something I keep coming back to: {topic}.',
  "Here's what we learned about {topic}.",
  'Big news about {topic}.',
  'A few words on {topic}.',
];

/** Questions that close a social post and invite replies. */
export const POST_QUESTIONS: readonly string[] = [
  "What's your take on {topic}?",
  'How is your team approaching {topic}?',
  'What would you add?',
  'Have you seen the same thing?',
  'What has worked for you?',
  'Curious to hear your thoughts. What do you think?',
  'Would this work for you?',
];

/** Blog openings that pull the reader in. */
export const BLOG_HOOKS: readonly string[] = [
  'Ever wondered what it takes to get {topic} right?',
  'If {topic} has ever slowed you down, this is for you.',
  "Here's a question worth asking: how much is {topic} really costing you?",
  'Most people never think twice about {topic}. They should.',
  "Let's talk about {topic}, and why it matters more than you think.",
  "You've probably heard a lot about {topic}. Here's what actually matters.",
  "There's more to {topic} than meets the eye.",
];
