import type { PhraseTable } from './register.js';

/**
 * Wordy phrases and the plain word that means the same, in the same slot: each pair was
 * checked to take the same part of speech and complements ("in spite of the rise" → "despite
 * the rise", "we are able to process" → "we can process"). Nothing here changes how sure the
 * writer sounds, a number, a time or who does what. Confident, persuasive and urgent copy get
 * to the point with them.
 */
export const CONCISE_PHRASES: PhraseTable = {
  'in order to': 'to',
  'in spite of': 'despite',
  'prior to': 'before',
  'due to the fact that': 'because',
  'owing to the fact that': 'because',
  'in the event that': 'if',
  'at this point in time': 'now',
  'at the present time': 'now',
  'in the near future': 'soon',
  'each and every': 'every',
  'first and foremost': 'first',
  'is able to': 'can',
  'are able to': 'can',
  'has the ability to': 'can',
  'have the ability to': 'can',
  'for the purpose of': 'for',
  'on a daily basis': 'daily',
  'on a weekly basis': 'weekly',
  'on a monthly basis': 'monthly',
  'at a later date': 'later',
  'in a timely manner': 'promptly',
  'a sufficient amount of': 'enough',
  'until such time as': 'until',
  'in close proximity to': 'near',
  'in excess of': 'more than',
  'are in the process of': 'are',
  'is in the process of': 'is',
  'am in the process of': 'am',
  commence: 'start',
  commences: 'starts',
  commenced: 'started',
  utilize: 'use',
  utilise: 'use',
  utilizes: 'uses',
  utilises: 'uses',
  utilized: 'used',
  utilised: 'used',
};
