import type { EmotionTone } from '../../../ai.types.js';
import type { TextType } from '../../text-type.js';
import type { FittedLine } from './bank-types.js';

/**
 * Calls to action that fit what the text offers: a product is tried or ordered, an event is
 * registered for, a service is booked. `{url}` lines are used when the text gives a link.
 */
export const TYPED_CALLS_TO_ACTION: Partial<
  Record<TextType, { readonly plain: readonly string[]; readonly url: readonly string[] }>
> = {
  product: {
    plain: [
      'Order yours today.',
      'See it for yourself and order yours today.',
      'Try it for yourself today.',
      'Bring one home today.',
      'Get yours today.',
    ],
    url: ['Order yours today at {url}.', 'See it for yourself at {url}.', 'Get yours at {url}.'],
  },
  event: {
    plain: [
      'Register today to save your place.',
      'Save your place today.',
      'Book your place now.',
      "Register now and we'll see you there.",
    ],
    url: [
      'Register at {url} to save your place.',
      'Save your place today at {url}.',
      'Book your place now at {url}.',
    ],
  },
  service: {
    plain: [
      "Book a call today and let's talk about what you need.",
      'Book a call today to see how we can help.',
      'Book a call and find out what we can do for you.',
    ],
    url: [
      'Book a call at {url} to see how we can help.',
      "Book a call today at {url} and let's talk about what you need.",
    ],
  },
};

/** What the reader does with an offer, by kind: `{url}` lines name the link. */
export type OfferKind = 'product' | 'digital' | 'event' | 'service' | 'offer';

export const OFFER_ACTS: Record<
  OfferKind,
  { readonly plain: readonly string[]; readonly url: readonly string[] }
> = {
  product: {
    plain: ['order yours', 'get yours'],
    url: ['order yours at {url}', 'get yours at {url}'],
  },
  digital: {
    plain: ['try it', 'give it a try'],
    url: ['try it at {url}', 'find out more at {url}'],
  },
  event: {
    plain: ['save your place', 'register'],
    url: ['save your place at {url}', 'register at {url}'],
  },
  service: {
    plain: ['book a call', 'get in touch'],
    url: ['book a call at {url}', 'get in touch at {url}'],
  },
  offer: {
    plain: ['find out more', 'take a closer look'],
    url: ['find out more at {url}', 'take a closer look at {url}'],
  },
};

/**
 * Calls to action in each tone's voice; `{act}` is what the reader does ("order yours", "try it").
 * Urgency presses, calm leaves the timing to the reader, balanced gives a reason, inspiring a
 * vision, empathetic the reader's situation, professional stays neutral. Persuasion keeps its
 * own typed banks above.
 */
export const TONE_CALLS: Record<Exclude<EmotionTone, 'persuasive'>, readonly string[]> = {
  urgent: [
    "Don't put it off: {act} today.",
    '{Act} now, while it is on your mind.',
    '{Act} today.',
  ],
  calm: [
    'Whenever you are ready, {act}.',
    'Take your time, and {act} when it suits you.',
    'When it feels right, {act}.',
  ],
  balanced: [
    'Weigh it against what you use today, and {act} if it fits your needs.',
    'Look at the details, and {act} if it meets your needs.',
  ],
  inspiring: [
    'Take the first step: {act} and see what becomes possible.',
    '{Act} and start something new.',
  ],
  empathetic: ['If this sounds like what you need, {act}.', 'When it feels right for you, {act}.'],
  professional: ['You are welcome to {act}.', 'If it meets your requirements, {act}.'],
  confident: ['Make the move: {act} today.', '{Act} today. You will not look back.'],
  friendly: ["Why not {act}? We think you'll love it!", 'Go on, {act}!'],
};

/** Balanced weighs software by its plans; the plan comparison is the reasoned next step. */
export const PLAN_CALLS: Partial<Record<EmotionTone, readonly string[]>> = {
  balanced: ['Compare the plans and see which fits your needs.'],
  calm: ['Have a look at the plans whenever it suits you.'],
  professional: ['Please review the plans to find the one that suits you.'],
};

