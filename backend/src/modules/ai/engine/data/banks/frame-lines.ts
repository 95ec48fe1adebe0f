import type { EmotionTone } from '../../../ai.types.js';
import type { SituationBank } from './bank-types.js';

// The few lines a tone may add around a message (a letter, an e-mail, a chat message): things
// people really write there, true of any such message, promising nothing the author did not
// promise. Notices, release notes, press releases and product copy get none: their frame is the
// use case's (a call to action, hashtags), and their tone lives in the sentences.

const none: SituationBank = { problem: [], request: [], general: [] };

/** Pleasantries after a greeting line. Never next to a reported problem. */
export const TONE_OPENERS: Record<EmotionTone, SituationBank> = {
  empathetic: {
    problem: [],
    request: [
      'I hope you are doing well.',
      'I hope this finds you well.',
      'I hope your week is going well.',
      'I hope things are going well on your side.',
    ],
    general: [
      'I hope you are doing well.',
      'I hope this finds you well.',
      'I hope your week is going well.',
      'I hope things are going well on your side.',
    ],
  },
  friendly: {
    problem: [],
    request: [
      "Hope you're doing well!",
      "Hope your week's going well!",
      'Hope all is good with you!',
    ],
    general: [
      "Hope you're doing well!",
      "Hope your week's going well!",
      'Hope all is good with you!',
      "Hope you're having a good week!",
    ],
  },
  professional: {
    problem: [],
    request: ['I hope this message finds you well.', 'I trust this message finds you well.'],
    general: ['I hope this message finds you well.', 'I trust this message finds you well.'],
  },
  calm: {
    problem: [],
    request: ['I hope all is well.', 'I hope you are keeping well.'],
    general: ['I hope all is well.', 'I hope you are keeping well.'],
  },
  confident: none,
  persuasive: none,
  inspiring: none,
  balanced: none,
  urgent: none,
};

/** A last line before the sign-off. */
export const TONE_CLOSERS: Record<EmotionTone, SituationBank> = {
  empathetic: {
    problem: [
      'Thank you for your patience while we put this right.',
      'We know this has been frustrating, and we appreciate your patience.',
      'Thank you for bearing with us.',
      'I appreciate your patience with this.',
      'I know this has been frustrating, and I appreciate your patience.',
      'If this has caused you any other trouble, please tell us.',
      // For a text that already thanks the reader: an acknowledgement that is not a second thanks.
      'I understand how much this matters to you.',
      'We understand how much this matters to you.',
      'I know this has not been easy.',
    ],
    request: [
      'I appreciate your help with this.',
      'We appreciate your help with this.',
      'Thank you for taking the time to look at this.',
      'I know this is one more thing on your list, so thank you.',
      'Thank you for your help with this.',
      'I understand this is one more thing in a busy week.',
    ],
    general: [
      'Thank you for your time.',
      'Thank you for reading.',
      'I appreciate you taking the time to read this.',
      'We appreciate you taking the time to read this.',
      'Thank you for reading, and for your time.',
    ],
  },
  friendly: {
    problem: [
      'Thanks so much for bearing with us!',
      'Thanks for your patience, we really appreciate it!',
      'Thanks so much for bearing with me!',
    ],
    request: [
      'Thanks a lot!',
      'Thanks so much for your help!',
      "Just shout if anything's unclear!",
      'Thanks a million!',
    ],
    general: [
      'Hope you have a great week!',
      'Thanks for reading!',
      'Just shout if you have any questions!',
      'Have a lovely day!',
      'Speak soon!',
    ],
  },
  professional: {
    problem: [
      'We appreciate your patience.',
      'Thank you for your understanding.',
      'I appreciate your patience.',
    ],
    request: ['Thank you for your help.', 'Thank you for your attention to this.'],
    general: [
      'Please do not hesitate to contact me with any questions.',
      'Please do not hesitate to contact us with any questions.',
      'Thank you for your attention.',
      'Thank you for reading.',
    ],
  },
  calm: {
    problem: [
      'Thank you for your patience.',
      "We're here if you have any questions.",
      "I'm here if you have any questions.",
    ],
    request: ['Thank you for your help with this.', 'Thanks, and take your time with it.'],
    general: [
      "We're here if you have any questions.",
      "I'm here if you have any questions.",
      'Thanks for reading.',
    ],
  },
  urgent: {
    // A notice about a problem asks nothing of the reader unless it says so itself.
    problem: [],
    request: [
      'Please treat this as a priority.',
      'Please act on this as soon as you can.',
      "Please don't leave this until the last minute.",
    ],
    general: [],
  },
  inspiring: {
    problem: ['Thank you for your patience and your trust.', "We're grateful to have you with us."],
    // A request or a pitch is not the reader's shared project: no "let's make it happen".
    request: [],
    general: ["Here's to what comes next!"],
  },
  confident: none,
  persuasive: none,
  balanced: none,
};

