import type { WorkDocument } from '../work-document.js';
import { bodySentences } from '../work-document.js';
import { NOT_A_DAILY_WINDOW } from '../data/topic-words.js';

/**
 * How the reader acts on what the text sells, in the author's words: a link, an address or a
 * phone number, or a verb of buying, booking or signing up. Without one, no call to action is
 * added: "Order yours today." under a charity run's press release invents an offer. "Shop" is a
 * verb only before what is shopped ("call the shop" sells nothing), and "book" only before what
 * is booked ("the book clubs will be discussing…" books nothing), and "visit" only before where
 * to go ("From your puppy's first visit" is a noun).
 */
const HOW_TO_ACT =
  /\b(?:order|buy|shop\s+(?:now|online|our|the\s+(?:sale|range|collection)|today|with\s+us)|purchase|book(?=\s+(?:a|an|your|now|online|early|ahead|today|tickets?|places?|seats?|spots?|tables?|rooms?|in|through|via|at|with\s+us)\b)|bookings?|reserve|sign\s+up|subscribe|register|download|install|try\s+it|start\s+(?:your|a)\s+(?:free\s+)?trial|request\s+a\s+(?:demo|quote)|call\s+us|contact\s+us|email\s+us|e-mail\s+us|reply|visit(?=\s+(?:us|our|the|my|this|www\b|\uE000))|get\s+yours|claim|redeem|use\s+(?:the\s+)?code|apply)\b/i;

export function namesHowToAct(plain: string, hasContact: boolean): boolean {
  return hasContact || HOW_TO_ACT.test(plain);
}

/** The verbs that make a link the way to act: order, book, buy, shop, register, sign up, call… */
const ACT_ON_LINK =
  /\b(?:order|book|buy|shop|purchase|reserve|register|sign\s+up|subscribe|call|contact|e-?mail|donate|apply|rsvp|tickets?|visit|download|install|enrol+)\b/i;
const sentencesOf = (plain: string) => plain.split(/(?<=[.!?])\s+|\n+/);

/**
 * The links the text gives as the way to act: those in a sentence that orders, books, buys,
 * registers or calls. A link the text cites ("Great article on the shortage: <link>") is no
 * way to act, and a call to action may not point to it.
 */
export function actionLinks(plain: string, links: readonly string[]): string[] {
  const sentences = sentencesOf(plain);
  return links.filter((link) =>
    sentences.some(
      (sentence) =>
        sentence.includes(link) &&
        // "Now only $24.99 at <link>": a price at a link says where to buy.
        (ACT_ON_LINK.test(sentence.replace(link, ' ')) || /[$€£¥]\s?\d/.test(sentence)),
    ),
  );
}

/**
 * A notice that prices go up or change: the reader is told, not sold to, so no call to act
 * goes under it ("Book a call…" under a bakery's price rise, "Order yours today." under "the
 * price of coffee has gone up").
 */
const PRICE_CHANGE =
  /\b(?:rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|adjust(?:s|ed|ing)?|chang(?:e|es|ed|ing)|hik(?:e|es|ed|ing))\s+(?:(?:our|their|its|the|all|some|of|in)\s+)*(?:prices?|rates?|fees?|pricing|subscription\s+costs?)\b|\b(?:prices?|rates?|fees?|pricing|costs?)\s+(?:of\s+(?:[\w-]+\s+){1,3})?(?:will\s+|are\s+|is\s+|has\s+|have\s+)?(?:\w+ly\s+)?(?:go(?:ing|ne)?\s+up|ris(?:e|ing|en)|rose|increas(?:e|ed|ing)|doubled|chang(?:e|ed|ing)|be\s+(?:raised|increased|adjusted|changing))\b|\bprice\s+(?:increase|rise|change|hike|adjustment)s?\b/i;
// "At a future date, there will be a small charge for re-filling your tanks": a new charge.
const NEW_CHARGE =
  /\bthere\s+will\s+be\s+an?\s+(?:\w+\s+)?(?:charge|fee)\b|\b(?:a|the)\s+new\s+(?:charge|fee)\b/i;
export const changesPrice = (plain: string) => PRICE_CHANGE.test(plain) || NEW_CHARGE.test(plain);

