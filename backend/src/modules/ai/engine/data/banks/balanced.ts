import type { ToneBanks } from './bank-types.js';

export const BALANCED_BANKS: ToneBanks = {
  opener: {
    problem: [
      'Here is a factual summary of what happened.',
      'The key facts are set out below.',
      'Here is what we know so far.',
    ],
    request: [
      'Here is the request and the reasoning behind it.',
      'The request is simple, and the reasons are set out below.',
    ],
    general: [
      'Here is a summary of the key points.',
      "Let's look at the facts.",
      'The main points are as follows.',
      'Here is what the information shows.',
      'The facts about {topic} are straightforward.',
    ],
  },
  closer: {
    problem: [],
    request: [
      'On balance, this is the most practical next step.',
      'Weighing these points, the request is a reasonable one.',
    ],
    general: [
      'Each of these points is worth weighing carefully.',
      'On balance, the evidence points in one direction.',
      'These are the key facts to weigh.',
    ],
  },
};
