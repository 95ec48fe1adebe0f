import { BALANCED_BANKS } from './balanced.js';
import type { FittedLine, SituationBank, ToneBanks } from './bank-types.js';
import { CALM_BANKS } from './calm.js';
import { CONFIDENT_BANKS } from './confident.js';
import { EMPATHETIC_BANKS, PROBLEM_ACKNOWLEDGEMENTS } from './empathetic.js';
import { TONE_CLOSERS, TONE_OPENERS } from './frame-lines.js';
import { CORPORATE_CLOSERS, MEETING_CLOSERS, RELEASE_CLOSERS } from './notice-closers.js';
import { REPLY_ACKNOWLEDGEMENTS, REPLY_CLOSERS, REQUEST_CLOSERS } from './reply-lines.js';
import { FRIENDLY_BANKS } from './friendly.js';
import { NEWS_LEADS } from './general-moves.js';
import { INSPIRING_BANKS } from './inspiring.js';
import { CALLS_TO_ACTION, PERSUASIVE_BANKS } from './persuasive.js';
import { PROFESSIONAL_BANKS } from './professional.js';
import { INVITATION_LINES, TYPED_CALLS_TO_ACTION } from './typed-calls-to-action.js';
import { URGENT_BANKS } from './urgent.js';

/**
 * The lines the engine can put under any text of a situation ("Thank you for your attention to
 * this.", "Please treat this as a priority.", "Get started today."): stock by definition, since
 * nothing in them comes from the text. A reader sees no tone the text gained in such a line.
 * Lines written for a kind of text or a reported problem (an event's "See you there!", a
 * refund's "You can consider this settled.") are chosen because they fit, and are not listed.
 */
const TONE_BANKS: readonly ToneBanks[] = [
  BALANCED_BANKS,
  CALM_BANKS,
  CONFIDENT_BANKS,
  EMPATHETIC_BANKS,
  FRIENDLY_BANKS,
  INSPIRING_BANKS,
  PERSUASIVE_BANKS,
  PROFESSIONAL_BANKS,
  URGENT_BANKS,
];

const anyText = (bank: SituationBank) => [...bank.general, ...bank.request];
const texts = (lines: readonly FittedLine[]) => lines.map((line) => line.text);

const generic = [
  ...Object.values(TONE_OPENERS).flatMap(anyText),
  ...Object.values(TONE_CLOSERS).flatMap(anyText),
  ...TONE_BANKS.flatMap((banks) => [...anyText(banks.opener), ...anyText(banks.closer)]),
  ...Object.values(CALLS_TO_ACTION).flat(),
];

const fitted = new Set([
  ...Object.values(TONE_OPENERS).flatMap((bank) => bank.problem),
  ...Object.values(TONE_CLOSERS).flatMap((bank) => bank.problem),
  ...TONE_BANKS.flatMap((banks) => [...banks.opener.problem, ...banks.closer.problem]),
  ...PROBLEM_ACKNOWLEDGEMENTS,
  ...texts(REPLY_ACKNOWLEDGEMENTS),
  ...[REPLY_CLOSERS, MEETING_CLOSERS, RELEASE_CLOSERS, CORPORATE_CLOSERS, INVITATION_LINES]
    .flatMap((byTone) => Object.values(byTone))
    .flatMap(texts),
  ...Object.values(REQUEST_CLOSERS).flatMap((lines) => texts(lines ?? [])),
  ...Object.values(TYPED_CALLS_TO_ACTION).flatMap((calls) => [
    ...(calls?.plain ?? []),
    ...(calls?.url ?? []),
  ]),
]);

/** Stock lines as written in the banks; `{topic}`, `{url}` and the like stand for any words. */
export const GENERIC_LINES: readonly string[] = [...new Set(generic)].filter(
  (line) => !fitted.has(line),
);

/**
 * Lead-ins the engine can put before any sentence of a kind: a label that describes the message
 * ("A quick, steady update:", "Good news:") or a connector that adds nothing ("In addition,").
 * The tone words in them describe the message, not what it says. (A flag such as "Important:"
 * is not one: it tells the reader how to read the sentence that follows.)
 */
export const STOCK_LEADS: readonly string[] = [
  ...new Set([...Object.values(NEWS_LEADS).flat(), 'In addition,', 'Plus,', 'Also,']),
];
