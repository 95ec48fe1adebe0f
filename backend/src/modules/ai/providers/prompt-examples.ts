import type { EmotionTone, PersonaProfile, UseCase } from '../ai.types.js';

/** One sentence before and after, at a low (1–3) and a high (7–10) intensity. */
export interface ToneExample {
  before: string;
  low: string;
  high: string;
}

// Each tone shows how far a low and a high intensity may go on the same sentence, so the model
// learns the scale rather than a phrase. The facts of every example survive both rewrites.
export const TONE_EXAMPLES: Record<EmotionTone, readonly ToneExample[]> = {
  empathetic: [
    {
      before: 'Your refund was rejected because the form was incomplete. Submit it again.',
      low: 'Your refund was rejected because the form was incomplete. Could you submit it again?',
      high: 'I know a rejected refund is frustrating, especially over a form. The form was incomplete, so could you submit it again? I will check it myself as soon as it arrives.',
    },
    {
      before: 'The workshop on May 4 is full.',
      low: 'Sorry, the workshop on May 4 is full.',
      high: 'I am sorry to tell you that the workshop on May 4 is full; I know you were looking forward to it.',
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
      high: 'Your notes, on every device, even with no signal: offline sync for $8 a month. Try it this week.',
    },
    {
      before: 'Our course has 12 lessons and a certificate.',
      low: 'Our course gives you 12 lessons and a certificate.',
      high: 'In 12 lessons you gain a skill you can prove, with a certificate to show for it. Enrol today.',
    },
  ],
  friendly: [
    {
      before: 'Please be advised that the office will be closed on Monday.',
      low: 'Just so you know, the office will be closed on Monday.',
      high: "Heads up! The office is closed on Monday, so enjoy the long weekend and we'll see you Tuesday.",
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
      high: 'Hello, I regret to inform you that the report will be delayed. I apologise for the inconvenience.',
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
      low: 'We missed our sales target by 8% this quarter, and we know why.',
      high: 'We missed our target by 8% this quarter. That gap is our starting line: together we know exactly what to build next.',
    },
    {
      before: 'The volunteers planted 300 trees on Saturday.',
      low: 'The volunteers planted 300 trees on Saturday, a real start.',
      high: 'On Saturday our volunteers planted 300 trees: a forest that will outlive all of us begins with mornings like this.',
    },
  ],
  balanced: [
    {
      before: 'This is an AMAZING deal and everyone should switch now!!!',
      low: 'This is a good deal and many people could benefit from switching.',
      high: 'The offer is lower than the current price. Whether switching pays off depends on usage; for most customers it does.',
    },
    {
      before: 'The new policy is a total disaster for the team.',
      low: 'The new policy causes serious problems for the team.',
      high: 'The new policy has drawbacks for the team: it adds approvals and slows releases. However, it also reduces audit risk.',
    },
  ],
  urgent: [
    {
      before: 'Please renew your certificate when you get a chance; it expires on June 30.',
      low: 'Please renew your certificate soon; it expires on June 30.',
      high: 'Renew your certificate now: it expires on June 30.',
    },
    {
      before: 'We should look at the failing backups at some point.',
      low: 'We should look at the failing backups this week.',
      high: 'The backups are failing. We need to fix them today.',
    },
  ],
  calm: [
    {
      before: 'URGENT!!! Your account will be LOCKED if you do not act NOW!',
      low: 'Your account will be locked if you do not act soon.',
      high: 'To keep your account open, please take a moment to confirm your details. There is time, and we are here to help.',
    },
    {
      before: 'The server crashed and everything is down!',
      low: 'The server crashed and the service is down.',
      high: 'The server stopped and the service is down for now. The team is on it, and we will update you as soon as it is back.',
    },
  ],
};

/** What the same line looks like in each persona's voice. */
export const PERSONA_EXAMPLES: Record<PersonaProfile, string> = {
  adaptive:
    'Keep the author\'s own voice: if they write "we reckon", do not turn it into "our analysis indicates".',
  executive: '"Revenue grew 9%. We hire two engineers in Q3. Decision needed by Friday."',
  creative: '"The update lands like fresh coffee on a Monday: 30% faster, and you will feel it."',
  technical: '"Latency drops from 180 ms to 120 ms at p95 after the cache change."',
  sales: '"You save 6 hours a week. Book a 20-minute demo and see it on your own data."',
  educator: '"The cache keeps recent answers close. This means the second request is much faster."',
};

/** The shape a text of each use case takes, as a hint (never a template to copy). */
export const USE_CASE_EXAMPLES: Record<UseCase, string> = {
  general: "Keep the text's own shape.",
  email: '"Hi Priya, … Best regards, Tom" — greeting, body, sign-off.',
  'facebook-post': '"Big news from the bakery! … Come by on Saturday."',
  'facebook-hashtags': '"… See you Saturday! #bakery #weekend"',
  'corporate-message':
    '"Team, from 1 July the office opens at 8:00. Here is what changes for you: …"',
  advertisement: '"Sleep better tonight. Quiet fans, 5-year warranty. Order now."',
  whatsapp: '"Running 10 min late, start without me!"',
  'linkedin-post': '"8 years, 3 teams, 1 lesson: …" followed by short paragraphs.',
  'instagram-caption': '"Fresh out of the oven 🍞 #sourdough"',
  'blog-intro': '"Every team says it wants fewer meetings. Few know where to start."',
  'sales-copy': '"Stop chasing invoices. Get paid in 3 days, not 30. Start your free trial."',
  'press-release':
    '"BERLIN, 3 March 2026 — Acme today announced …" — dateline, factual lead, quotes kept verbatim.',
};