// A window of hours ("between 10 am and 6 pm", "from 4 to 8 pm"): the reader may come any time in it.
const WINDOW =
  /\b(?:between\s+\S+(?:\s+(?:am|pm))?\s+and|from\s+\S+(?:\s+(?:am|pm))?\s+(?:to|until|till))\b|\ball (?:day|morning|afternoon|evening)\b/i;
const SEES_YOU = /\bsee you\b/i;
// "Mark the date" needs a date to mark: a weekday, a day of a month or a numeric date. (As an
// `unless`, so the line stays one of the bank's general lines where the text has a date.)
const NAMES_A_DATE =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/i;
const NO_DATE = new RegExp(String.raw`^(?![\s\S]*${NAMES_A_DATE.source})`, 'i');
// "Please stop by and pitch in!": work asked of volunteers is a favour, no show to hype.
const ASKS_FOR_WORK =
  /\b(?:pitch\s+in|lend\s+a\s+hand|volunteers?|volunteering|clean-?ups?|work\s+days?|working\s+part(?:y|ies)|litter\s+picks?|helpers)\b/i;
const NO_DATE_OR_WORK = new RegExp(String.raw`${NO_DATE.source}|${ASKS_FOR_WORK.source}`, 'i');
const CELEBRATES =
  /\b(?:celebrat\w*|birthday|anniversary|turns? \w+|(?:re-?)?opening|party|launch)\b/i;

/**
 * The close of an invitation to drop in: it fits the tone and says only what the text says (the
 * date and hours are the author's; nothing to book, no "register", no "today" before the day).
 * These lines are the call to action of an invitation and its closing line in a message.
 */
export const INVITATION_LINES: Record<EmotionTone, readonly FittedLine[]> = {
  friendly: [
    { text: 'See you there!', unless: SEES_YOU, host: true },
    { text: 'Hope to see you there!', unless: SEES_YOU, host: true },
    { text: 'Come and say hello!', unless: /\bsay (?:hello|hi)\b/i, host: true },
  ],
  urgent: [
    { text: "Don't miss it: mark the date now." },
    { text: "Put it in your calendar now so you don't miss it." },
  ],
  calm: [
    { text: 'Drop in whenever suits you during those hours.', needs: WINDOW },
    { text: 'Come along at whatever time suits you.', needs: WINDOW },
    { text: 'If you can make it, we will be glad to see you.', host: true },
    { text: 'If you can make it, I will be glad to see you.', host: true },
  ],
  professional: [
    { text: 'We look forward to welcoming you.', host: true },
    { text: 'We look forward to seeing you there.', unless: SEES_YOU, host: true },
    { text: 'I look forward to seeing you there.', unless: SEES_YOU, host: true },
  ],
  empathetic: [
    { text: 'Even a short visit would mean a lot to us.', needs: WINDOW, host: true },
    { text: 'Even a short visit would mean a lot to me.', needs: WINDOW, host: true },
    {
      text: 'If you can make it, it would mean a lot to see you there.',
      unless: SEES_YOU,
      host: true,
    },
  ],
  confident: [
    // "Mark the date. This is one to be at." went: 4 of its 6 uses in the real-text corpus read
    // out of place (a ceremony held today, seven performance dates, an appeal for dancers).
    { text: "You won't want to miss it.", unless: ASKS_FOR_WORK, aboutEvent: true },
  ],
  persuasive: [
    {
      text: "Mark the date and bring a friend: you won't want to miss this.",
      unless: NO_DATE_OR_WORK,
    },
    { text: "Make a note of the date: you'll be glad you came.", unless: NO_DATE_OR_WORK },
  ],
  inspiring: [
    { text: 'Come and be part of the celebration.', needs: CELEBRATES },
    // "Come and be part of what comes next." went: both its uses pointed at nothing the text has.
    { text: 'Come and be part of it.' },
  ],
  balanced: [
    { text: 'If it fits your plans, note the date and the hours.', needs: WINDOW },
    { text: 'If it fits your plans, note the date.', unless: NO_DATE },
  ],
};
