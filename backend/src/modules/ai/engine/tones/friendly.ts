import { friendlyWords } from '../rules/body-moves.js';
import { toneCall, justThePrice, newsLead, warmFeeling } from '../rules/general-moves.js';
import { deShout, singleExclamation } from '../rules/punctuation.js';
import { directQuestion } from '../rules/hedges.js';
import { friendlyWarmth } from '../rules/body-rewrites.js';
import { once } from './once.js';
import { FRIENDLY_BANKS } from '../data/banks/friendly.js';
import { contract } from '../rules/contractions.js';

import { hashString } from '../choose.js';
import { addressReader } from '../rules/person.js';
import { softenCommand } from '../rules/requests.js';

import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { formalToFriendly } from '../rules/word-swaps.js';
import { connectLastFeature } from '../rules/product-copy.js';
import { thereWillBe } from '../rules/event-copy.js';
import { INVITATION } from '../data/word-sets.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const FORMAL =
  /\b(?:do not|does not|did not|is not|are not|will not|cannot|we are|you are|it is|i am|regarding|purchase|assist|require|utili[sz]e|commence|additionally|furthermore|therefore|obtain|sufficient|numerous|approximately|in order to|prior to|kindly|dear|sincerely|please be advised)\b/gi;
const WARM_START =
  /^(?:thanks|thank you|hope|welcome|congrat|great|happy|we['’]re (?:so )?(?:excited|thrilled)|can['’]t wait|enjoy|have a)/i;
