import type { ProtectedSpan } from '../ai.types.js';
import type { Situation } from './context.js';

/** What kind of text this is, for a call to action and for tone rules that fit only some kinds. */
export type TextType = 'notice' | 'message' | 'event' | 'product' | 'service' | 'other';

const EVENT =
  /\b(?:join us|register|registration|rsvp|webinar|conference|workshop|meetup|meet-up|fair|festival|gala|summit|doors open|save the date|tickets?|livestream|open day|open house|keynote|session|venue|agenda)\b/gi;
const PRODUCT =
  /\b(?:it|they)\s+(?:has|have|comes?\s+with|features?|includes?|offers?|weighs?|fits?|charges?|runs?)\b|\b(?:is|are)\s+made\s+(?:from|of|with|in)\b|\b(?:battery|waterproof|available in|colou?rs|sizes|dimensions|warranty|materials?|recycled|handmade|hand-made|stainless|cotton|aluminium|aluminum|rechargeable|dishwasher|lightweight|design(?:ed)? (?:for|to)|pre-?orders?|in stock|back in stock|sold out|sells? out|restocked|limited edition|new collection)\b/gi;
const SERVICE =
  /\b(?:we offer|we provide|we help|we specialise|we specialize|our (?:team|services|experts|consultants|specialists)|consultation|clients|agency|book a (?:call|consultation|session|demo)|tailored|bespoke)\b/gi;

// Release notes and changelogs describe software changes, not something to order.
const SOFTWARE_CHANGES = /\b(?:fixed|bugs?|release notes|changelog|patch|deprecated|api)\b/i;

const hits = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export function detectTextType(
  plain: string,
  situation: Situation,
  framed: boolean,
  messageUseCase: boolean,
  spans: readonly ProtectedSpan[],
): TextType {
  if (situation === 'problem') return 'notice';
  if (framed || messageUseCase) return 'message';
  const dated = spans.some((span) => span.kind === 'date' || span.kind === 'time');
  const event = hits(plain, EVENT);
  if (event >= 2 || (event >= 1 && dated)) return 'event';
  const product = SOFTWARE_CHANGES.test(plain) ? 0 : hits(plain, PRODUCT);
  const service = hits(plain, SERVICE);
  if (product >= 2 && product >= service) return 'product';
  // "clients" alone is a founder's story; an offer of a service says so more than once.
  if (service >= 2 || /\b(?:we offer|we provide|book a (?:call|consultation))\b/i.test(plain))
    return 'service';
  if (product >= 1 && !/\b(?:I|I['’]m|my)\b/.test(plain)) return 'product';
  return 'other';
}

const SELLING =
  /\bour\s+(?:new\s+)?(?:[\w-]+\s+)?(?:tool|app|platform|product|software|service|solution|planner|range|collection|plan)\b/i;

/** A message that pitches something (a sales e-mail): the reply it asks for is a sale. */
export const pitches = (plain: string) =>
  SELLING.test(plain) || hits(plain, PRODUCT) >= 2 || hits(plain, SERVICE) >= 1;

/** Copy that sells something: a product, an event or a service. */
export const isOffer = (type: TextType) =>
  type === 'product' || type === 'event' || type === 'service';
