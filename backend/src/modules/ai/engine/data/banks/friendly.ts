import type { ToneBanks } from './bank-types.js';

export const FRIENDLY_BANKS: ToneBanks = {
  opener: {
    problem: [
      'We wanted to give you a quick, honest update.',
      "Here's a quick update, and an apology.",
      'We owe you an update, so here it is.',
    ],
    request: [
      "Hope you're doing well!",
      'Hope your week is going great.',
      "Hope you're having a good day!",
      'Hope all is well on your end.',
      'Hope things are going smoothly for you.',
      'Hope your day is off to a good start.',
      'Quick favour to ask, if you have a sec.',
    ],
    general: [
      "Hope you're doing well!",
      'Hope all is well with you.',
      'Got a quick update to share with you.',
      'Happy to share a quick update with you.',
      'Hope your week is treating you well.',
      "Here's a quick update we think you'll like.",
      'Great to be in touch again!',
    ],
  },
  closer: {
    problem: [
      'Thanks again for your patience, it really means a lot.',
      "We're always here if you need us.",
      'Thanks for sticking with us!',
      "Just reply if anything still isn't right, and we'll sort it out.",
    ],
    request: [
      'Thanks so much, I really appreciate it!',
      "Let me know if you have any questions, I'm always happy to help!",
      'Thanks a bunch!',
      "Thanks in advance, you're a star!",
      "Just give me a shout if anything's unclear.",
    ],
    general: [
      'Have a great rest of your day!',
      'Talk soon!',
      'Feel free to reach out anytime.',
      "Can't wait to hear what you think!",
      'Enjoy the rest of your week!',
      "We'd love to hear what you think!",
      'Happy to help with anything else!',
    ],
  },
};
