import type { ProtectedSpan } from '../ai.types.js';
import { isDateOrTimeSpan } from '../guardrails/span-masker.js';

/**
 * What kind of text this is, for a call to action, for the lines a tone adds and for tone rules
 * that fit only some kinds. A 'reply' answers a customer (a support e-mail); a 'meeting' message
 * sets up a meeting; a 'story' tells what happened to the author; 'release' notes list software
 * changes.
 */
/** What the text is doing, for choosing fitting phrases. */
export type Situation = 'problem' | 'request' | 'general';

export type TextType =
  | 'notice'
  | 'message'
  | 'reply'
  | 'meeting'
  | 'story'
  | 'release'
  | 'event'
  | 'product'
  | 'service'
  | 'other';

const EVENT =
  /\b(?:join us|register|registration|rsvp|webinar|conference|workshop|meetup|meet-up|fair|festival|gala|summit|doors open|save the date|tickets?|livestream|open day|open house|keynote|session|venue|agenda)\b/gi;
const PRODUCT =
  /\b(?:it|they)\s+(?:has|have|comes?\s+with|features?|includes?|offers?|weighs?|fits?|charges?|runs?)\b|\b(?:is|are)\s+made\s+(?:from|of|with|in)\b|\b(?:battery|waterproof|available in|colou?rs|sizes|dimensions|warranty|materials?|recycled|handmade|hand-made|stainless|cotton|aluminium|aluminum|rechargeable|dishwasher|lightweight|design(?:ed)? (?:for|to)|pre-?orders?|in stock|back in stock|sold out|sells? out|restocked|limited edition|new collection)\b/gi;
const SERVICE =
  /\b(?:we offer|we provide|we help|we specialise|we specialize|our (?:team|services|experts|consultants|specialists)|consultation|clients|agency|book a (?:call|consultation|session|demo)|tailored|bespoke)\b/gi;

