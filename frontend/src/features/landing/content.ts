/** Static copy of the landing page. Plans, the demo's rewrites and the proof figures are not here. */

/** What people use Resonate for. Goals, not measured results: see the figures beside them. */
export const goals = [
  {
    key: 'click-through',
    title: 'For click-through',
    text: 'Subject lines, hooks and headlines in a tone that gives people a reason to open and read on.',
  },
  {
    key: 'conversion',
    title: 'For conversion',
    text: 'Calls to action with the confidence or urgency you choose, while prices, dates and names stay exactly as written.',
  },
  {
    key: 'engagement',
    title: 'For engagement',
    text: 'Posts and replies with the warmth people answer, and advice beside each result on what else to change.',
  },
] as const;

/**
 * Resonate has no published customer reviews yet: these are illustrative uses, labelled so on
 * the page, never presented as quotes from customers.
 */
export const exampleUses = [
  {
    quote:
      'Pick Confident for a subject line, raise the intensity, and read the score breakdown before you send it.',
    who: 'An e-mail marketer',
  },
  {
    quote:
      'Rewrite a follow-up in the Persuasive tone: the price, the name and the date come back exactly as you typed them.',
    who: 'An account executive',
  },
  {
    quote:
      'Empathetic for a support reply, Inspiring for a launch post, and the advice list says what the rules could not change.',
    who: 'A content writer',
  },
] as const;

export const ROTATION_INTERVAL_MS = 4000;

export const scienceSteps = [
  {
    key: 'tone',
    title: 'Tone',
    text: 'Choose one of nine emotional tones, from empathetic to urgent. Resonate changes word choice, rhythm and framing toward it.',
  },
  {
    key: 'intensity',
    title: 'Intensity',
    text: 'Set how strongly the tone comes through on a 1 to 10 scale: 1 to 3 is a light touch, 4 to 6 is balanced, 7 to 10 is bold.',
  },
  {
    key: 'meaning',
    title: 'Meaning protection',
    text: 'Names, numbers, dates, links and the keywords you lock are masked before the rewrite and checked after it. You see what was kept.',
  },
  {
    key: 'score',
    title: 'Measured score',
    text: 'Each result is scored out of 10 by analysing the text itself — tone match, clarity, meaning kept, length fit and fluency — never by the AI grading its own work.',
  },
] as const;
