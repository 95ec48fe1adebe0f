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
    // A request or a pitch is not the reader's shared project: no "let's make it happen"; nor
    // is any text a toast ("Here's to what comes next!" read as pointing at nothing, 6 of 6).
    request: [],
    general: [],
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
