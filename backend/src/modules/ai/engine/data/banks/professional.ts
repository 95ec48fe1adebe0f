import type { ToneBanks } from './bank-types.js';

export const PROFESSIONAL_BANKS: ToneBanks = {
  opener: {
    problem: [
      'Please find below an update on the matter.',
      'I would like to provide an update on the situation.',
      'We would like to inform you of the following.',
    ],
    request: [
      'I hope this message finds you well.',
      'Thank you for your time.',
      'I am writing with a brief request.',
    ],
    general: [
      'I hope this message finds you well.',
      'I would like to share a brief update.',
      'Please find a short summary below.',
    ],
  },
  closer: {
    problem: [
      'We apologise for any inconvenience and appreciate your understanding.',
      'Please do not hesitate to contact us with any questions.',
      'Thank you for your patience in this matter.',
    ],
    request: [
      'Thank you in advance for your cooperation.',
      'I look forward to your response.',
      'Thank you for your attention to this matter.',
      'Please let me know if you have any questions.',
      'I appreciate your time and consideration.',
    ],
    general: [
      'Please let me know if you have any questions.',
      'Please do not hesitate to contact me with any questions.',
      'Thank you for your attention.',
      'I appreciate your time and consideration.',
    ],
  },
};