// Release notes and changelogs describe software changes, not something to order.
const SOFTWARE_CHANGES = /\b(?:fixed|bugs?|release notes|changelog|patch|deprecated|api)\b/i;
const RELEASE =
  /\b(?:(?:version|release)\s+v?\d+(?:\.\d+)*|v\d+\.\d+|release notes|changelog|this release|new release|(?:we(?:['’]ve| have)?|has been|have been)\s+(?:added|fixed|improved|removed|deprecated|discontinued|retired|introduced|updated|shipped)|fixed (?:a|the|an|several|some|\w+) (?:bugs?|issues?|crash(?:es)?|problems?)|deprecated|endpoints?|now (?:loads?|runs?|supports?|works?)|dark mode|offline mode|improved (?:\w+ )?(?:speed|performance|stability|loading|sync)|bug ?fix(?:es)?)\b/gi;

// A customer-service answer: thanks for getting in touch, what the writer looked into and did.
const REPLY =
  /\b(?:thanks?(?: you)? for (?:reaching out|contacting us|getting in touch|your (?:message|e-?mail|enquiry|inquiry|question|patience|order|report))|I(?:['’]ve| have)? (?:looked into|checked|reviewed|investigated)|(?:I|we)(?:['’]ve| have) (?:issued|processed|refunded|credited|reset|cancelled|canceled|escalated|updated your|corrected|sent you|passed)|your (?:account|order|ticket|case|refund|booking|subscription|invoice|card|parcel|package|delivery|request)|let (?:me|us) know if there is anything else|anything else I can help)\b/gi;

// A message that sets up a meeting: when and where, and what to bring or prepare.
// "this week of catch-up" on orders is work, and "orders that have come in" no ask to come.
export const MEETING =
  /\b(?:meeting|review|stand-?up|sync|(?<!\bof\s)catch-?up|call|workshop|session|1:1|one-to-one|offsite|kick-?off|retro(?:spective)?|planning)\b/i;
const MEETING_ASK =
  /\b(?:bring|attend|prepare|join|dial in|be there|(?<!\b(?:have|has|had)\s)come|agenda|room\s+\w+|send (?:your|me|us) (?:notes|updates?))\b/i;
// "Would either 3 pm or 11 am work for an intro call?", "Are you free on Tuesday?": a meeting
// asked for is not yet set, and lines that presume it ("See you there!") do not fit.
const MEETING_PROPOSED =
  /\b(?:would|will|does|do|could|can)\b[^.?!]{0,80}\b(?:work|suit)\b[^.?!]*\?|\b(?:are|would)\s+you\s+(?:be\s+)?(?:free|available|open)\b[^.?!]*\?/i;

// A first-person story: "Three years ago I was…", "Then a friend called…", "Today I…".
const STORY_PAST =
  /\b(?:I|we)\s+(?:(?:almost|barely|finally|just|never|once|first|still)\s+)?(?:[a-z]+ed|wasn['’]t|weren['’]t|didn['’]t|couldn['’]t|could|was|were|had|did|spent|lost|got|made|went|left|started|quit|moved|decided|learned|learnt|thought|felt|found|realised|realized|tried|failed|took|told|asked|wrote|built|joined|said|knew|remember|remembered|sat|ran|became|began|kept|missed|applied|walked|gave|opened|closed|sold|bought|called|hired|fired)\b/gi;
const STORY_TIME =
  /\b(?:\w+ (?:years?|months?|weeks?) ago|years? ago|last (?:year|summer|winter|spring|autumn)|back (?:then|in \d{4})|when I was|at the time|that (?:day|night|morning|week|year)|the next (?:day|morning|month|year|week)|since then|in \d{4}|today|then|later|eventually|now)\b/gi;
const FIRST_PERSON = /\b(?:I|my|me)\b|\bI['’](?:m|ve|d|ll)\b/g;

const hits = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

// "Stop by between 10 am and 6 pm", "We're opening our doors on Friday": the reader is asked to
// come along, not to sign up. With a date or a time it is an event, whatever it is called.
// The verbs ask the reader only where a request opens ("Come by…", "Please stop by", "Plan to
// join us"): "we had a ton of people come in" tells what others did.
const INVITATION =
  /(?:(?:^|[.!?:;–—(]\s*|\b(?:please|you can|you could|why not|welcome to|invite you to|plan to|be sure to|make sure to|and|so)\s+)(?:come (?:by|along|down|over|in|and (?:see|say|join|celebrate|visit|meet|try|taste))|stop by|drop (?:in|by)|swing by|pop (?:in|by|over|along)|join (?:us|the celebration|the fun|the party))|\b(?:see you (?:there|on|at|then|soon)|we(?:['’]re| are) (?:opening|reopening|hosting|throwing|holding|celebrating)|(?:grand|official) (?:re-?)?opening|launch party|opening (?:day|night|party|weekend)|celebrate with us))\b/im;
// An event that is booked: the reader registers, buys a ticket or replies to come.
const BOOKED =
  /\b(?:register|registration|rsvp|tickets?|book (?:a|your|now)|sign up|places are limited|limited places|seats? (?:are )?limited)\b/i;

// "We had a great opening day…": a recap tells of an event that is over. An invitation looks
// ahead: a future, a coming day, or a request to come.
const LOOKS_AHEAD =
  /\b(?:will|going to|tomorrow|tonight|next|upcoming|coming up|soon|join us|see you|come (?:by|along|down|over|in|and)|stop by|drop (?:in|by)|swing by|pop (?:in|by|over|along)|opens?|starts?|begins?|this (?:week(?:end)?|month|saturday|sunday|monday|tuesday|wednesday|thursday|friday))\b|['’]ll\b|\b(?:we|I)(?:['’]re|['’]m| are| am) (?:opening|reopening|hosting|throwing|holding|celebrating)\b/i;

// "Yesterday we held our Grand Opening…": an event told as over, whatever else the text says.
const LOOKS_BACK =
  /\b(?:yesterday|last night)(?:['’]s)?\b[^.!?]{0,40}\b(?:opening|event|party|celebration|launch|held|hosted|celebrated)\b|\b(?:we|I) (?:held|hosted|celebrated) (?:our|the|a|an) (?:grand )?(?:opening|event|party|celebration|launch|open day|open house)\b|\b(?:thanks|thank you) to (?:everyone|all) who (?:came|joined|attended)\b/i;

/** A dated invitation to drop in (an opening, a party, an open day), with nothing to book. */
export function isInvitation(plain: string, spans: readonly ProtectedSpan[]): boolean {
  const dated = spans.some(isDateOrTimeSpan);
  return (
    dated &&
    INVITATION.test(plain) &&
    !BOOKED.test(plain) &&
    LOOKS_AHEAD.test(plain) &&
    !LOOKS_BACK.test(plain)
  );
}

/** Told by the author about themselves, in the past: a story, not news or an offer. */
export function isStory(plain: string): boolean {
  const past = hits(plain, STORY_PAST);
  const time = hits(plain, STORY_TIME);
  const personal = hits(plain, FIRST_PERSON);
  return (
    past >= 2 && time >= 1 && personal >= 3 && !/\b(?:sorry|apologi[sz]e|apologies)\b/i.test(plain)
  );
}

export function detectTextType(
  plain: string,
  situation: Situation,
  framed: boolean,
  messageUseCase: boolean,
  spans: readonly ProtectedSpan[],
): TextType {
  const dated = spans.some(isDateOrTimeSpan);
  // A support answer about a problem ("the charge…, so I have issued a refund") is still a reply.
  if ((framed || messageUseCase) && hits(plain, REPLY) >= 2) return 'reply';
  if (situation === 'problem') return 'notice';
  if (framed || messageUseCase) {
    if (dated && MEETING.test(plain) && MEETING_ASK.test(plain) && !MEETING_PROPOSED.test(plain))
      return 'meeting';
    // "Hi all, we're hosting drinks on Friday from 5 pm. Come along!": an invitation, not a task.
    return dated && INVITATION.test(plain) ? 'event' : 'message';
  }
  if (isStory(plain)) return 'story';
  if (hits(plain, RELEASE) >= 2) return 'release';
  const event = hits(plain, EVENT);
  if (event >= 2 || (event >= 1 && dated) || (dated && INVITATION.test(plain))) return 'event';
  const product = SOFTWARE_CHANGES.test(plain) ? 0 : hits(plain, PRODUCT);
  const service = hits(plain, SERVICE);
  if (product >= 2 && product >= service) return 'product';
  // "clients" alone is a founder's story; an offer of a service says so more than once.
  if (service >= 2 || /\b(?:we offer|we provide|book a (?:call|consultation))\b/i.test(plain))
    return 'service';
  if (product >= 1 && !/\b(?:I|I['’]m|my)\b/.test(plain)) return 'product';
  // Software sold by subscription: "Our accounting app… Plans start at $29 per month."
  if (SELLING.test(plain) && hits(plain, SUBSCRIPTION) >= 1) return 'product';
  return 'other';
}

const SELLING =
  /\bour\s+(?:new\s+)?(?:[\w-]+\s+)?(?:tool|app|platform|product|software|service|solution|planner|range|collection|plan)\b/i;

const SUBSCRIPTION =
  /\b(?:plans? (?:start|from|cost)|per (?:month|year|user|seat)|a month|monthly|annual plan|free trial|try it free|subscription|sign up|pricing|integrates? with|connects? to)\b/gi;

/** Software sold as a service (an app, a platform, a plan): tried or subscribed to, not taken home. */
export const DIGITAL =
  /\b(?:software|app|apps|platform|tool|dashboard|saas|plans? (?:start|from)|per (?:month|user|seat)|free trial|subscription|online|cloud|integrat\w+)\b/i;

/** A message that pitches something (a sales e-mail): the reply it asks for is a sale. */
export const pitches = (plain: string) =>
  SELLING.test(plain) || hits(plain, PRODUCT) >= 2 || hits(plain, SERVICE) >= 1;

/** Copy that sells something: a product, an event or a service. */
export const isOffer = (type: TextType) =>
  type === 'product' || type === 'event' || type === 'service';

/**
 * A complaint or a protest ("anger and sheer disbelief"): the writer is let down, so nothing
 * cheerful goes in (no "!", no "Come and join us").
 */
const PROTEST_WORDS = [
  'anger',
  'angry',
  'outrage',
  'outraged',
  'outrageous',
  'disbelief',
  'disgusted',
  'disgusting',
  'furious',
  'protest',
  'unacceptable',
  'appalled',
  'appalling',
  'boycott',
  'shameful',
];
export const complains = (lowerWords: ReadonlySet<string>) =>
  PROTEST_WORDS.some((word) => lowerWords.has(word));
