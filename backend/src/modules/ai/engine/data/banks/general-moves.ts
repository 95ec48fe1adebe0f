import type { EmotionTone } from '../../../ai.types.js';

/**
 * How each tone leads into a call the author already wrote ("Apply at …", "Send …"). `{v}` is the
 * author's call with its verb in lower case. Banks with a deadline variant avoid "whenever".
 */
export interface CallLeads {
  readonly open: readonly string[];
  readonly dated: readonly string[];
}

export const CALL_LEADS: Partial<Record<EmotionTone, CallLeads>> = {
  calm: {
    open: [
      'Whenever it suits you, {v}',
      'When you have a moment, {v}',
      'You can {v}',
      'In your own time, {v}',
    ],
    dated: ['When you are ready, {v}', 'You can {v}'],
  },
  empathetic: {
    open: [
      'When you have a moment, {v}',
      'If it helps, you can {v}',
      'Whenever you are ready, {v}',
    ],
    dated: ['When you are ready, {v}', 'Whenever you are ready, {v}'],
  },
  friendly: {
    open: ['Feel free to {v}', 'Go ahead and {v}', 'Just {v}'],
    dated: ['Feel free to {v}', 'Go ahead and {v}', 'Just {v}'],
  },
  // The same word professional's own request rule uses, so intensities agree.
  professional: { open: ['Please {v}'], dated: ['Please {v}'] },
  inspiring: {
    open: ['Take the first step and {v}', 'Be part of it: {v}', 'Make it happen: {v}'],
    dated: ['Take the first step and {v}', 'Be part of it: {v}', 'Make it happen: {v}'],
  },
  confident: {
    open: ['Make your move: {v}', 'Step up and {v}', 'Do not wait: {v}'],
    dated: ['Make your move: {v}', 'Step up and {v}'],
  },
  persuasive: {
    open: ['Count yourself in: {v}', 'Take the next step and {v}', 'Do not miss out: {v}'],
    dated: ['Take the next step and {v}', 'Do not miss out: {v}', 'Secure your place: {v}'],
  },
};

/** Persuasion in a job advert: the role as the reader's next move. */
export const JOB_CALL_LEADS = [
  'Ready for your next move? {V}',
  'Want to be part of it? {V}',
  'Interested? {V}',
];

/** The first news sentence of an update, in each tone ("This month we shipped …"). */
export const NEWS_LEADS: Partial<Record<EmotionTone, readonly string[]>> = {
  friendly: ['Good news:', 'Some good news:', 'Happy news:'],
  inspiring: [
    'We are proud to share that',
    'Here is what we have achieved:',
    'This is what progress looks like:',
  ],
  empathetic: ['We listened:', 'We heard you:', 'You told us, and we acted:'],
  calm: ['Here is a short update:', 'A quick, steady update:', 'Here is where things stand:'],
  professional: ['We are pleased to report that', 'We are pleased to announce that'],
};

/** A hiring sentence ("We're hiring a …"), in each tone. */
export const HIRING_LEADS: Partial<Record<EmotionTone, readonly string[]>> = {
  persuasive: [
    'This could be your next role:',
    'Here is your chance:',
    'Looking for your next challenge?',
  ],
  inspiring: ['We are growing, and', 'Our team is growing:', 'A new chapter starts here:'],
  friendly: ['Good news:', 'Exciting news:', 'Guess what?'],
  urgent: ['Now hiring:', 'Hiring now:'],
  empathetic: ['We would love to meet you:', 'Maybe this is the role for you:'],
  calm: ['There is an opening for', 'We have an opening for'],
};
