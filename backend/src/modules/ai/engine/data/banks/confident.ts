import type { ToneBanks } from './bank-types.js';

export const CONFIDENT_BANKS: ToneBanks = {
  opener: {
    problem: [
      "Here's where things stand and what happens next.",
      'Here are the facts and the next steps.',
      "Here's exactly what you need to know.",
      'Let me be direct about what happened and what comes next.',
    ],
    request: [
      "Here's what I need from you.",
      "Here's the plan.",
      "Let's get straight to the point.",
      'The next step is clear.',
      "Here's how we move forward.",
      "Here's the decision we need to make.",
    ],
    general: [
      "Here's where we stand.",
      "Here's what we're doing.",
      'We have a clear plan for {topic}.',
      "Let's be clear about what comes next.",
      '{topic} is ready, and so are we.',
    ],
  },
  closer: {
    problem: [
      'If you are still affected, reply and tell us.',
      'If you have questions, reply to this message.',
      'If anything still looks wrong, tell us.',
    ],
    request: [
      "I'm confident this is the right next step.",
      "Let's move ahead.",
      "Let's make it happen.",
      'This is the right call, and I stand behind it.',
    ],
    general: [
      "We're ready to move forward.",
      'This is the right move for {topic}.',
      "We're ready when you are.",
      "Let's make it happen.",
      "I'm confident in this direction.",
    ],
  },
};