/**
 * The last line of a complaint: the author is the one let down, so no "thank you for your
 * patience"; people close by asking for the reply they need.
 */
export const COMPLAINT_CLOSERS: Record<EmotionTone, readonly string[]> = {
  empathetic: ['Thank you for looking into this.', 'I appreciate your help in putting this right.'],
  friendly: ['Thanks for looking into this!', 'Thanks in advance for sorting this out!'],
  professional: [
    'I look forward to your prompt reply.',
    'Thank you for your attention to this matter.',
  ],
  calm: ['Thank you for looking into this.', 'I look forward to hearing from you.'],
  urgent: ['Please treat this as a priority.', 'I need a reply by return.'],
  confident: ['I expect a reply.', 'I look forward to your reply.'],
  inspiring: ['I trust we can put this right together.'],
  persuasive: [],
  balanced: [],
};

/**
 * A line that fits only some texts of its kind: `needs` is what the text must say for the line
 * to be true ("Your refund is on its way." only after the writer issued one), `unless` what
 * would make it false ("There is nothing else you need to do." under "Please send…").
 */
export interface FittedLine {
  readonly text: string;
  readonly needs?: RegExp;
  readonly unless?: RegExp;
  /**
   * The line speaks as the host ("See you there!", "it would mean a lot to us"): only under a
   * text written as one ("we", "our", "I"), never under a third-person news brief.
   */
  readonly host?: boolean;
}

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
const ASKS_READER =
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
const ASKS_DECISION = /\b(?:approve|approval|sign off|decide|decision|confirm|sign)\b/i;
const TIGHT =
  /\b(?:by|before|no later than)\s+(?:the end of|end of|tomorrow|tonight|today|noon|\w+day\b|\d)|\b(?:asap|as soon as possible|urgent(?:ly)?)\b/i;

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

const PREPARES = /\b(?:bring|prepare|send|read|review|have\s+\w+\s+ready)\b/i;
const FIGURES = /\b(?:numbers|figures|data|results|report|reports|metrics|budget|forecast)\b/i;

/**
 * The last line of a message that sets up a meeting. `{meeting}` is the text's own name for it
 * ("quarterly review", "call").
 */
