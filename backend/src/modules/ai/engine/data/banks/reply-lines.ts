import type { EmotionTone } from '../../../ai.types.js';
import type { FittedLine } from './bank-types.js';
import { NOT_A_DAILY_WINDOW } from '../topic-words.js';

// What the customer wrote about: a charge (not a refund the writer offers), a broken item, an order.
const CHARGE =
  /\b(?:the charge|a charge|charged|double[- ]charged|billed|billing|the invoice|the payment)\b/i;
const BROKEN =
  /\b(?:stopped working|broke|broken|faulty|damaged|defective|not working|doesn['’]t work|does not work)\b/i;
const REFUNDED =
  /\b(?:(?:issued|processed|sent|arranged)\s+(?:you\s+)?(?:a|the|your)\s+(?:full\s+|partial\s+)?refund|refunded|refund (?:has been|was) (?:issued|processed|sent))\b/i;
const FIXED =
  /\b(?:(?:I|we)(?:['’]ve| have)?\s+(?:now\s+)?(?:fixed|resolved|sorted|corrected|reset|restored|unlocked|reactivated|replaced|re-?sent|cancelled|canceled|removed)|(?:has|have) (?:now )?been (?:fixed|resolved|corrected|restored|reset|cancelled|canceled|removed))\b/i;
const CHARGE_OR_BROKEN = new RegExp(`${CHARGE.source}|${BROKEN.source}`, 'i');
const DONE = new RegExp(`${REFUNDED.source}|${FIXED.source}`, 'i');
/** The reply asks the reader to do something ("Please send…", "you will need to…"). */
export const ASKS_READER =
  /\b(?:please\s+(?!let\b|don['’]t hesitate|do not hesitate|feel\b)\w+|you(?:['’]ll| will)? need to|could you|can you|make sure|remember to)\b/i;
const ORDER = /\b(?:order|delivery|parcel|package|shipment|shipping|courier)\b/i;
const ACCOUNT = /\b(?:log ?in|sign in|password|locked out|access to your account)\b/i;

/** The customer stopped using the service, cancelled or is leaving. */
const LEFT =
  /\b(?:stopped using|stop using|no longer (?:use|using|need)|cancel(?:led|ed|ling|ing)?|closed? (?:your|my|the) account|unsubscrib\w*|leaving|left us|switch(?:ed|ing)? to|downgrad\w*|don['’]t use|do not use)\b/i;

/** Acknowledgements an empathetic writer puts after the thanks of a customer-service reply. */
export const REPLY_ACKNOWLEDGEMENTS: readonly FittedLine[] = [
  { text: 'I understand how frustrating an unexpected charge can be.', needs: CHARGE },
  { text: 'We understand how frustrating an unexpected charge can be.', needs: CHARGE },
  { text: 'I know a charge you were not expecting is never welcome.', needs: CHARGE },
  { text: 'I know how frustrating it is when something you bought stops working.', needs: BROKEN },
  { text: 'We know how frustrating it is when something you bought stops working.', needs: BROKEN },
  {
    text: 'I know waiting for a delivery is frustrating.',
    needs: ORDER,
    unless: CHARGE_OR_BROKEN,
  },
  {
    text: 'We know waiting for a delivery is frustrating.',
    needs: ORDER,
    unless: CHARGE_OR_BROKEN,
  },
  { text: 'I know trouble getting into your account is stressful.', needs: ACCOUNT },
  { text: 'I can see why this raised questions for you.', unless: /\b(?:order|log ?in)\b/i },
  { text: 'We can see why this raised questions for you.', unless: /\b(?:order|log ?in)\b/i },
];

/** The last line of a customer-service reply, by tone: what the writer did, never a new promise. */
export const REPLY_CLOSERS: Record<EmotionTone, readonly FittedLine[]> = {
  empathetic: [
    { text: 'I hope this puts your mind at rest.', needs: DONE },
    { text: 'We hope this puts your mind at rest.', needs: DONE },
    { text: 'I hope this makes things a little easier.' },
  ],
  confident: [
    { text: 'Your refund is on its way.', needs: REFUNDED },
    { text: 'That is now taken care of.', needs: FIXED },
    { text: 'You can consider this settled.', needs: DONE, unless: ASKS_READER },
  ],
  // "Get the most out of your account" is for someone still using it, not someone who left.
  persuasive: [
    { text: 'I want to make sure you get the most out of {your}.', unless: LEFT },
    { text: 'We want to make sure you get the most out of {your}.', unless: LEFT },
    { text: 'If you ever want to give it another try, just reply to this e-mail.', needs: LEFT },
    { text: 'If anything would make this easier for you, just reply to this e-mail.' },
  ],
  friendly: [
    { text: 'Glad I could get this sorted for you!', needs: DONE },
    { text: 'Glad we could sort this out for you!', needs: DONE },
    { text: 'Hope that helps!' },
    { text: 'Hope this clears things up!' },
  ],
  professional: [
    { text: 'I trust this resolves the matter.', needs: DONE },
    { text: 'We trust this resolves the matter.', needs: DONE },
    { text: 'I trust this clarifies the situation.' },
    { text: 'We trust this clarifies the situation.' },
  ],
  inspiring: [
    { text: 'Messages like yours help us get better every day.' },
    { text: 'Every message like yours helps us do better.' },
    { text: 'Every message like this one makes the service better for everyone.' },
  ],
  balanced: [
    { text: 'I hope the details above explain the charge.', needs: CHARGE },
    { text: 'I hope the details above give you the full picture.' },
    { text: 'We hope the details above give you the full picture.' },
  ],
  // Urgency serves the customer: a quick word back if something is still wrong, no demands.
  urgent: [
    { text: 'If anything still looks wrong, please reply right away.' },
    { text: 'If anything is still not right, tell me straight away.' },
  ],
  calm: [
    { text: 'There is nothing else you need to do.', needs: DONE, unless: ASKS_READER },
    {
      text: 'There is nothing more you need to do on your side.',
      needs: DONE,
      unless: ASKS_READER,
    },
    { text: "I'm here whenever you need me." },
    { text: "We're here whenever you need us." },
  ],
};

// What a request asks of the reader, for an empathetic line fitted to that ask.
const ASKS_REVIEW =
  /\b(?:review|read through|look (?:at|over|through)|proofread|feedback|comments?|go through)\b/i;
const ASKS_FORM = /\b(?:form|survey|questionnaire|timesheet|fill (?:in|out)|paperwork)\b/i;
const ASKS_FILE =
  /\b(?:send|forward|upload|attach|share)\b[^.?!]{0,40}\b(?:file|files|document|documents|contract|report|invoice|receipts?|copy|details|figures|numbers|slides|notes)\b/i;
// The reader's own decision: "please approve", "your sign-off", "you decide"; "Otis haven't been
// able to confirm a date" asks the reader nothing.
const ASKS_DECISION =
  /\b(?:please|kindly|you|your)\b[^.!?]{0,40}\b(?:approve|approval|sign off|sign-off|decide|decision|confirm|sign)\b/i;
const TIGHT = new RegExp(
  String.raw`\b(?:by|before|no later than)\s+(?:the end of|end of|tomorrow|tonight|today|noon|\w+day\b|\d${NOT_A_DAILY_WINDOW}(?![\d.,-]*\s*(?:%|per\s?cent|percent|users?|people|times)))|\b(?:asap|as soon as possible|urgent(?:ly)?)\b`,
  'i',
);

/**
 * The empathetic last line of a request, fitted to what it asks (a review, a form, a file, a
 * decision, a tight date). Only these lines: stock sympathy ("a lot on your plate") under any
 * request reads as filler. Other tones close a request from their situation banks.
 */
export const REQUEST_CLOSERS: Partial<Record<EmotionTone, readonly FittedLine[]>> = {
  empathetic: [
    { text: 'I know this comes with a deadline, so thank you for fitting it in.', needs: TIGHT },
    { text: 'We know this comes with a deadline, so thank you for fitting it in.', needs: TIGHT },
    {
      text: 'I know a careful read takes time out of a busy day.',
      needs: ASKS_REVIEW,
      unless: TIGHT,
    },
    { text: "I know forms like this are nobody's favourite task.", needs: ASKS_FORM },
    {
      text: 'I know digging out the paperwork takes time, so thank you.',
      needs: ASKS_FILE,
      unless: TIGHT,
    },
    {
      text: 'I know this needs a careful look before you decide.',
      needs: ASKS_DECISION,
      unless: TIGHT,
    },
  ],
};
