import { HAS_MASK, MASK, maskPattern } from '../../guardrails/mask-token.js';
import type { EmotionTone } from '../../ai.types.js';
import type { RewriteContext, SentenceInfo } from '../context.js';
import { CALL_LEADS, JOB_CALL_LEADS } from '../data/banks/general-moves.js';
import { lowerFirst, upperFirst } from '../language/casing.js';
import { hasTag, infinitiveOf } from '../language/lexicon.js';
import { opensWithLabel, startsWithNounSubject } from '../data/commands.js';
import { isOffer } from '../text-type.js';
import { ANNOUNCE, HIRING } from './news-moves.js';

/**
 * Sentence moves that fit most texts, not only the ones with hedges or contractions: the
 * author's own calls ("Apply at …"), announcements ("We shipped …", "We're hiring …"), plain
 * facts in a job advert and "going to" plans. Each tone says them in its voice.
 */

/** Calls whose verb leads a plain instruction the reader can act on. */
const CALL =
  /^(?!join us\b)(apply|register|send|check|book|join|sign up|update|reply|contact|visit|try|order|email|download|share|submit|let (?:me|us) know|enrol|enroll|subscribe|get in touch)\b(?!['’-])/i;
/** Calls that take "now" right after the verb ("Apply now at …"). */
const NOW_CALL = /^(apply|register|book|sign up|enrol|enroll|subscribe|order|update|join us)\b/i;
/** Calls that read as a step toward something (persuasion and inspiration lead into them). */
const GAIN_CALL =
  /^(?!join us\b)(apply|register|book|join|sign up|try|order|enrol|enroll|subscribe|visit)\b/i;
const TOKEN = HAS_MASK;
/** "… and the role is hybrid": a second clause that a fragment or a new subject would break. */
const SECOND_CLAUSE =
  /\b(?:and|but|while|so)\s+(?:the|it|we|you|they|this|our)\b|\b(?:is|are|was|were)\b[^.]*\b(?:is|are|was|were)\b/i;

const isStatementCall = (text: string) =>
  CALL.test(text) &&
  !startsWithNounSubject(text) &&
  !opensWithLabel(text) &&
  /[.!]$/.test(text) &&
  !/\?/.test(text) &&
  text.split(/\s+/).length <= 24;

/** "… by 30 January." / "… before 15 December.": a deadline the author set. */
const endsWithDeadline = (text: string, ctx: RewriteContext) => {
  const match = maskPattern(
    'i',
  )`\b(?:by|before|until|no later than)\s+((?:${MASK}\s*)+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|the end of \w+)\s*[.!]$`.exec(
    text,
  );
  if (!match) return false;
  const token = TOKEN.exec(match[1])?.[0];
  if (!token) return true;
  return ctx.masker.isDateOrTime(token);
};

const hasDeadline = (text: string) => /\b(?:by|before|until|deadline|no later than)\b/i.test(text);

/** The call with its verb in lower case, ready to follow a lead ("Feel free to send …"). */
const callBody = (text: string) => lowerFirst(text);

/** "Apply at … before 15 December." in the voice of the tone. */
export function toneCall(
  text: string,
  tone: EmotionTone,
  ctx: RewriteContext,
  { key, role }: SentenceInfo,
): string {
  if (!isStatementCall(text)) return text;
  if (tone === 'urgent') {
    if (/\b(?:now|today|immediately|asap|right away)\b/i.test(text)) return text;
    const now = NOW_CALL.exec(text);
    // "Apply now at …", never "Apply now the patch": "now" only before a preposition.
    const after = now ? text.slice(now[0].length) : '';
    if (
      now &&
      /^\s+(?:at|on|via|through|online|for|by|before|in|using|from|with|today)\b|^\s*[.!]$/i.test(
        after,
      )
    )
      return `${text.slice(0, now[0].length)} now${text.slice(now[0].length)}`;
    if (endsWithDeadline(text, ctx)) return text.replace(/\s*([.!])$/, ' at the latest$1');
    return text;
  }
  if (
    (tone === 'persuasive' && ctx.jobAd && GAIN_CALL.test(text)) ||
    (tone === 'persuasive' && ctx.jobAd && /^send\b/i.test(text))
  ) {
    const lead = ctx.picker.pick(JOB_CALL_LEADS, `job-call|${key}`);
    return lead ? lead.replace('{V}', upperFirst(text)) : text;
  }
  if (tone === 'persuasive') {
    const first = benefitFirst(text);
    if (first !== text) return first;
  }
  const leads = CALL_LEADS[tone];
  if (!leads) return text;
  // A how-to's step takes no lead of its own ("When you have a moment, check your email" between
  // "Enter…" and "Click…"): the steps stay alike. A "Please" fits every step, and stays. Nor does
  // a list item, a step under its label ("Contact Customer Service: Send us a message…") or a
  // step toward putting a problem right ("Contact your local sorting office…" before writing
  // in): "Feel free to" and "If it helps" would make it optional.
  if (
    tone !== 'professional' &&
    (ctx.procedure || ctx.situation === 'problem' || role === 'item' || STEP_LABEL.test(text))
  )
    return text;
  // "Just try to remember that…": a lead on when to do it fits an act, not a thought.
  if (THOUGHT_CALL.test(text)) return text;
  // "Visit weston5k.com for … registration" before a race on a set day: "whenever it suits
  // you" would loosen what the date sets, so an event's call takes only a lead that names no time.
  const event = ctx.textType === 'event';
  // "Let me know" usually answers a dated ask in the sentence before, and "try it now", "Check
  // back soon" or "as soon as you can" set their own time: no lead loosens it ("whenever", "in
  // your own time", "Feel free to … as soon as you can").
  if (
    ((tone === 'calm' || tone === 'empathetic') &&
      (/^let\b/i.test(text) || TIMED.test(text) || PRESSED.test(text))) ||
    (tone === 'friendly' && PRESSED.test(text))
  )
    return text;
  // "Do not miss out" and "Make it happen" sell something: not an instruction to the ops team.
  if (
    (tone === 'inspiring' || tone === 'persuasive') &&
    !(ctx.isPromotional || ctx.jobAd || isOffer(ctx.textType))
  )
    return text;
  // "Make your move" belongs to a job advert; elsewhere a confident call is already direct.
  if (tone === 'confident' && !ctx.jobAd) return text;
  if (
    (tone === 'inspiring' || tone === 'persuasive' || tone === 'confident') &&
    !GAIN_CALL.test(text)
  )
    return text;
  // "Just" and "Feel free to" sit badly before a warning or a deadline the reader must meet.
  const bank = (hasDeadline(text) ? leads.dated : leads.open).filter(
    (candidate) => !event || !TIMED_LEAD.test(candidate),
  );
  const lead = ctx.picker.pick(bank, `call|${key}`);
  if (!lead) return text;
  const body = callBody(text);
  // "You can let me know." reads oddly; "let me know" takes a lead that keeps it a request.
  if (
    /^let\b/i.test(body) &&
    /^(?:You can|If it helps|Take|Be|Make|It only|Do not|Secure|We invite)\b/.test(lead)
  )
    return text;
  return lead.replace('{v}', body);
}

const STEP_LABEL = /^[^:.!?]{3,40}:\s+\p{Lu}/u;
const TIMED = /\b(?:now|today|right away|soon)\b/i;
const PRESSED = /\b(?:as soon as|asap|promptly|immediately|straight away)\b/i;
const TIMED_LEAD = /\b(?:when|whenever|time|ready|moment)\b/i;
const THOUGHT_CALL =
  /^(?:just\s+|simply\s+|please\s+)?(?:try\s+to\s+|do\s+)?(?:remember|keep\s+in\s+mind|bear\s+in\s+mind|think|imagine|consider|know|understand|believe|trust|be\b)/i;

const WILL_BE_DOING =
  /\b(we|I|you|they)(\s+will|['’]ll)(\s+(?:also|now|then|soon|still|all)\b)?\s+be\s+([a-z]+ing)\b(?!\s+(?:to|for|of|in|on|at)\b)/gi;

const OBJECT_AFTER =
  /^\s+(?:the|a|an|our|your|their|its|his|her|my|this|these|those|some|all|every|each|prices?|\d)\b/i;

/**
 * "We'll be changing the price in May" → "We'll change the price in May": a plan said once,
 * not drawn out. Only after a person (we, I, you, they), only a verb's -ing form (never
 * "amazing", "closing time", "be thinking of"), and the tense and who acts stay the same.
 */
// "be learning, and relearning, a lot", "be attending conferences, visiting founders, and making
// stops", "…the elves as usual and giving Santa a wash": a later -ing verb joined by "and" or
// "or" hangs on the same "be", and "learn, and relearning" would break it.
const GERUND_LIST_AFTER = /^[^.;!?]*\b(?:and|or)\s+(?:\w+ly\s+)?\w+ing\b/i;

export function willBeDoing(text: string): string {
  return text.replace(
    WILL_BE_DOING,
    (
      match,
      subject: string,
      will: string,
      adverb: string | undefined,
      gerund: string,
      offset: number,
      whole: string,
    ) => {
      const lower = gerund.toLowerCase();
      // "changing", "closing" may be adjectives too: a verb only with its object after it
      // ("be changing the price"), never "we will be amazing together".
      const after = whole.slice(offset + match.length);
      if (hasTag(lower, 'Adjective') && !OBJECT_AFTER.test(after)) return match;
      if (GERUND_LIST_AFTER.test(after)) return match;
      const verb = infinitiveOf(lower, 'Gerund');
      if (!verb || verb === 'be' || verb === 'go') return match;
      return `${subject}${will}${adverb ?? ''} ${gerund === lower ? verb : upperFirst(verb)}`;
    },
  );
}

/** "We're going to focus on …" → "We will focus on …": a plan stated as one. */
export function goingToWill(text: string): string {
  return text.replace(
    /\b(we|I|they)(?:['’]re| are|['’]m| am)\s+going\s+to\s+(?=[a-z])/gi,
    (_match, subject: string) => `${subject} will `,
  );
}

/** Confident and professional verbs for the same news: "shipped" → "delivered"/"released". */
export function newsVerbs(text: string, tone: EmotionTone): string {
  if (!ANNOUNCE.test(text)) return text;
  const swaps: Record<string, string> =
    tone === 'professional'
      ? { shipped: 'released', fixed: 'resolved', built: 'developed' }
      : { shipped: 'delivered', fixed: 'resolved' };
  return text.replace(
    /\bwe(\s+also)?\s+(shipped|fixed|built)\b/i,
    (match, also: string | undefined, verb: string) =>
      swaps[verb.toLowerCase()]
        ? `${match.slice(0, 2)}${also ?? ''} ${swaps[verb.toLowerCase()]}`
        : match,
  );
}

/** Facts in a job advert, said to the reader: "We use Go." → "You'll work with Go." */
export function jobFactsToYou(text: string, ctx: RewriteContext): string {
  if (!ctx.jobAd || SECOND_CLAUSE.test(text)) return text;
  const uses = /^we (?:use|work with)\s+(.+)\.$/i.exec(text);
  if (uses) return `You'll work with ${uses[1]}.`;
  const salary = /^(?:the\s+)?(?:salary|pay) is\s+(.+)\.$/i.exec(text);
  if (salary) return `You'll earn ${salary[1]}.`;
  return text;
}

/** "Salary is 70k." → "The salary is 70k."; "We use Go." → "We work with Go." (neutral, formal). */
export function formalFacts(text: string): string {
  return (
    text
      .replace(
        /^(Salary|Pay|Pricing|Location|Start date) is\b/,
        (_m, noun: string) => `The ${noun.toLowerCase()} is`,
      )
      // "We use it to gather up the bits", "We use this task to sync…": a thing pointed back to is
      // an instrument, not what the team works with.
      .replace(/^We use\b(?!\s+(?:it|them|this|that|these|those)\b)/, 'We work with')
      .replace(/^We bring\b/, 'We provide')
  );
}

const FEELING =
  /\b(I['’]m|I am|we['’]re|we are|I feel|we feel)\s+(grateful|thankful|proud|happy|excited|delighted|glad)\b/i;
const WARM_ADVERB: Partial<Record<EmotionTone, string>> = {
  friendly: 'so',
  empathetic: 'truly',
  inspiring: 'truly',
};

/** "I'm grateful to everyone…" → friendly "I'm so grateful…", empathetic "I'm truly grateful…". */
export function warmFeeling(text: string, tone: EmotionTone): string {
  const adverb = WARM_ADVERB[tone];
  if (!adverb) return text;
  return text.replace(FEELING, (match, subject: string, feeling: string, offset: number) =>
    // "…so I'm happy" is never "so I'm so happy": the word said twice in three.
    new RegExp(`\\b${adverb}\\s+$`, 'i').test(text.slice(0, offset))
      ? match
      : `${subject} ${adverb} ${feeling}`,
  );
}

/** Job-advert facts as an urgent notice reads them: "Salary is X." → "Salary: X."; "We use X." → "Stack: X." */
export function factFragments(text: string, ctx: RewriteContext): string {
  if (!ctx.jobAd) return text;
  const salary = /^(?:the\s+)?salary is\s+([^,;]+)\.$/i.exec(text);
  if (salary && !SECOND_CLAUSE.test(salary[1])) return `Salary: ${salary[1]}.`;
  const uses = /^we (?:use|work with)\s+([^,;]+)\.$/i.exec(text);
  if (uses && !SECOND_CLAUSE.test(uses[1]) && uses[1].split(/\s+/).length <= 8)
    return `Our stack: ${uses[1]}.`;
  return text;
}

/** Balanced: "We also fixed X." → "In addition, we fixed X." */
export function balancedAlso(text: string): string {
  return text.replace(/^We also ([a-z]+ed)\b/, 'In addition, we $1');
}

/** Persuasive: fixes are something the reader gains. */
export function fixesForYou(text: string): string {
  if (
    !/^(?:we\s+(?:also\s+)?)?(?:fixed|resolved|squashed)\b[^.!?]*\b(?:bugs|issues|problems|glitches)\b[^,;]*\.$/i.test(
      text,
    )
  )
    return text;
  return `${text.slice(0, -1)}, so everything runs more smoothly for you.`;
}

// "will increase from $7.00 … to $7.25", "from $110 to $121": a price that changes is the writer's
// news, and "just" before the old one belittles the rise.
const PRICE_MOVES =
  /\b(?:increas|ris(?:e|es|ing)\b|rais|hik|chang|adjust|go(?:es|ing)?\s+up|went\s+up)|\bfrom\s+\S+(?:\s+\S+){0,8}?\s+to\s+/i;

/** "A weekly clean starts at £80." → "…starts at just £80.": the price as a small step. */
const PRICED_BEFORE =
  /\b(?:prices?|rates?|plans?|packages?|tickets?|rooms?|sessions?|lessons?|available|costs?|fees?)(?:\s+\S+){0,2}\s*$/i;

export function justThePrice(text: string, ctx: RewriteContext): string {
  // Only copy that sells what is priced: "The 5K run costs just $30" in a parks department's
  // news, or a price rise's worked example, was a sales word the writer would put back.
  if (PRICE_MOVES.test(text) || (ctx.textType !== 'product' && ctx.textType !== 'service'))
    return text;
  return text.replace(
    maskPattern()`\b(starts? at|starting at|starts? from|starting from|priced at|from|costs|for only)\s+(${MASK})`,
    (match, lead: string, token: string, offset: number, whole: string) =>
      ctx.masker.spanAt(token)?.kind === 'money' &&
      !/\bjust\s*$/.test(lead) &&
      // "…to benefit from £170,000 in funding": a bare "from" is a price only after what is sold.
      (lead !== 'from' || PRICED_BEFORE.test(whole.slice(0, offset)))
        ? `${lead} just ${token}`
        : match,
  );
}

/**
 * 1 for a sentence the general moves can voice (a call, news, a hiring line, a plan): in texts
 * with nothing "wrong" these enter the budget first, so a low intensity still shows the tone.
 */
export function moveTarget(text: string): number {
  // The author's call is where a tone shows most: it goes first.
  if (isStatementCall(text)) return 2;
  return HIRING.test(text) ||
    ANNOUNCE.test(text) ||
    /\bgoing to\b/i.test(text) ||
    /^(?:the\s+)?salary is\b/i.test(text)
    ? 1
    : 0;
}

const PURPOSE =
  /^([A-Z][a-z]+\b[^.,;:!?]{3,80}?)\s+to\s+(get|see|try|use|enjoy|unlock|access|keep|save|start|join|claim|download)\s+([^.,;:!?]{3,60})\.$/;

/** Persuasion leads with the gain: "Update the app to get the new version." → "Get the new version: update the app." */
export function benefitFirst(text: string): string {
  const match = PURPOSE.exec(text);
  if (!match || !CALL.test(text) || /\b(?:you|we|I)\b/.test(match[1])) return text;
  return `${upperFirst(match[2])} ${match[3]}: ${lowerFirst(match[1])}.`;
}