export const MEETING_CLOSERS: Record<EmotionTone, readonly FittedLine[]> = {
  empathetic: [
    { text: 'I know this lands in a busy week.' },
    { text: 'I know finding the time is not always easy.' },
    { text: 'If the timing is hard for you, just tell me.' },
  ],
  confident: [
    { text: "Let's make it a focused {meeting}." },
    { text: 'I expect a focused discussion.' },
    { text: 'With everyone prepared, this {meeting} will move quickly.', needs: PREPARES },
  ],
  persuasive: [
    {
      text: 'Coming prepared means a shorter {meeting} and clearer answers for everyone.',
      needs: PREPARES,
    },
    { text: 'A few minutes of preparation will make the {meeting} far more useful for you.' },
    { text: 'Coming prepared will get you clearer answers, faster.', needs: PREPARES },
  ],
  friendly: [{ text: 'See you there!' }, { text: 'Looking forward to it!' }],
  professional: [
    { text: 'Please let me know in advance if anything is unclear.' },
    { text: 'Please let me know beforehand if you have any questions.' },
  ],
  inspiring: [
    { text: 'This {meeting} is our chance to see how far we have come.' },
    { text: 'Every {meeting} like this one moves us a step forward.' },
    { text: 'Every conversation like this one moves us forward.' },
  ],
  balanced: [
    {
      text: 'Having the figures in advance will keep the discussion short and focused.',
      needs: FIGURES,
    },
    { text: 'Preparing in advance will keep the discussion short and focused.', needs: PREPARES },
  ],
  urgent: [
    { text: "Please don't leave this until the last minute." },
    { text: 'Please have everything ready ahead of time.', needs: PREPARES },
  ],
  calm: [
    { text: 'If anything comes up, just let me know and we will work around it.' },
    { text: 'If the timing does not suit you, that is fine; just let me know.' },
  ],
};

const LIVE =
  /\b(?:is out|is live|are live|now available|is available|released|shipped|rolled out)\b/i;
// "the next chapter": only after a text that itself speaks of a next phase.
const NEXT_PHASE = /\b(?:next|new)\s+(?:chapter|phase|season|stage)\b/i;
// A fix the notes report as made ("Fixed: …", "we resolved…"), not "releases contain bug fixes".
const BUG_FIXES = /\b(?:fixed|resolved)\b|\bfix(?:es)?\s*:/i;
// "these changes": the notes report more than one change of their own.
const CHANGE_WORD = '(?:added|fixed|improved|changed|updated|removed|introduced|faster|no longer)';
const SEVERAL_CHANGES = new RegExp(
  `\\bwhat['’]s new\\b|\\b(?:bug fixes|changes|improvements|fixes)\\s*:|\\b${CHANGE_WORD}\\b[\\s\\S]*\\b${CHANGE_WORD}\\b`,
  'i',
);
const FUTURE_REMOVAL =
  /\b(?:will be (?:removed|deprecated|discontinued|retired|switched off|turned off)|(?:stop|end) (?:working|support)|before then)\b/i;
