/** Static copy of the landing page. Dynamic data (plans) comes from the API. */

export const tones = [
  'Empathetic',
  'Confident',
  'Persuasive',
  'Friendly',
  'Professional',
  'Inspiring',
  'Analytical & Logical',
  'Urgent',
  'Calm',
] as const;

export const claims = [
  {
    key: 'click-through',
    title: 'Higher click-through',
    text: 'Subject lines, hooks and headlines rewritten to make people want to open, tap and read on.',
  },
  {
    key: 'conversion',
    title: 'Stronger conversion',
    text: 'Calls to action with the confidence and urgency that turn interest into sign-ups and sales.',
  },
  {
    key: 'engagement',
    title: 'Deeper engagement',
    text: 'Posts and replies with the warmth people answer, share and remember.',
  },
] as const;

// Placeholder quotes: replace with real customer testimonials, used with consent, before launch.
export const testimonials = [
  {
    quote:
      'I stopped rewriting subject lines five times. I pick Confident, push the intensity up, and the score tells me when it is ready to send.',
    name: 'Maya R.',
    role: 'Email marketing lead',
  },
  {
    quote:
      'Our follow-ups finally sound like us on a good day, and the prices and names never get mangled, which was my worry with AI tools.',
    name: 'Daniel K.',
    role: 'Account executive',
  },
  {
    quote:
      'Empathetic for support posts, Inspiring for launches. The score breakdown makes it easy to explain my edits to clients.',
    name: 'Priya S.',
    role: 'Freelance content writer',
  },
] as const;

export const TESTIMONIAL_INTERVAL_MS = 4000;

export const scienceSteps = [
  {
    key: 'tone',
    title: 'Tone',
    text: 'Choose one of nine emotional tones, from empathetic to urgent. Resonate reshapes word choice, rhythm and framing to match it.',
  },
  {
    key: 'intensity',
    title: 'Intensity',
    text: 'Set how strongly the tone comes through on a 1 to 10 scale: 1 to 3 is a light touch, 4 to 6 is balanced, 7 to 10 is bold.',
  },
  {
    key: 'meaning',
    title: 'Meaning protection',
    text: 'Names, numbers, dates, links and the keywords you lock are carried through unchanged. Every rewrite is checked, and you see what was kept.',
  },
  {
    key: 'score',
    title: 'Measured score',
    text: 'Each result is scored out of 10 by analysing the text itself: tone match, clarity, meaning kept and length fit, with the breakdown beside the score.',
  },
] as const;

/** The before/after example: `kept` marks facts that meaning protection carries through. */
export const demo = {
  tone: 'Persuasive',
  intensity: 7,
  before: [
    { text: 'Hi ' },
    { text: 'Dana', kept: true },
    { text: ', just following up on our call. The plan is ' },
    { text: '$49 a month', kept: true },
    { text: ' and you can ' },
    { text: 'cancel anytime', kept: true },
    { text: '. Let me know if you are interested.' },
  ],
  after: [
    { text: 'Hi ' },
    { text: 'Dana', kept: true },
    { text: ', thank you for your time on our call. Here is the simple version: the plan is ' },
    { text: '$49 a month', kept: true },
    { text: ', and you can ' },
    { text: 'cancel anytime', kept: true },
    { text: ', so there is no risk in trying it. Shall I set it up for your team this week?' },
  ],
} as const;
