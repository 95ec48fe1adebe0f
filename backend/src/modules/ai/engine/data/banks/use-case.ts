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
  'A quick thought on {topic}.',
  'This one is about {topic}.',
  'Something I keep coming back to: {topic}.',
  "Here's what we learned about {topic}.",
  'Big news about {topic}.',
  'A few words on {topic}.',
];

/** Blog openings that pull the reader in. */
export const BLOG_HOOKS: readonly string[] = [
  'Ever wondered what it takes to get {topic} right?',
  'If {topic} has ever slowed you down, this is for you.',
  "Here's a question worth asking: how much is {topic} really costing you?",
  'Most people never think twice about {topic}. They should.',
  "You've probably heard a lot about {topic}. Here's what actually matters.",
  "There's more to {topic} than meets the eye.",
];

/**
 * Closing questions for a post, each in one tone's voice, so that two tones never close the same
 * post with the same line. `{topic}` questions are skipped when the text has no clear topic.
 */
export const TONE_POST_QUESTIONS: Record<EmotionTone, readonly string[]> = {
  empathetic: [
    'How are you finding {topic} at the moment?',
    'If this is where you are right now, what would help most?',
    'Has this been part of your experience too?',
  ],
  confident: [
    'Where do you stand on {topic}?',
    'What would you add?',
    'Would you make the same call?',
  ],
  persuasive: ['What is stopping you from trying this?'],
  friendly: ['Have you seen the same thing?', "What's your take on {topic}?", 'How about you?'],
  professional: [
    'What has worked for you?',
    'How is your organisation approaching {topic}?',
    'What has your experience been?',
  ],
  inspiring: [
    'What would you build if you started today?',
    'What is the next step you are excited about?',
  ],
  balanced: [
    'What has your experience been with {topic}?',
    'What would you weigh differently?',
    'Where do you see it differently?',
  ],
  urgent: ['What is the one thing you will do about this this week?', 'What are you waiting for?'],
  calm: [
    'What has helped you with {topic}?',
    'Curious to hear your thoughts, whenever you have a moment.',
    'What has helped you?',
  ],
};

/** Closing questions for a first-person story that turned out well after a hard time. */
export const SETBACK_STORY_QUESTIONS: Record<EmotionTone, readonly string[]> = {
  empathetic: [
    'If you are going through something like this right now, you are not alone.',
    'If you are in the middle of a hard stretch right now, I hope this helps a little.',
  ],
  confident: [
    'What did you do when things went wrong?',
    'What moment made you stronger than you expected?',
  ],
  persuasive: [
    'What would you try if you saw your last setback as a start?',
    'What is one step you could take today that your future self will thank you for?',
  ],
  friendly: [
    'Has something like this happened to you?',
    'Anyone else been through something like this?',
  ],
  professional: [
    'What did a setback teach you?',
    'What lesson from a difficult moment still guides you?',
  ],
  inspiring: [
    'What setback turned into your next start?',
    'What ending turned out to be your beginning?',
  ],
  balanced: [
    'Looking back, what did a hard moment teach you?',
    'Looking back, what would you have done differently?',
  ],
  urgent: ['What is the first step you will take this week?', 'What are you still waiting for?'],
  calm: [
    'What helped you through a time like this?',
    'Looking back, what helped you find your footing?',
  ],
};

/** Closing questions for any other first-person story. */
export const STORY_QUESTIONS: Record<EmotionTone, readonly string[]> = {
  empathetic: [
    'Has something like this been part of your story too?',
    'If this sounds familiar, I would love to hear how it went for you.',
  ],
  confident: ['What moment changed your direction?', 'What was your turning point?'],
  persuasive: [
    'What would your version of this story look like?',
    'What could you start this week that you will be glad about in a year?',
  ],
  friendly: ['Has something like this happened to you?', "What's your story? I'd love to hear it!"],
  professional: [
    'What experience shaped the way you work?',
    'What has your own experience taught you?',
  ],
  inspiring: ['What moment set you on your path?', 'What chapter are you writing right now?'],
  balanced: [
    'Looking back, what made the difference for you?',
    'How does this compare with your own experience?',
  ],
  urgent: ['What is the step you keep putting off?', 'What will you start this week?'],
  calm: ['What has a moment like this taught you?', 'What helped you find your way?'],
};

/**
 * Blog hooks in each tone's voice, true of any post (no slot to fill): for a text whose topic
 * gives no `{topic}` hook. A line appears in one tone only.
 */
export const TONE_BLOG_HOOKS: Record<EmotionTone, readonly string[]> = {
  empathetic: [
    'Some things are worth slowing down for.',
    'Here is something close to our hearts.',
    'Here is something close to my heart.',
  ],
  confident: ['Here is something worth your attention.', 'This is worth knowing about.'],
  persuasive: [
    "Here's something you won't want to miss.",
    'Give this two minutes. It will be worth it.',
  ],
  friendly: ['Grab a coffee: this one is worth it!', 'Got a minute? This one is worth it!'],
  professional: [
    'Here is an update worth noting.',
    'The following is worth a few minutes of your time.',
  ],
  inspiring: ['Every big change starts with a small step.', 'Good things start with a first step.'],
  balanced: [
    'Here is what you need to know, and why it matters.',
    'Here are the facts, and what they mean.',
  ],
  urgent: ["Don't scroll past this one.", 'This is worth reading now.'],
  calm: ['Here is a short read for a quiet moment.', 'Settle in; this will only take a minute.'],
};

/** The last line of a blog intro: the turn into the post itself. One tone each. */
export const BLOG_TRANSITIONS: Record<EmotionTone, readonly string[]> = {
  empathetic: [
    "Let's walk through it together.",
    "Let's go through it gently, one part at a time.",
  ],
  confident: ['Here is what you need to know.', "Here's the full story."],
  persuasive: ["Read on to see what's in it for you.", 'Read on: the best part is still to come.'],
  friendly: ["Let's dive in!", 'Read on for the details!'],
  professional: ['The details follow below.', 'The sections below cover the details.'],
  inspiring: ["Let's begin.", 'Here is where the story starts.'],
  balanced: ["Let's look at the details.", 'Below, each point is set out in turn.'],
  urgent: ['Read on: here is what you need to know now.', 'Here is what matters, right now.'],
  calm: ["Let's take it one step at a time.", 'Here is what to expect, step by step.'],
};

/**
 * Openings for an internal announcement (corporate message), joined to the author's first
 * sentence: "We are pleased to share that the office will open…". Colon forms work before any
 * statement. Never before a problem: an outage notice is not "pleased to share".
 */
export const CORPORATE_OPENINGS: Record<EmotionTone, readonly string[]> = {
  professional: ['We are pleased to share that', 'I am pleased to share that'],
  friendly: ['Some good news, everyone:', 'Quick update, everyone:'],
  confident: ['We can confirm that', 'I can confirm that'],
  empathetic: ['We wanted to let you all know that', 'I wanted to let you all know that'],
  inspiring: ['We are proud to share that', 'I am proud to share that'],
  balanced: ['Here is an update for everyone:', 'For everyone’s information:'],
  urgent: ['Important update for everyone:', 'Please note:'],
  calm: ['A short update for everyone:', 'A brief note for everyone:'],
  persuasive: ['Here is some news worth your attention:', 'Here is news you will want to know:'],
};
