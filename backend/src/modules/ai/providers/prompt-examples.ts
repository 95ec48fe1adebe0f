import type { EmotionTone, PersonaProfile, UseCase } from '../ai.types.js';

/** One sentence before and after, at a low (1–3) and a high (7–10) intensity. */
export interface ToneExample {
  before: string;
  low: string;
  high: string;
}

// Each tone shows how far a low and a high intensity may go on the same sentence, so the model
// learns the scale rather than a phrase. No example adds anything: every fact survives both
// rewrites, and no rewrite promises, offers, sets a deadline or asks for something the sentence
// before it did not (a model copies the moves it is shown). prompt-golden.spec.ts holds this.
export const TONE_EXAMPLES: Record<EmotionTone, readonly ToneExample[]> = {
  empathetic: [
    {
      before: 'Your refund was rejected because the form was incomplete. Submit it again.',
      low: 'Your refund was rejected because the form was incomplete. Could you submit it again?',
      high: 'I know a rejected refund is frustrating, especially over a form. The form was incomplete, so could you submit it again?',
    },
    {
      before: 'The workshop on May 4 is full.',
      low: 'Sorry, the workshop on May 4 is full.',
      high: 'I am sorry to tell you that the workshop on May 4 is full; I know how much you wanted a place.',
    },
  ],
  confident: [
    {
      before: 'I think the new plan might cut costs by about 12%.',
      low: 'The new plan should cut costs by about 12%.',
      high: 'The new plan cuts costs by about 12%.',
    },
    {
      before: 'We will maybe try to ship the fix on Friday, hopefully.',
      low: 'We will try to ship the fix on Friday.',
      high: 'We ship the fix on Friday.',
    },
  ],
  persuasive: [
    {
      before: 'The app has offline sync and costs $8 a month.',
      low: 'The app has offline sync, so your notes are there even without a signal, for $8 a month.',
      high: 'Your notes, on every device, even with no signal: offline sync, for $8 a month.',
    },
    {
      before: 'You can sign up on our website. The plan includes 3 users.',
      low: 'Sign up on our website; the plan includes 3 users.',
      high: 'Bring 3 users on board with one plan: sign up on our website.',
    },
  ],
  friendly: [
    {
      before: 'Please be advised that the office will be closed on Monday.',
      low: 'Just so you know, the office will be closed on Monday.',
      high: 'Heads up, everyone! The office is closed on Monday.',
    },
    {
      before: 'Kindly send the signed contract at your earliest convenience.',
      low: 'Could you send the signed contract when you can?',
      high: 'Whenever you get a moment, could you send over the signed contract? Thanks so much!',
    },
  ],
  professional: [
    {
      before: 'hey, the report is gonna be late, sorry!!',
      low: 'Hi, the report is going to be late, sorry.',
      high: 'Hello, I regret that the report will be delayed. I apologise for the inconvenience.',
    },
    {
      before: "Can't make the 3pm call, can we move it?",
      low: 'I cannot make the 3pm call; can we move it?',
      high: 'Unfortunately I am unable to attend the 3pm call. Would it be possible to reschedule?',
    },
  ],
  inspiring: [
    {
      before: 'We missed our sales target by 8% this quarter.',
      low: 'We missed our sales target by 8% this quarter, and we can learn from it.',
      high: 'We missed our target by 8% this quarter. That gap is not where we stop: it is where we start.',
    },
    {
      before: 'The volunteers planted 300 trees on Saturday.',
      low: 'The volunteers planted 300 trees on Saturday, a real start.',
      high: 'On Saturday our volunteers planted 300 trees: every forest begins with mornings like this.',
    },
  ],
  balanced: [
    {
      before: 'This is an AMAZING deal and everyone should switch now!!!',
      low: 'This is a good deal, and switching could be worthwhile.',
      high: "This deal is worth a look. Whether switching makes sense depends on each person's needs.",
    },
    {
      before: 'The new policy is a total disaster for the team because it adds two approval steps.',
      low: 'The new policy causes serious problems for the team because it adds two approval steps.',
      high: 'The new policy adds two approval steps. For the team, that is a significant drawback.',
    },
  ],
  urgent: [
    {
      before: 'Please renew your certificate when you get a chance; it expires on June 30.',
      low: 'Please renew your certificate soon; it expires on June 30.',
      high: 'Renew your certificate now: it expires on June 30.',
    },
    {
      before: 'There is an issue with logins at the moment and some users may be affected.',
      low: 'There is a problem with logins right now, and some users may be affected.',
      high: 'Logins are failing right now. Some users may be affected.',
    },
  ],
  calm: [
    {
      before: 'URGENT!!! Your account will be LOCKED if you do not act NOW!',
      low: 'Your account will be locked if you do not act now.',
      high: 'Please note that your account will be locked if you do not act now. Take a moment to read what is needed.',
    },
    {
      before: 'The server crashed and everything is down!',
      low: 'The server crashed and the service is down.',
      high: 'The server has stopped, and the service is down for the moment.',
    },
  ],
};

/** One sentence in each persona's voice (the same facts each time, nothing added). */
export const PERSONA_EXAMPLE_SOURCE =
  'We think the new cache might make pages load a bit faster, from 180 ms to 120 ms.';

export const PERSONA_EXAMPLES: Record<PersonaProfile, string> = {
  adaptive:
    'Keep the author\'s own voice: if they write "we reckon", do not turn it into "our analysis indicates".',
  executive: '"Pages load faster with the new cache: 180 ms down to 120 ms."',
  creative: '"Pages that used to crawl now snap open: 180 ms down to 120 ms with the new cache."',
  technical: '"The new cache reduces page load time from 180 ms to 120 ms."',
  sales: '"Your pages open faster with the new cache, in 120 ms instead of 180 ms."',
  educator:
    '"The new cache keeps recent pages close. This means they load in 120 ms instead of 180 ms."',
};

/** The shape a text of each use case takes, as a hint (never a template to copy). */
export const USE_CASE_EXAMPLES: Record<UseCase, string> = {
  general: "Keep the text's own shape.",
  email: '"Hi Priya, … Best regards, Tom" — greeting, body, sign-off.',
  'facebook-post': '"Big news from the bakery! …" — a lively first line, short paragraphs.',
  'facebook-hashtags': '"… #sourdough #bakery" — hashtags made from the text\'s own key words.',
  'corporate-message':
    '"Team, … Here is what changes for you: …" — the change first, then what it means for the reader.',
  advertisement:
    '"Sleep better. Quiet fans, cool all night." — short lines, strongest benefit first.',
  whatsapp: '"Running late, start without me!" — brief, as people text.',
  'linkedin-post': '"8 years, 3 teams, 1 lesson: …" followed by short paragraphs.',
  'instagram-caption': '"Fresh out of the oven 🍞 #sourdough" — short, hashtags from the text.',
  'blog-intro': '"Every team says it wants fewer meetings. Few know where to start."',
  'sales-copy':
    '"Stop chasing invoices. Get paid in 3 days, not 30." — the benefit first, the text\'s own ask (if it has one) last.',
  'press-release':
    '"BERLIN, 3 March 2026 — Acme today announced …" — dateline, factual lead, quotes kept verbatim.',
};
