import type { UseCase } from '../../ai.types.js';
import type { RewriteContext } from '../context.js';
import { CALLS_TO_ACTION } from '../data/banks/persuasive.js';
import type { OfferKind } from '../data/banks/typed-calls-to-action.js';
import {
  INVITATION_LINES,
  OFFER_ACTS,
  PLAN_CALLS,
  TONE_CALLS,
  TYPED_CALLS_TO_ACTION,
} from '../data/banks/typed-calls-to-action.js';
import { upperFirst } from '../language/casing.js';
import { DIGITAL, isOffer } from '../text-type.js';
import { CTA_PATTERN } from '../data/topic-words.js';
import type { WorkDocument } from '../work-document.js';
import { bodySentences } from '../work-document.js';
import { closingTexts, endsOnEvent, fillSlots, insertClosing } from './insert.js';
import { pickFitted } from './tone-frame.js';
import { actionLinks, setsDeadline } from './asks.js';

const CTA_KIND: Record<UseCase, string> = {
  general: 'general',
  email: 'email',
  'facebook-post': 'social',
  'facebook-hashtags': 'social',
  'corporate-message': 'general',
  advertisement: 'sales',
  whatsapp: 'chat',
  'linkedin-post': 'social',
  'instagram-caption': 'social',
  'blog-intro': 'blog',
  'sales-copy': 'sales',
  'press-release': 'url',
};

/** Use cases whose call to action follows what the text offers (an e-mail still asks for a reply). */
const TYPED_KINDS = new Set(['general', 'request', 'sales', 'social', 'url']);

const QUESTION_LEAD = /^(?:if\s+(?:so|not)|and|so|otherwise|then|also|in\s+that\s+case),?\s+/i;

/**
 * Does the author's last sentence already ask the reader ("Would you be open to a call?", "Would
 * it be possible to set up a demo?")? A second ask under it is pushy. "Why wait?" is rhetorical.
 */
export function endsByAsking(work: WorkDocument): boolean {
  const own = bodySentences(work).filter((sentence) => !sentence.added && sentence.role !== 'item');
  const last = work.masker.unmask(own[own.length - 1]?.text ?? '');
  // "If so, would either 3 pm or 11 am work better for an intro call?": the ask after its lead.
  const asked = last.replace(QUESTION_LEAD, '');
  return (
    /\?$/.test(last) &&
    (/\byou(?:r)?\b/i.test(asked) ||
      /^(?:would|could|can|shall|should|do|does|did|are|is|will|may|might|any)\b/i.test(asked))
  );
}

/** Pressure a balanced, calm or empathetic writer never puts on the reader. */
const PRESSURE =
  /\b(?:don['’]t wait|do not wait|now\b|hurry|miss out|before it['’]s gone|why wait|today)\b/i;
const UNPRESSED = new Set(['balanced', 'calm', 'empathetic']);
const PLANS = /\bplans?\s+(?:start|from|cost|begin)\b|\bpricing\b/i;

/** What the reader does with what the text offers, or undefined when it offers nothing. */
function offerKind(ctx: RewriteContext, kind: string, plain: string): OfferKind | undefined {
  if (ctx.textType === 'product') return DIGITAL.test(plain) ? 'digital' : 'product';
  if (ctx.textType === 'event' || ctx.textType === 'service') return ctx.textType;
  return kind === 'sales' ? 'offer' : undefined;
}

/** A call to action in the tone's own voice ("Whenever you are ready, order yours."). */
function toneCalls(
  ctx: RewriteContext,
  offer: OfferKind,
  plain: string,
  url?: string,
): readonly string[] {
  if (ctx.tone === 'persuasive') return [];
  const plans = !url && PLANS.test(plain) ? (PLAN_CALLS[ctx.tone] ?? []) : [];
  const acts = url ? OFFER_ACTS[offer].url : OFFER_ACTS[offer].plain;
  const calls = TONE_CALLS[ctx.tone].flatMap((template) =>
    acts.map((act) =>
      template.startsWith('{Act}')
        ? template.replace('{Act}', upperFirst(act))
        : template.replace('{act}', act),
    ),
  );
  // Software sold by plan: comparing the plans is the step a careful reader takes first.
  return plans.length > 0 ? plans : calls;
}

/** Acts a closing line asks for that only the text itself can set: "Reply … to confirm". */
const NAMED_ACTS = /\b(?:confirm|reply|respond|rsvp)\b/gi;
/**
 * How an event is joined is the text's to say: "Register today to save your place." under a
 * library talk whose "tickets are sold at the door" invents a registration.
 */
const BOOKS =
  /\bbook(?:ed|ing)?\s+(?:a|an|your|now|online|early|ahead|today|tickets?|places?|seats?|spots?|in|through|via|at)\b|\bbookings?\b/i;
