import { HEDGE_MODALS } from '../../analysis/lexicon/hedges.js';
import { HEDGING_ADVERBS, OUTCOME_VERBS, READER_CHOICES } from '../data/hedges.js';
import { hasTag } from '../language/lexicon.js';
import { isMidAdverb } from '../language/verb-phrase.js';
import { subjectNumberBefore } from '../language/subject.js';

const DOUBTS = [...HEDGING_ADVERBS, 'likely'];
const MODAL = new RegExp(
  `\\b(${HEDGE_MODALS.join('|')})((?:\\s+(?:${DOUBTS.join('|')}|well|just|also|even|actually|really|definitely|certainly))*)\\s+([A-Za-z]+)(\\s+able\\s+to\\s+([A-Za-z]+))?`,
  'gi',
);
const HEDGED = new RegExp(DOUBTS.join('|'), 'i');
const CONDITIONAL = /\b(?:if|whether|unless|in case|so that|whatever|whoever|wherever)\b[^,.;]*$/i;
// "…, but we might need more time", "or you could flood your flat": a modal there names a risk or
// a consequence, and a firm verb would contradict the clause before it.
const RISK_CLAUSE =
  /(?:\b(?:but|although|though|or|otherwise|else|while|whereas|yet)\b|\bin case\b)[^,.;]*$/i;
const OFFER_SUBJECT = /\b(?:I|we)\s*$/i;
// "Your charges may change", "The delivery date might move": the writer's hedge on a price, a
// charge or a date is a rule or a forecast of theirs, never an expectation the engine may firm.
const TERMS_SUBJECT =
  /\b(?:charges?|prices?|pricing|fees?|rates?|costs?|bills?|billing|premiums?|tariffs?|payments?|dues|subscriptions?|terms|dates?|deadlines?|schedules?|times?|hours|availability|stock)\s*$/i;
// "Two winters ago I could hardly…", "Last year we might…": the sentence is set in the past, where
// "could" is the past of "can" and "might" reports what seemed possible then.
const PAST_TIME =
  /\b(?:ago|yesterday|last\s+(?:week|month|year|night|time|spring|summer|autumn|fall|winter|weekend|season|[a-z]+day)|back\s+then|at\s+the\s+time|in\s+those\s+days|that\s+(?:day|night|morning|evening|week|month|year|spring|summer|autumn|winter)|used\s+to|when\s+(?:I|we|he|she|they|you)\s+(?:was|were|had|started|began|first))\b/i;

/** "The doctor said I might…", "We knew it could…": a past verb before the modal reports the past. */
function pastVerbBefore(before: string): boolean {
  for (const word of before.toLowerCase().split(/[^a-z'’]+/)) {
    if (word && hasTag(word, 'PastTense') && !hasTag(word, 'Adjective')) return true;
  }
  return false;
}

/** Is this sentence told in the past, so that its modals keep their tense? */
export const toldInThePast = (text: string) => PAST_TIME.test(text);

/**
 * Hedged modals, made firmer without turning a possibility into a fact or a promise:
 * "you could try" → "you can try" (a choice the reader has; "you may receive them late" is a
 * possibility and stays), "might help" → "should help" (an expectation, not a claim),
 * "could possibly improve" → "could improve" (one hedge, not two). Nothing becomes a plain fact, a
 * promise or a forecast: "We might be able to help", "You might save 20%", "There might be a small
 * smudge" and "I might be late" stay as written (a "will likely" made the writer's possibility a
 * probability, which the reader takes as a forecast about the product or the date). `bold` is kept for the callers' sake and
 * no longer turns suggestions into commitments ("we could try" is not "we will try").
 */
export function firmModals(text: string, _bold: boolean, story = false): string {
  if (/\?\s*$/.test(text) || toldInThePast(text)) return text;
  return text.replace(
    MODAL,
    (
      match,
      modal: string,
      adverbs: string,
      verb: string,
      able: string | undefined,
      _ableVerb: string | undefined,
      offset: number,
    ) => {
      const lowerVerb = verb.toLowerCase();
      if (lowerVerb === 'not' || lowerVerb === 'have' || (/^[A-Z]/.test(modal) && offset === 0))
        return match;
      // "could hardly climb", "could only watch": no verb to firm, and "can hardly" changes tense.
      if (isMidAdverb(lowerVerb) || able) return match;
      const before = text.slice(0, offset);
      if (!before.trim() || CONDITIONAL.test(before) || RISK_CLAUSE.test(before)) return match;
      // In a story "could" is the past of "can"; after "said" or "knew" a modal is reported.
      if ((story && modal.toLowerCase() === 'could') || pastVerbBefore(before)) return match;
      if (!subjectNumberBefore(before)) return match;
      const previous = before.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
      const lowerModal = modal.toLowerCase();
      if (previous === 'you' && (lowerModal === 'could' || lowerModal === 'may'))
        return READER_CHOICES.has(lowerVerb) ? `can ${verb}` : match;
      const hedged = HEDGED.test(adverbs);
      // "could possibly improve": the doubled hedge goes, the writer's "could" stays.
      if (hedged) return `${modal} ${verb}`;
      // A claimed benefit is expected, not asserted: "might help" → "should help". What the
      // writer may do ("we might offer") and what may happen to others stays a likelihood.
      if (lowerModal === 'could' || previous === 'you') return match;
      if (
        OUTCOME_VERBS.has(lowerVerb) &&
        !OFFER_SUBJECT.test(before) &&
        !TERMS_SUBJECT.test(before)
      )
        return `should ${verb}`;
      // "Exhibitors may opt in", "There might be a small smudge", "The train might be late": a
      // possibility or a permission the writer left open; "will likely" would make it a forecast.
      return match;
    },
  );
}
