import { registerWords, timeLeadComma } from '../rules/body-moves.js';
import { toneCall, formalFacts, goingToWill, newsLead, newsVerbs } from '../rules/general-moves.js';
import { directQuestion, lookForward, removeDoubtAdverbs } from '../rules/hedges.js';
import { formalPerfect } from '../rules/body-rewrites.js';

import { PROFESSIONAL_BANKS } from '../data/banks/professional.js';
import { countContractions, expandContractions } from '../rules/contractions.js';
import { removeSofteners } from '../rules/hedges.js';
import { formalConnectors } from '../rules/prefix.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { politeCommand } from '../rules/requests.js';
import {
  deShout,
  exclamationsToPeriods,
  removeEmoji,
  singleExclamation,
} from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import {
  casualToProfessional,
  formalVerbs,
  removeFillers,
  slangToProfessional,
} from '../rules/word-swaps.js';
import { NEUTRAL_PRODUCT_VERBS } from '../data/banks/product.js';
import { verbSwaps } from '../rules/product-copy.js';

import { professionalPhrasing } from '../rules/plain-statement-moves.js';
import { thereWillBe } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';

const neutralVerbs = verbSwaps(NEUTRAL_PRODUCT_VERBS);
import { countMatches } from './tone-definition.js';

const INFORMAL =
  /\b(?:gonna|wanna|gotta|kinda|sorta|awesome|cool|super|huge|stuff|guys|folks|yeah|yep|hey|thanks|basically|literally|honestly|totally|a lot of|lots of|check out|okay|ok|asap|fyi|btw|lol)\b|!/gi;

