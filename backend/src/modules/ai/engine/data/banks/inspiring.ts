import type { ToneBanks } from './bank-types.js';

export const INSPIRING_BANKS: ToneBanks = {
  opener: {
    problem: [
      'Every setback is a chance to come back stronger.',
      "Challenges like this show what we're made of.",
      'How we respond to this moment will define us.',
    ],
    request: [
      'Every big step forward starts with a single decision.',
      'This is a chance to do something that matters.',
      'Great things happen when we act together.',
    ],
    general: [
      'Imagine what {topic} could make possible.',
      'Picture where {topic} could take us next.',
      'Every big step forward starts with a single decision.',
      'Great things happen when we aim higher.',
      'This is a moment worth seizing.',
      'Some moments change what is possible. This is one of them.',
      'Imagine what we can build from here.',
      'The future belongs to those who build it.',
      'Big change always starts with a first step.',
      'Think about what becomes possible when {topic} works for everyone.',
    ],
  },
  closer: {
    problem: [
      "Together, we'll come out of this stronger.",
      'The best of us shows up in moments like this.',
    ],
    request: [
      'Together, we can make this happen.',
      "Let's make it count.",
      "Let's take this step together.",
      'Your part in this matters more than you know.',
    ],
    general: [
      "Together, we can make {topic} something we're proud of.",
      'Together, we can build what comes next.',
      "Let's shape the future, one step at a time.",
      'The best is yet to come.',
      "Let's make it count.",
      'Together, we can turn this into something remarkable.',
      'This is only the beginning.',
      "Let's go further, together.",
    ],
  },
};
