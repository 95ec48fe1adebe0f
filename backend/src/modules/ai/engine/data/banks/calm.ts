import type { ToneBanks } from './bank-types.js';

export const CALM_BANKS: ToneBanks = {
  opener: {
    problem: [
      "Here's a clear picture of where things stand.",
      "Let's take this one step at a time.",
      "Here's a calm look at what's happening.",
      'There is a clear way through this.',
      "Here's what you need to know, step by step.",
    ],
    request: [
      "Here's a small request, with no rush.",
      'A quick note, whenever you have a moment.',
      "Here's something to look at when it suits you.",
    ],
    general: [
      "Here's a quick, simple overview.",
      "Here's a clear summary.",
      "Let's walk through this calmly.",
    ],
  },
  closer: {
    problem: [
      "We'll take this one step at a time and keep you posted.",
      "There's no need to worry; we'll keep you informed.",
      "We're here if you have any questions.",
      'Take the time you need, and reach out whenever it suits you.',
    ],
    request: [
      "There's no need to rush; take the time you need.",
      'Take your time, and reach out whenever it suits you.',
      "No rush: whenever you're ready is fine.",
      "If anything is unclear, we're happy to help.",
    ],
    general: [
      "We're here if you have any questions.",
      'Take your time with it.',
      "There's no rush, and help is always here if you need it.",
      'Everything can move at a comfortable pace.',
    ],
  },
};
