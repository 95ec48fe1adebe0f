import type { ToneBanks } from './bank-types.js';

export const URGENT_BANKS: ToneBanks = {
  opener: {
    problem: [
      'Here are the key facts first.',
      'Time matters here, so here are the essentials.',
      'Please read this right away.',
    ],
    request: [
      'This needs your attention today.',
      'Time is short, so here is what matters.',
      'Action is needed right away.',
      'We need to move quickly on this.',
      "This can't wait.",
      'Quick action needed.',
    ],
    general: [
      'This needs your attention today.',
      "Don't miss this.",
      'Time is short, so here is what matters.',
      'Read this now.',
      'Act fast on this one.',
    ],
  },
  closer: {
    problem: [
      'If you are still affected, tell us right away.',
      'Questions? Contact us right away.',
      'Report any remaining problems right away.',
      'Reply right away if anything is still unclear.',
    ],
    request: [
      'Please act on this today.',
      "Please don't wait on this: today is the day.",
      'Please treat this as a top priority today.',
      "Let's get this done today.",
      'Please confirm as soon as possible.',
      'Every hour counts, so please act now.',
      'Please reply today.',
    ],
    general: [
      'Act now.',
      "Don't wait: act today.",
      'Time is short, so move today.',
      'Make your move today.',
      'Now is the time.',
      'Act today, before the moment passes.',
    ],
  },
};