export const PROFESSIONAL: ToneDefinition = {
  tone: 'professional',
  rules: [
    sentenceRule('direct-question', 5, 'budget', (text) => directQuestion(text, false), {
      note: '"I was wondering if you would maybe be open to a call?" asks by way of a story about the writer.',
      examples: [
        [
          'I was wondering if you would maybe be open to a 20 minute call next week?',
          'Would you be open to a 20 minute call next week?',
        ],
      ],
    }),
    sentenceRule('look-forward', 7, 'budget', lookForward, {
      note: '"We hope to see you there." → "We look forward to seeing you there."',
      examples: [['We hope to see you there.', 'We look forward to seeing you there.']],
    }),
    wordRule('doubt-adverbs', 5, 'budget', removeDoubtAdverbs, {
      note: '"we should probably move" → "we should move"; a question opening with "Maybe" keeps it.',
      examples: [
        [
          'It is probably going to be ready in December, but we might need a few more weeks to get the exchange rates right.',
          'It is going to be ready in December, but we might need several more weeks to get the exchange rates right.',
        ],
      ],
    }),
    wordRule('slang', 1, 'all', slangToProfessional, {
      note: 'slang',
      examples: [['Are you guys into mashups?', 'Are you into mashups?']],
    }),
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: '"!!!" → "!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    sentenceRule('formal-perfect', 7, 'budget', formalPerfect, {
      note: '"We fixed the bug" → "We have fixed the bug"',
      examples: [
        [
          'We fixed the problem and released a new version 1.7.7 in 2 days, which is a small feat in itself as the App Store Review process can take upwards of 7 days at times.',
          'We have fixed the problem and released a new version 1.7.7 in 2 days, which is a small feat in itself as the App Store Review process can take upwards of 7 days at times.',
        ],
      ],
    }),
    wordRule('fillers', 3, 'all', removeFillers, {
      note: '"Basically, it is literally ready" → "it is ready".',
      examples: [
        [
          "Honestly I wasn't sure we would make it past the first year.",
          'I was not sure we would make it past the first year.',
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
    wordRule('no-shouting', 3, 'all', deShout, {
      note: 'ALL CAPS to sentence case.',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'Attention all residents.']],
    }),
    wordRule('no-exclamations', 3, 'all', exclamationsToPeriods, {
      note: '"Great news!!" → "Great news."; "Really?!" → "Really?".',
      examples: [["Here's to the next 100!", "Here's to the next 100."]],
    }),
    wordRule('no-softeners', 3, 'all', removeSofteners, {
      note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [
        [
          'If something looks off, just reply to this email.',
          'If something looks off, reply to this email.',
        ],
      ],
    }),
    wordRule('casual-words', 5, 'budget', casualToProfessional, {
      everywhere: 7,
      note: 'casual words',
      examples: [['Thanks for getting in touch.', 'Thank you for getting in touch.']],
    }),
    wordRule('formal-phrasing', 5, 'budget', professionalPhrasing, {
      everywhere: 7,
      note: 'Formal phrasing of everyday verbs',
      examples: [['We would love to have you back.', 'We would be glad to have you back.']],
    }),
    sentenceRule(
      'comma-splices',
      5,
      'budget',
      (text) => splitAtConjunctions(text, 'formal', 4, /^splice$/),
      {
        note: 'Splits a long sentence where a conjunction joins two full clauses',
        examples: [
          [
            'Mitigation Once the upgrade was identified as the cause, it was halted, and a rollback was initiated.',
            'Mitigation Once the upgrade was identified as the cause. It was halted, and a rollback was initiated.',
          ],
        ],
      },
    ),
    sentenceRule('courteous-requests', 5, 'budget', politeCommand, {
      note: '"Send me the numbers." → "Please send me the numbers."',
      examples: [
        ['Fill up some bottles the night before.', 'Please fill up some bottles the night before.'],
      ],
    }),
    wordRule('neutral-verbs', 5, 'budget', neutralVerbs, {
      everywhere: 8,
      note: 'neutral verbs',
      examples: [
        [
          'One I am going to use myself, and I am going to give you an opportunity to get one of the others.',
          'One I will use myself, and I will provide an opportunity to get one of the others.',
        ],
      ],
    }),
    sentenceRule(
      'programme',
      5,
      'budget',
      (text, _info, ctx) =>
        ctx.textType === 'event' ? thereWillBe(text, 'The programme will include') : text,
      {
        note: '"There will be 40 stalls." → "You\'ll find 40 stalls." (in an event\'s voice).',
        examples: [],
      },
    ),
    sentenceRule('formal-connectors', 7, 'budget', formalConnectors, {
      everywhere: 9,
      note: 'Conversational sentence openers become formal connectors ("But" → "However,").',
      examples: [
        [
          'So today I baked 22 loaves and we had 4-5 left over.',
          'Therefore, today I baked 22 loaves and we had 4-5 left over.',
        ],
      ],
    }),
    sentenceRule('formal-verbs', 9, 'budget', formalVerbs, {
      everywhere: 10,
      note: 'The most formal register',
      examples: [
        [
          'Children need to bring a packed lunch, a water bottle and a waterproof coat.',
          'Children are required to bring a packed lunch, a water bottle and a waterproof coat.',
        ],
      ],
    }),
    sentenceRule(
      'comma-splices-everywhere',
      9,
      'all',
      (text) => splitAtConjunctions(text, 'formal', 4, /^(?:splice|so|but)$/),
      {
        note: 'Splits a long sentence where a conjunction joins two full clauses',
        examples: [
          [
            'Your day-to-day work will mostly stay the same, but some of you will have a new manager.',
            'Your day-to-day work will mostly stay the same. However, some of you will have a new manager.',
          ],
        ],
      },
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'professional', ctx, info.key),
      {
        everywhere: 7,
        note: 'The author\'s own call to act ("Apply at …") said in the tone\'s voice; no call is added.',
        examples: [
          ['Let me know if I missed anything.', 'Please let me know if I missed anything.'],
        ],
      },
    ),
    sentenceRule('news-verbs', 4, 'budget', (text) => newsVerbs(text, 'professional'), {
      note: 'Confident and professional verbs for the same news',
      examples: [['We built Dockly to fix that.', 'We developed Dockly to fix that.']],
    }),
    sentenceRule('formal-facts', 3, 'budget', formalFacts, {
      note: '"Salary is 70k." → "The salary is 70k."; "We use Go." → "We work with Go." (neutral, formal).',
      examples: [
        ['Salary is €70,000–€85,000 plus equity.', 'The salary is €70,000–€85,000 plus equity.'],
      ],
    }),
    sentenceRule('going-to-will', 5, 'budget', goingToWill, {
      note: '"We\'re going to focus on …" → "We will focus on …"',
      examples: [
        [
          'One I am going to use myself, and I am going to give you an opportunity to get one of the others.',
          'One I will use myself, and I will provide an opportunity to get one of the others.',
        ],
      ],
    }),
    sentenceRule('formal-words', 3, 'budget', (text) => registerWords(text, 'professional'), {
      everywhere: 6,
      note: "Word choice in the tone's register.",
      examples: [
        ['We ran out of bread at about 2:30.', 'We ran out of bread at approximately 2:30.'],
      ],
    }),
    sentenceRule('time-lead-comma', 5, 'budget', timeLeadComma, {
      everywhere: 7,
      note: 'A time marker that opens a sentence takes its comma',
      examples: [['Today we signed our 100th client.', 'Today, we signed our 100th client.']],
    }),
  ],
  register: { from: 3, apply: expandContractions },
  textPasses: [newsLead(6, 'professional')],
  mismatch: (text) => countMatches(text, INFORMAL) * 2 + countContractions(text),
  banks: PROFESSIONAL_BANKS,
  openerFrom: 9,
  closerFrom: 7,
  openerFits: (ctx) => ctx.isMessage,
};