// "A very bad fire … has completely destroyed the clubhouse", "thefts from plots", "passed away",
// "a burst hydrant pipe … the water is shut off": a loss or a breakdown the text tells, which no
// cheerful pleasantry may open or close.
const HARDSHIP =
  /\b(?:fires?|destroyed|flood(?:s|ed|ing)?|thefts?|stolen|burgl(?:ed|ary|aries)|break-ins?|vandal(?:s|ised|ized|ism)|passed\s+away|died|death|funeral|tragic(?:ally)?|devastat(?:ed|ing)|burst|shut\s+off|cut\s+off|without\s+(?:water|power|heating))\b/i;
export const tellsOfHardship = (plain: string) => HARDSHIP.test(plain);

/**
 * A time limit the author set ("by Friday", "ends Sunday", a date): only then may a call press.
 * "Water before 10 a.m. or after 6 p.m." is a daily window, no deadline.
 */
// "for a few months now", "music by the band", "never-seen-before" set no deadline; nor does
// "after your trial ends": an end is a deadline when it has a time or belongs to an offer. Nor
// does a report of the day ("was placed back in the cabinet today", "on the market today") or
// "until this year": "today" presses when the text asks for an act today or its offer ends
// today, "until" when a date or a time follows it.
export const AUTHOR_DEADLINE = new RegExp(
  String.raw`\b(?:order|buy|book|call|contact|phone|ring|sign\s+up|register|join|get|shop|start|try|subscribe|visit|apply|claim|grab|download|mail|send|renew|reserve|donate|enter|vote|pick\s+up)\b(?:\s+[\w'’-]+){0,5}?\s+today\b|\b(?:off|only)\s+today\b|\btoday\s+only\b|\buntil\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|end|noon|midnight|tomorrow|tonight)|\b(?:tonight|deadline|last\s+(?:day|chance)|limited|only\s+\d|while\s+stocks?\s+last)\b|\b(?:ends?|ending|expires?|closes?)\s+(?:on\s+|at\s+|this\s+|next\s+|soon\b|today|tonight|tomorrow|midnight|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)|\b(?:offer|sale|deal|discount|promotion|promo|registration|sign-?ups?|voting|entries|submissions?|applications?|early[- ]bird|pre-?orders?)\s+(?:ends?|ending|expires?|closes?)\b|\b(?:by|before)\s+(?:the\s+)?(?:\d${NOT_A_DAILY_WINDOW}|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|end|noon|midnight|tomorrow|tonight)`,
  'i',
);

// "If your order hasn't arrived by January 31st, please contact us.": a date inside a condition is
// when something should have happened, no deadline the reader must meet.
const CONDITION_CLAUSE = /\b(?:if|unless)\b[^,.;:!?]*,/gi;
/** Does the author's text set the reader a deadline of its own? */
export const setsDeadline = (plain: string) =>
  AUTHOR_DEADLINE.test(plain.replace(CONDITION_CLAUSE, ' '));

/** A line that sells: ordering, signing up, learning more. "Let me know if…" is no sale. */
const SALES_CALL =
  /\b(?:order|buy|shop|sign up|subscribe|register|book|get started|start (?:your|today|now)|try (?:it|us|now|today)|learn more|find out more|claim|grab|donate|pre-?order|get yours|join (?:us|now|today)|want to learn more)\b/i;

/** Pressure on the reader: a line that carries it needs the author's own deadline. */
const PRESSURE_LINE =
  /\b(?:last minute|as soon as you can|right away|today|now|don['’]t wait|do not wait|hurry|too late|without delay|promptly|priority|urgent(?:ly)?|miss out)\b/i;

/** The author's own words, protected details restored. */
export const authorText = (work: WorkDocument) =>
  work.masker.unmask(
    bodySentences(work)
      .filter((sentence) => !sentence.added)
      .map((sentence) => sentence.source)
      .join(' '),
  );

/**
 * May the engine add this line? Not a call to act on a text that sells nothing or says not how
 * to act, and not pressure ("Please don't leave this until the last minute.") on a text with no
 * deadline of its own.
 */
export function addsNoAsk(line: string, work: WorkDocument): boolean {
  const own = authorText(work);
  if (PRESSURE_LINE.test(line) && !setsDeadline(own)) return false;
  const contact = work.spans.some((span) => ['url', 'email', 'mention'].includes(span.kind));
  if (SALES_CALL.test(line) && !namesHowToAct(own, contact)) return false;
  return true;
}
