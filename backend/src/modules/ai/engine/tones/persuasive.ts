import {
  toneCall,
  fixesForYou,
  goingToWill,
  jobFactsToYou,
  justThePrice,
  newsLead,
} from '../rules/general-moves.js';
import { directQuestion, lookForward } from '../rules/hedges.js';

import { PERSUASIVE_BANKS } from '../data/banks/persuasive.js';
import { POWER_WORDS } from '../data/register.js';
import { removeDoubtAdverbs, removeSofteners, removeOpinionOpeners } from '../rules/hedges.js';
import { firmModals } from '../rules/modals.js';
import { passiveToActive } from '../rules/passive-voice.js';
import { addressReader, benefitForReader, featureToBenefit } from '../rules/person.js';
import { compilePhraseTable } from '../rules/phrase-table.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { availabilityForReader } from '../rules/word-swaps.js';
import { thereWillBe } from '../rules/event-copy.js';

import { singleExclamation } from '../rules/punctuation.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const powerWords = compilePhraseTable(POWER_WORDS);
const WEAK_PITCH =
  /\b(?:maybe|perhaps|probably|might|could|i think|users|customers|teams|has|have|offers|includes|provides|supports|comes with|was \w+ed by)\b/gi;

export const PERSUASIVE: ToneDefinition = {
  tone: 'persuasive',
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: 'Copy that sells says it once: "back on the shelves!!!" → "back on the shelves!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    sentenceRule('direct-question', 3, 'budget', (text) => directQuestion(text, true), {
      note: '"I was wondering if you would maybe be open to a call?" asks by way of a story about the writer.',
      examples: [
        [
          'I was wondering if you would maybe be open to a 20 minute call next week?',
          'Are you open to a 20 minute call next week?',
        ],
      ],
    }),
    sentenceRule('look-forward', 5, 'budget', lookForward, {
      note: '"We hope to see you there." → "We look forward to seeing you there."',
      examples: [['We hope to see you there.', 'We look forward to seeing you there.']],
    }),
    sentenceRule(
      'firm-modals',
      1,
      'budget',
      (text, _info, ctx) => firmModals(text, false, ctx.textType === 'story'),
      {
        note: 'Hedged modals, made firmer without turning a possibility into a fact or a promise',
        examples: [
          [
            "also i think the nightly tests might fail tonight bc of the schema change, dont panic lol i'll fix them first thing",
            "Also I think the nightly tests will likely fail tonight bc of the schema change, don't panic lol I'll fix them first thing",
          ],
        ],
      },
    ),
    sentenceRule('opinion-openers', 1, 'budget', removeOpinionOpeners, {
      note: '"I think we should …" → "We should …"; only when what remains is a full clause, never in a question.',
      examples: [
        [
          'We think you will agree that the quality of Shell shoes should not be sacrificed.',
          'You will agree that the quality of Shell shoes should not be sacrificed.',
        ],
      ],
    }),
    wordRule('doubt-adverbs', 1, 'budget', removeDoubtAdverbs, {
      note: '"we should probably move" → "we should move"; a question opening with "Maybe" keeps it.',
      examples: [
        [
          'It is probably going to be ready in December, but we might need a few more weeks to get the exchange rates right.',
          'It is going to be ready in December, but we might need a few more weeks to get the exchange rates right.',
        ],
      ],
    }),
    wordRule('softeners', 5, 'budget', removeSofteners, {
      note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [
        [
          'If something looks off, just reply to this email.',
          'If something looks off, reply to this email.',
        ],
      ],
    }),
    sentenceRule('address-reader', 3, 'all', addressReader, {
      note: '"Customers can track their orders" → "You can track your orders".',
      examples: [
        [
          'Clients receive an email with your report attached or linked, depending on your export format setting.',
          'You receive an email with your report attached or linked, depending on your export format setting.',
        ],
      ],
    }),
    sentenceRule(
      'benefits',
      5,
      'budget',
      (text, _info, ctx) =>
        ctx.situation === 'problem' ? text : featureToBenefit(text, ctx.masker, ctx.lowerWords),
      {
        note: '"The dashboard has live alerts." → "With the dashboard, you get live alerts."',
        examples: [
          [
            'This facility provides environmental services to both private industry and government agencies.',
            'With this facility, you get environmental services to both private industry and government agencies.',
          ],
        ],
      },
    ),
    sentenceRule('availability', 5, 'budget', availabilityForReader, {
      note: "Availability as the reader's gain",
      examples: [
        [
          'They are available in black, sand and forest green for €179.',
          'You can get them in black, sand and forest green for €179.',
        ],
      ],
    }),
    sentenceRule('gives-you', 5, 'budget', benefitForReader, {
      note: '"A 10 minute charge gives about 5 hours of playback." → "…gives you about 5 hours…".',
      examples: [
        [
          'A 10 minute charge gives about 5 hours of playback.',
          'A 10 minute charge gives you about 5 hours of playback.',
        ],
      ],
    }),
    wordRule('power-words', 7, 'budget', powerWords, {
      note: 'power words',
      examples: [['A lot has changed since then.', 'A great deal has changed since then.']],
    }),
    sentenceRule(
      'you-will-find',
      5,
      'budget',
      (text, _info, ctx) => (ctx.textType === 'event' ? thereWillBe(text, "You'll find") : text),
      {
        note: '"There will be 40 stalls." → "You\'ll find 40 stalls." (in an event\'s voice).',
        examples: [],
      },
    ),
    sentenceRule(
      'active-voice',
      9,
      'budget',
      (text, _info, ctx) => passiveToActive(text, ctx.masker, ctx.lowerWords),
      {
        note: '"The update was deployed by the platform team." → "The platform team deployed the update."',
        examples: [
          [
            'The missing index was identified by the on-call engineer at 17:52 and it was recreated at 18:05.',
            'The on-call engineer identified the missing index at 17:52 and it was recreated at 18:05.',
          ],
        ],
      },
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'persuasive', ctx, info.key),
      {
        everywhere: 7,
        note: 'The author\'s own call to act ("Apply at …") said in the tone\'s voice; no call is added.',
        examples: [],
      },
    ),
    sentenceRule('job-facts-to-you', 4, 'budget', (text, _info, ctx) => jobFactsToYou(text, ctx), {
      note: 'Facts in a job advert, said to the reader',
      examples: [],
    }),
    sentenceRule('fixes-for-you', 5, 'budget', fixesForYou, {
      note: 'Persuasive',
      examples: [
        [
          'We also fixed the sync issues that some of you reported in the spring.',
          'We also fixed the sync issues that some of you reported in the spring, so everything runs more smoothly for you.',
        ],
      ],
    }),
    sentenceRule('going-to-will', 5, 'budget', goingToWill, {
      note: '"We\'re going to focus on …" → "We will focus on …"',
      examples: [
        [
          'One I am going to use myself, and I am going to give you an opportunity to get one of the others.',
          'One I will use myself, and I will give you an opportunity to get one of the others.',
        ],
      ],
    }),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx), {
      note: '"A weekly clean starts at £80." → "…starts at just £80."',
      examples: [['The trip costs £12 per child.', 'The trip costs just £12 per child.']],
    }),
  ],
  textPasses: [newsLead(5, 'persuasive')],
  mismatch: (text) => countMatches(text, WEAK_PITCH) * 2 - countMatches(text, /\byou(?:r)?\b/gi),
  banks: PERSUASIVE_BANKS,
  openerFrom: 5,
  // Hooks ("Looking for a better way…?") sell; a status update or a notice gets none.
  openerFits: (ctx) => ctx.isPromotional || ctx.situation !== 'general',
  closerFrom: 9,
};
