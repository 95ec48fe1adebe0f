import type { ParsedText } from '../features/parse-text.js';

/** What a text is for, so a suggestion fits it: no demo request under an outage notice. */
export type TextKind = 'incident' | 'complaint' | 'job' | 'offer' | 'announcement' | 'other';

const INCIDENT =
  /\b(?:outage|incident|downtime|service (?:interruption|disruption)|degraded|was (?:fully )?restored|root cause|status page|were (?:not )?(?:impacted|affected)|(?:we|i) apologi[sz]e for (?:any|the) inconvenience)\b/i;
const COMPLAINT =
  /\b(?:refund|complain(?:t|ed|ing)?|unacceptable|customer service|still (?:no|not|waiting)|how many times|i (?:was|have been) charged)\b/i;
const JOB =
  /\b(?:responsibilities|requirements|qualifications|we(?:['’]re| are) hiring|years of experience|job description|candidates?|the role|apply (?:now|today|by))\b/i;
const OFFER =
  /\b(?:free trial|discount|\d+% off|sale|pricing|demo|sign up|subscribe|buy|order now|shop|coupon|offer)\b/i;
const ANNOUNCEMENT =
  /\b(?:announc\w*|launch\w*|introducing|new feature|now available|release[sd]?)\b/i;

export function textKindOf(parsed: ParsedText): TextKind {
  const text = parsed.text;
  if (INCIDENT.test(text)) return 'incident';
  const frustrated = parsed.sentences.some((sentence) => sentence.frustration.length > 0);
  if (COMPLAINT.test(text) && (frustrated || parsed.totals.firstSingular > 0)) return 'complaint';
  if (JOB.test(text)) return 'job';
  if (OFFER.test(text)) return 'offer';
  if (ANNOUNCEMENT.test(text)) return 'announcement';
  return 'other';
}

/** The closing step for an offer, taken from what the text itself offers. */
function offerStep(text: string): string | null {
  if (/\bfree trial\b/i.test(text)) return "'Start your free trial today.'";
  if (/\bdemo\b/i.test(text)) return "'Book a demo.'";
  if (/\b(?:newsletter|subscribe)\b/i.test(text)) return "'Subscribe to get the next issue.'";
  if (/\b(?:webinar|event|register)\b/i.test(text)) return "'Save your seat.'";
  if (/\b(?:sale|discount|% off|coupon|shop)\b/i.test(text)) return "'Shop the sale.'";
  return null;
}

/** What the last line should ask of the reader, for this kind of text. */
export function closingAsk(kind: TextKind, text: string): string {
  switch (kind) {
    case 'incident':
      return 'say where readers can follow updates and when the next one comes';
    case 'complaint':
      return 'say what you want done and by when';
    case 'job':
      return 'tell candidates how to apply and by when';
    case 'announcement':
      return 'tell readers where to see it or try it';
    case 'offer': {
      const step = offerStep(text);
      return step ? `name the one step to take, e.g. ${step}` : 'name the one step to take';
    }
    default:
      return 'name the one step you want the reader to take';
  }
}

/** Kinds of text where benefits and proof would be out of place. */
export function isServiceText(kind: TextKind): boolean {
  return kind === 'incident' || kind === 'complaint' || kind === 'job';
}
