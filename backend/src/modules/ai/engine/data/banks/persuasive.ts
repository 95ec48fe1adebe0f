import type { ToneBanks } from './bank-types.js';

export const PERSUASIVE_BANKS: ToneBanks = {
  opener: {
    problem: [
      "Here's how we're making this right for you.",
      'You deserve to know exactly where things stand.',
      "Here's what this means for you.",
    ],
    request: [
      'Here is a quick win for you.',
      'This is worth a minute of your time.',
      "Here's why this matters to you.",
      "Here's a simple way to get more from {topic}.",
    ],
    general: [
      'Looking for a better way to handle {topic}?',
      'What if {topic} could do more for you?',
      'Ready to get more out of {topic}?',
      "Here's why {topic} deserves your attention.",
      'Want results you can see right away?',
      'Imagine getting more done with less effort.',
      "Here's what you've been waiting for.",
      'What would you do with a little more time back each week?',
      'Tired of doing things the hard way?',
      "Here's the easier way you've been looking for.",
      "You'll want to see this.",
      'Picture {topic} working harder for you.',
    ],
  },
  closer: {
    problem: ["If anything still isn't working for you, just reply and tell us."],
    request: [
      'It only takes a moment, and the payoff is yours.',
      "Do it today and you'll be glad you did.",
      "Say yes today, and we'll take care of the rest.",
    ],
    general: [
      "Don't just take our word for it: see the difference for yourself.",
      'See for yourself why it is worth a closer look.',
      'The sooner you start, the sooner you see the difference.',
      "You'll wonder how you ever managed without it.",
      'Make the switch and feel the difference from day one.',
    ],
  },
};

/** Calls to action by use case; `{url}` is a link the text already contains. */
export const CALLS_TO_ACTION: Readonly<Record<string, readonly string[]>> = {
  url: [
    'Visit {url} to get started today.',
    'Find out more at {url}.',
    'Head to {url} and see for yourself.',
    'Get started today at {url}.',
    'See everything it can do at {url}.',
  ],
  email: [
    'Just reply to this email to get started.',
    "Reply today and we'll take it from there.",
    'Hit reply and let me know a good time to talk.',
    'Reply to this email and we will set up a quick call.',
    'Let me know today, and we can get you started this week.',
  ],
  sales: [
    'Start today and see the difference for yourself.',
    'Get started today.',
    'Try it today and see what it can do for you.',
    "Don't wait: get started now.",
    'Make today the day you try it.',
    'Take the first step today.',
  ],
  social: [
    'What do you think? Share your thoughts below.',
    'Would this work for your team? Let me know in the comments.',
    "Tell us in the comments how you'd use it.",
    'Share this with someone who needs to see it.',
    "What's your take? I'd love to hear it.",
  ],
  request: [
    'Please take a moment to do this today; it makes a real difference.',
    'Reply today to confirm, and you are all set.',
    'Please act on this today: it only takes a minute.',
    "Let's get this done today.",
    'Please confirm today so nothing is held up.',
  ],
  chat: [
    'Let me know what you think!',
    'Just reply here and we can get started.',
    'Let me know if you want in!',
  ],
  general: [
    'Get in touch today to learn more.',
    'Want to learn more? Get in touch today.',
    'Find out more today.',
  ],
  blog: [
    'Read on to see how.',
    "Let's dig in.",
    "Here's how to get started.",
    'Keep reading to find out more.',
  ],
};