const LOVE =
  /\b(?:I['’]d love|we['’]d love|can['’]t wait|excited|thrilled|looking forward|see you there)\b/i;
/** Good news told plainly: "This week I passed …", "we shipped our millionth …". */
const GLAD_NEWS =
  /\b(?:I|we)\s+(?:finally\s+)?(?:passed|shipped|launched|won|reached|hit|celebrated|welcomed|opened)\b/i;
// "Version 4 is now available.", "Stop by for a coffee.", "Everyone is welcome.": news and
// invitations a friendly voice says gladly.
const GLAD_ANNOUNCEMENT =
  /^(?:\S+\s+){0,6}(?:is|are)\s+(?:now\s+)?(?:available|out(?!\s+of\b)|live|open)\b[^,;]*\.$|^(?:everyone|everybody|all|families|kids|children|newcomers|beginners|friends)(?:\s+[a-z]+){0,3}\s+(?:is|are)\s+(?:always\s+|very\s+|more\s+than\s+)?welcome\b/i;
const SAD = /\b(?:not|no|never|sadly|unfortunately|failed|lost|sorry|only\s+just)\b/i;

/** A warm sentence ends with warmth: "Thanks so much for your help." → "…help!" */
const warmExclamation = (text: string) =>
  WARM_START.test(text) && /\.$/.test(text) ? `${text.slice(0, -1)}!` : text;

export const FRIENDLY: ToneDefinition = {
  tone: 'friendly',
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: '"!!!" → "!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    wordRule('no-shouting', 5, 'all', deShout, {
      note: 'ALL CAPS to sentence case.',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'Attention all residents!']],
    }),
    sentenceRule('direct-question', 5, 'budget', (text) => directQuestion(text, false), {
      note: '"I was wondering if you would maybe be open to a call?" asks by way of a story about the writer.',
      examples: [
        [
          'I was wondering if you would maybe be open to a 20 minute call next week?',
          'Would you be open to a 20 minute call next week?',
        ],
      ],
    }),
    wordRule('contract', 1, 'budget', contract, {
      note: '"we are" → "we\'re", "do not" → "don\'t"; never at the end of a clause.',
      examples: [['What you will do:', "What you'll do:"]],
    }),
    wordRule('everyday-words', 3, 'budget', formalToFriendly, {
      everywhere: 6,
      note: 'everyday words',
      examples: [['Thank you for your support.', 'Thanks so much for your support.']],
    }),
    sentenceRule('warmth', 3, 'budget', friendlyWarmth, {
      everywhere: 7,
      note: 'warmth',
      examples: [
        [
          'Sorry for the short notice, the plumber only confirmed this morning.',
          'So sorry for the short notice, the plumber only confirmed this morning.',
        ],
      ],
    }),
    sentenceRule(
      'ask-nicely',
      5,
      'budget',
      (text, info, ctx) =>
        ctx.isMessage && !ctx.isPromotional
          ? softenCommand(text, false, true, hashString(info.key))
          : text,
      {
        note: "A message to someone asks nicely; an announcement's call to action stays a call to action.",
        examples: [
          [
            'ATTENTION ALL RESIDENTS!!! The water will be SHUT OFF on Tuesday from 9am to 2pm because of urgent pipe repairs in the basement. Fill up some bottles the night before. DO NOT use the washing machines during this time or you could flood your flat. Sorry for the short notice, the plumber only confirmed this morning. Questions to the building manager on 07700 900123.',
            'Could you fill up some bottles the night before?',
          ],
        ],
      },
    ),
    sentenceRule('address-reader', 7, 'budget', addressReader, {
      note: '"Customers can track their orders" → "You can track your orders".',
      examples: [
        [
          'On the Enterprise plan, you can give clients access to a branded client portal — a persistent, always-on view of their reports.',
          'On the Enterprise plan, you can give you access to a branded client portal — a persistent, always-on view of your reports.',
        ],
      ],
    }),
    sentenceRule('warm-exclamation', 7, 'budget', warmExclamation, {
      roles: ['opening', 'closing'],
      note: 'warm exclamation',
      examples: [['Thanks for getting in touch.', 'Thanks for getting in touch!']],
    }),
    sentenceRule(
      'you-will-find',
      5,
      'budget',
      (text, _info, ctx) => (ctx.textType === 'event' ? thereWillBe(text, "There'll be") : text),
      {
        note: '"There will be 40 stalls." → "You\'ll find 40 stalls." (in an event\'s voice).',
        examples: [],
      },
    ),
    sentenceRule(
      'short-sentences',
      9,
      'budget',
      (text) => (text.split(/\s+/).length > 22 ? splitAtConjunctions(text, 'plain') : text),
      { note: 'Splits a long sentence where a conjunction joins two full clauses', examples: [] },
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'friendly', ctx, info.key),
      {
        everywhere: 7,
        note: 'The author\'s own call to act ("Apply at …") said in the tone\'s voice; no call is added.',
        examples: [
          [
            'Let me know if you have any questions or if you want me to set up a trial workspace.',
            'Go ahead and let me know if you have any questions or if you want me to set up a trial workspace.',
          ],
        ],
      },
    ),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'friendly'), {
      note: '"I\'m grateful to everyone…" → friendly "I\'m so grateful…", empathetic "I\'m truly grateful…".',
      examples: [
        [
          "We're excited to get the ball rolling, with our first CSAs starting Monday June 27th!!",
          "We're so excited to get the ball rolling, with our first CSAs starting Monday June 27th!",
        ],
      ],
    }),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx), {
      note: '"A weekly clean starts at £80." → "…starts at just £80."',
      examples: [['The trip costs £12 per child.', 'The trip costs just £12 per child.']],
    }),
    sentenceRule(
      'plain-words',
      3,
      'budget',
      (text, _info, ctx) => friendlyWords(text, ctx.curlyApostrophes),
      {
        everywhere: 6,
        note: 'Friendly plain words',
        examples: [
          [
            'Please note that it may take an additional 10 business days for your account to reflect the refunded amount.',
            'Please note that it may take an extra 10 business days for your account to reflect the refunded amount.',
          ],
        ],
      },
    ),
  ],
  textPasses: [
    newsLead(4, 'friendly'),
    connectLastFeature(5, 'Plus,'),
    // One glad sentence in the body ends gladly: "I'd love to hear from you!"
    once('glad-exclamation', 7, (text) =>
      (LOVE.test(text) ||
        ((GLAD_NEWS.test(text) || GLAD_ANNOUNCEMENT.test(text) || INVITATION.test(text)) &&
          !SAD.test(text))) &&
      /[^.]\.$/.test(text)
        ? `${text.slice(0, -1)}!`
        : text,
    ),
  ],
  register: { from: 3, apply: contract },
  mismatch: (text) => countMatches(text, FORMAL) * 2,
  banks: FRIENDLY_BANKS,
  openerFrom: 5,
  closerFrom: 4,
  openerFits: (ctx) => ctx.isMessage || ctx.useCase === 'email' || ctx.useCase === 'whatsapp',
};