const EVENT_ACTS: readonly (readonly [RegExp, RegExp])[] = [
  [/\bregister\b/i, /\bregist/i],
  [/\bbook\b/i, BOOKS],
  [
    /\bsave your place\b/i,
    new RegExp(
      `\\b(?:regist|reserv|sign(?:-|\\s)?up|places? (?:are|is) limited|limited places)|${BOOKS.source}`,
      'i',
    ),
  ],
];
/**
 * "Book a call…" under a nursery's returns answer that asks for pictures by e-mail invents a
 * consultation: a call is offered only where the text speaks of calls, a phone or a quote.
 */
const OFFERS_CALL = /\b(?:call(?:s|ing)?|phone|ring|consultations?|appointments?|quotes?|estimates?)\b/i;
/** "Reply today to confirm" asks for a confirmation only under a text that asks for one. */
const asksOnlyWhatTheTextAsks = (line: string, plain: string, event: boolean) =>
  [...line.matchAll(NAMED_ACTS)].every((act) => new RegExp(`\\b${act[0]}`, 'i').test(plain)) &&
  (!/\bbook a call\b/i.test(line) || OFFERS_CALL.test(plain)) &&
  (!event || EVENT_ACTS.every(([asks, said]) => !asks.test(line) || said.test(plain)));

/** Closes with a call to action that fits the use case, unless the author already ends with one. */
export function addCallToAction(
  work: WorkDocument,
  ctx: RewriteContext,
  urls: readonly string[],
): void {
  const ending = closingTexts(work, 2);
  if (ending.some((text) => CTA_PATTERN.test(ctx.masker.unmask(text)))) return;
  // "Please update before March 31." already asks the reader for something: no second ask.
  if (
    /^(?:please\s+)?(?:update|upgrade|install|renew|register|complete|submit|send|review)\b/i.test(
      ending[ending.length - 1] ?? '',
    )
  )
    return;
  if (endsByAsking(work)) return;
  // A story closes with a question about the reader's own experience (the use case's frame).
  if (ctx.textType === 'story') return;
  // A general text that asks something of the reader closes by asking for it now.
  const kind =
    ctx.useCase === 'general' && ctx.situation === 'request'
      ? 'request'
      : ctx.useCase === 'general' &&
          (ctx.textType === 'message' || ctx.textType === 'reply' || ctx.textType === 'meeting')
        ? 'email'
        : CTA_KIND[ctx.useCase];
  const plain = ctx.masker.unmask(
    bodySentences(work)
      .map((sentence) => sentence.source)
      .join(' '),
  );
  // A call points only to a link the text acts on; a cited link still says the text gives its
  // own place to look (below), so it gets no call either.
  const url = actionLinks(plain, urls)[0];
  // An invitation to drop in has nothing to register for or order: the reader is asked to come.
  // A press release or a blog intro reports the event and asks no one in.
  if (ctx.invitation && !url && kind !== 'url' && kind !== 'blog') {
    if (!endsOnEvent(work)) return;
    const line = pickFitted(
      INVITATION_LINES[ctx.tone],
      `cta|${ending.join(' ')}`,
      ctx,
      plain,
      ending,
      work,
    );
    if (line) insertClosing(work, line);
    return;
  }
  // A text that points to its own link and sells nothing (a city's funding release) already
  // says where to look: no "Head to <link> and see for yourself", nor any other call.
  if (
    urls.length > 0 &&
    kind !== 'chat' &&
    kind !== 'blog' &&
    !isOffer(ctx.textType) &&
    kind !== 'sales'
  )
    return;
  const offer = TYPED_KINDS.has(kind) ? offerKind(ctx, kind, plain) : undefined;
  // A general text that offers nothing (a thank-you after a fair, a club's report) has nothing
  // to "learn more" about or "get in touch" for: no call, whatever its dates say.
  if (!offer && !url && kind === 'general') return;
  // A product is ordered, an event registered for, a service booked: not "Get in touch".
  const typed =
    ctx.textType === 'product' && offer === 'digital'
      ? undefined
      : TYPED_CALLS_TO_ACTION[ctx.textType];
  const voiced = offer ? toneCalls(ctx, offer, plain, url) : [];
  const bank =
    voiced.length > 0
      ? voiced
      : offer === 'digital' && ctx.tone === 'persuasive'
        ? url
          ? CALLS_TO_ACTION.url
          : CALLS_TO_ACTION.sales
        : typed && TYPED_KINDS.has(kind)
          ? url
            ? typed.url
            : typed.plain
          : url && kind !== 'chat' && kind !== 'blog'
            ? CALLS_TO_ACTION.url
            : (CALLS_TO_ACTION[kind] ?? []);
  if (bank.length === 0) return;
  const phrase = ctx.picker.pick(
    bank,
    `cta|${ending.join(' ')}`,
    (candidate) =>
      fillSlots(candidate, ctx, url) !== undefined &&
      // No pressure the author did not put there: "today", "now", "don't wait" need their deadline.
      !((UNPRESSED.has(ctx.tone) || !setsDeadline(plain)) && PRESSURE.test(candidate)) &&
      asksOnlyWhatTheTextAsks(candidate, plain, ctx.textType === 'event'),
  );
  const filled = phrase && fillSlots(phrase, ctx, url);
  if (filled) insertClosing(work, filled);
}