const REMOVAL = /\b(?:removed|deprecated|discontinued|retired|end of life|no longer)\b/i;
// Changes the notes say the reader will not see: no line may claim they ease or burden their work.
const BEHIND_THE_SCENES =
  /\b(?:behind the scenes|under the hood|internal(?:ly)? changes?|(?:nothing|no (?:visible )?changes?) (?:for you|you need to do)|you won['’]t notice)\b/i;

/** The last line of release notes: software changes, read by the people who use the software. */
export const RELEASE_CLOSERS: Record<EmotionTone, readonly FittedLine[]> = {
  empathetic: [
    { text: 'Thank you for your patience while we worked on these fixes.', needs: BUG_FIXES },
    {
      text: 'We know changes like this mean work on your side.',
      needs: REMOVAL,
      unless: BEHIND_THE_SCENES,
    },
  ],
  confident: [
    { text: 'All of this is live now.', needs: LIVE },
    { text: 'This is a solid step forward.' },
  ],
  persuasive: [
    {
      text: 'Each of these changes is there to make your everyday work easier.',
      needs: SEVERAL_CHANGES,
      unless: BEHIND_THE_SCENES,
    },
    { text: 'Update today and get the most out of every change.', unless: ASKS_READER },
  ],
  friendly: [{ text: 'Enjoy the new version!', needs: LIVE }, { text: 'Happy updating!' }],
  professional: [
    {
      text: 'Please get in touch if you have any questions about these changes.',
      needs: SEVERAL_CHANGES,
    },
    { text: 'Please get in touch if you have any questions.', unless: SEVERAL_CHANGES },
  ],
  inspiring: [
    { text: 'Each release is a step forward, and we are glad to take it with you.' },
    { text: 'There is more to come, and we are building it with you.' },
  ],
  // Balanced closes with a summary built from the text (see tone-frame.ts).
  balanced: [],
  urgent: [
    { text: 'Please plan the update now so nothing breaks on the day.', needs: FUTURE_REMOVAL },
  ],
  calm: [
    { text: 'There is still time to plan this change at your own pace.', needs: FUTURE_REMOVAL },
    { text: 'Take a look whenever you have a moment.', unless: FUTURE_REMOVAL },
  ],
};

/** What a release brings, for a balanced summary line: the first matching kind names it. */
export const RELEASE_PARTS: readonly [RegExp, string][] = [
  [/\b(?:added|new|introduced|brings|now supports?)\b/i, 'new features'],
  [BUG_FIXES, 'fixes'],
  [
    /\b(?:faster|(?:twice|\w+ times) as fast|speed|performance|quicker|load(?:s|ing)? (?:about |up to )?\w+ (?:as|times) fast)\b/i,
    'faster performance',
  ],
  [REMOVAL, 'one change that needs your attention'],
];

// The people behind the news: "the facilities team worked hard", "thanks to everyone who…".
const TEAM_WORK =
  /\b(?:team|teams|group|committee|department|everyone|colleagues|staff|volunteers)\b[^.!?]{0,60}\b(?:worked|working|effort|efforts|made this|helped|put in|built|delivered)\b|\b(?:hard work|worked hard|thanks to)\b/i;
/** The text already says whom to ask or how to reach someone. */
const POINTS_TO_CONTACT =
  /\b(?:questions?|contact|reach out|get in touch|ask|speak to|talk to|e-?mail|call)\b/i;

/**
 * The last line of an internal announcement: thanks to the people behind it when the text names
 * their work, else an open door for questions when the text gives no contact. No invented
 * contact ("ask your manager"): the reader answers the message itself.
 */
export const CORPORATE_CLOSERS: Record<EmotionTone, readonly FittedLine[]> = {
  professional: [
    { text: 'Thank you to everyone involved for their work on this.', needs: TEAM_WORK },
    { text: 'Please reach out with any questions.', unless: POINTS_TO_CONTACT },
  ],
  friendly: [
    { text: 'Huge thanks to everyone behind this!', needs: TEAM_WORK },
    { text: 'Any questions, just ask!', unless: POINTS_TO_CONTACT },
  ],
  confident: [
    { text: 'Well done to everyone involved.', needs: TEAM_WORK },
    { text: 'If you have questions, ask them.', unless: POINTS_TO_CONTACT },
  ],
  empathetic: [
    { text: 'Thank you all for the care you put into this.', needs: TEAM_WORK },
    {
      text: 'If this raises any questions or concerns, please reach out.',
      unless: POINTS_TO_CONTACT,
    },
  ],
  inspiring: [
    { text: 'This is what we can do together.', needs: TEAM_WORK },
    { text: 'On to the next chapter, together.', needs: NEXT_PHASE },
  ],
  balanced: [
    { text: 'Credit goes to the people who did the work.', needs: TEAM_WORK },
    { text: 'Questions are welcome.', unless: POINTS_TO_CONTACT },
  ],
  urgent: [
    { text: 'Please make sure everyone on your team sees this.' },
    { text: 'If anything is unclear, ask today.', unless: POINTS_TO_CONTACT },
  ],
  calm: [
    { text: 'Thank you all for the steady work behind this.', needs: TEAM_WORK },
    { text: 'Questions are always welcome, whenever you have them.', unless: POINTS_TO_CONTACT },
  ],
  persuasive: [
    { text: 'Thanks to everyone who made this possible.', needs: TEAM_WORK },
    { text: 'Questions? Just ask.', unless: POINTS_TO_CONTACT },
  ],
};
