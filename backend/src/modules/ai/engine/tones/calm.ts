import { offerOfHelp, timeIn } from '../rules/body-moves.js';
import { toneCall, newsLead } from '../rules/general-moves.js';

import { CALM_BANKS } from '../data/banks/calm.js';
import {
  deShout,
  exclamationsToPeriods,
  removeAlertPrefix,
  removeEmoji,
} from '../rules/punctuation.js';
import { politeCommand } from '../rules/requests.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import {
  lowerArousal,
  pressureToCalm,
  removeIntensifiers,
  softenMust,
} from '../rules/word-swaps.js';
import { joinShortSentences } from '../rules/product-copy.js';

import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const PRESSURE =
  /\b(?:asap|immediately|urgent|urgently|critical|right now|hurry|act now|must|deadline|extremely|super|incredibly)\b|!|\b[A-Z]{5,}\b/gi;

export const CALM: ToneDefinition = {
  tone: 'calm',
  rules: [
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'calm', ctx, info.key),
      {
        everywhere: 7,
        note: 'The author\'s own call to act ("Apply at …") said in the tone\'s voice; no call is added.',
        examples: [
          [
            'Apply at fernwood.example/jobs before 30 September.',
            'When you are ready, apply at fernwood.example/jobs before 30 September.',
          ],
        ],
      },
    ),
    wordRule('no-exclamations', 1, 'all', exclamationsToPeriods, {
      note: '"Great news!!" → "Great news."; "Really?!" → "Really?".',
      examples: [["Here's to the next 100!", "Here's to the next 100."]],
    }),
    wordRule('no-shouting', 1, 'all', deShout, {
      note: 'ALL CAPS to sentence case.',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'Attention all residents.']],
    }),
    wordRule('no-pressure', 1, 'all', pressureToCalm, {
      note: 'no pressure',
      examples: [
        [
          'The water will be SHUT OFF on Tuesday from 9am to 2pm because of urgent pipe repairs in the basement.',
          'The water will be SHUT OFF on Tuesday from 9am to 2pm because of important pipe repairs in the basement.',
        ],
      ],
    }),
    wordRule('emoji', 3, 'all', removeEmoji, {
      note: 'emoji',
      examples: [
        [
          'And boy, do we at Errorception love high performance. :)',
          'And boy, do we at Errorception love high performance.',
        ],
      ],
    }),
    wordRule('no-intensifiers', 3, 'budget', removeIntensifiers, {
      note: '"incredibly fast", "so excited" → "fast", "excited"; "so we can" stays.',
      examples: [['This is completely unacceptable.', 'This is unacceptable.']],
    }),
    wordRule('soften-must', 5, 'budget', softenMust, {
      note: '"you must" → "you will need to".',
      examples: [
        [
          'For the last three years, I have charged the same hourly rate for my services in spite of rising office expenses and salary increases. As much as I would like to maintain my rates for another year, I find that I must increase my them to provide quality legal services to my many valued clients. Effective November 1, 2002, my new hourly rate will be $150.',
          'As much as I would like to maintain my rates for another year, I find that I will need to increase my them to provide quality legal services to my many valued clients.',
        ],
      ],
    }),
    sentenceRule('courteous-requests', 5, 'budget', politeCommand, {
      note: '"Send me the numbers." → "Please send me the numbers."',
      examples: [
        ['Fill up some bottles the night before.', 'Please fill up some bottles the night before.'],
      ],
    }),
    wordRule('lower-arousal', 5, 'budget', lowerArousal, {
      everywhere: 7,
      note: 'lower arousal',
      examples: [
        [
          "Using a CDN has been on my list for some time now, and I've finally gotten around to configuring one.",
          "Using a CDN has been on my list for some time now, and I've gotten around to configuring one.",
        ],
      ],
    }),
    sentenceRule(
      'help-offered',
      5,
      'budget',
      (text, _info, ctx) => offerOfHelp(text, 'calm', timeIn(ctx)),
      {
        everywhere: 7,
        note: "The closing offer of help in the tone's voice.",
        examples: [
          ['Let me know if I missed anything.', 'Feel free to let me know if I missed anything.'],
        ],
      },
    ),
  ],
  mismatch: (text) => countMatches(text, PRESSURE) * 2,
  banks: CALM_BANKS,
  openerFrom: 6,
  closerFrom: 3,
  openerFits: (ctx) => ctx.situation === 'problem' || ctx.intensity >= 8,
  // Unhurried pacing: short sentences about one thing flow into each other.
  textPasses: [newsLead(4, 'calm'), joinShortSentences(5)],
  heading: (text) => removeAlertPrefix(deShout(text)),
};
