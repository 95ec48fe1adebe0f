import { splitSharedSubject } from '../rules/body-moves.js';
import { formalFacts, goingToWill, newsVerbs } from '../rules/general-moves.js';
import { deShout } from '../rules/punctuation.js';

import { removeFillers } from '../rules/word-swaps.js';
import { askWithoutLeave, directQuestion, lookForward } from '../rules/hedges.js';

import { CONFIDENT_BANKS } from '../data/banks/confident.js';
import {
  hopeToConfidence,
  removeDoubtAdverbs,
  removeOpinionOpeners,
  removeSofteners,
} from '../rules/hedges.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { plainBadNews } from '../rules/word-swaps.js';
import { firmModals } from '../rules/modals.js';
import { passiveToActive } from '../rules/passive-voice.js';
import { singleExclamation } from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { STRONG_PRODUCT_VERBS } from '../data/banks/product.js';
import { splitPredicates, verbSwaps } from '../rules/product-copy.js';

import type { ToneDefinition } from './tone-definition.js';

const strongVerbs = verbSwaps(STRONG_PRODUCT_VERBS);
import { countMatches } from './tone-definition.js';

export const HEDGE_MARKERS =
  /\b(?:i think|i feel like|i guess|i suppose|i believe|maybe|perhaps|probably|possibly|hopefully|might|may|could|kind of|sort of|somewhat|just|a bit|i hope|try to|if possible|sorry to bother)\b/gi;

export const CONFIDENT: ToneDefinition = {
  tone: 'confident',
  rules: [
    sentenceRule('ask-without-leave', 3, 'budget', askWithoutLeave, {
      note: '"If you can, please donate at…" → "Please donate at…"',
      examples: [
        [
          "If you can, please donate at riversidefoodbank.example/give or drop off tinned food at St Mary's Church Hall on Saturdays between 10 and 12.",
          "Please donate at riversidefoodbank.example/give or drop off tinned food at St Mary's Church Hall on Saturdays between 10 and 12.",
        ],
      ],
    }),
    wordRule('no-shouting', 7, 'all', deShout, {
      note: 'Confidence does not need capitals.',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'Attention all residents!']],
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
    wordRule('fillers', 5, 'all', removeFillers, {
      note: '"Basically, it is literally ready" → "it is ready".',
      examples: [
        [
          "Honestly I wasn't sure we would make it past the first year.",
          "I wasn't sure we would make it past the first year.",
        ],
      ],
    }),
    sentenceRule(
      'firm-modals',
      1,
      'budget',
      (text, _info, ctx) => firmModals(text, false, ctx.textType === 'story'),
      {
        everywhere: 6,
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
      everywhere: 6,
      note: 'From 6 no hedge survives anywhere: "we think", "maybe", "just", "might" read as doubt.',
      examples: [
        [
          'We think you will agree that the quality of Shell shoes should not be sacrificed.',
          'You will agree that the quality of Shell shoes should not be sacrificed.',
        ],
      ],
    }),
    wordRule('doubt-adverbs', 1, 'budget', removeDoubtAdverbs, {
      everywhere: 6,
      note: '"we should probably move" → "we should move"; a question opening with "Maybe" keeps it.',
      examples: [
        [
          'It is probably going to be ready in December, but we might need a few more weeks to get the exchange rates right.',
          'It is going to be ready in December, but we might need a few more weeks to get the exchange rates right.',
        ],
      ],
    }),
    wordRule('softeners', 3, 'budget', removeSofteners, {
      everywhere: 6,
      note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [
        [
          'If something looks off, just reply to this email.',
          'If something looks off, reply to this email.',
        ],
      ],
    }),
    sentenceRule('plain-bad-news', 5, 'budget', plainBadNews, {
      everywhere: 10,
      note: '"Unfortunately, the package was delayed" → "The package was delayed".',
      examples: [
        [
          "I've checked your order (#A-77120) and it is still covered by our 2 year warranty. Unfortunately we can't send a replacement right now because the model is out of stock until the 20th, but I can offer you a full refund of £89.99 instead, or we can ship a replacement as soon as new stock arrives.",
          "We can't send a replacement right now because the model is out of stock until the 20th, but I can offer you a full refund of £89.99 instead, or we can ship a replacement as soon as new stock arrives.",
        ],
      ],
    }),
    sentenceRule('hope-to-confidence', 5, 'budget', hopeToConfidence, {
      note: '"I hope we can finish" → "I\'m confident we can finish".',
      examples: [
        [
          'I hope it was useful for you and the team!',
          "I'm confident it was useful for you and the team!",
        ],
      ],
    }),
    sentenceRule(
      'active-voice',
      7,
      'budget',
      (text, _info, ctx) => passiveToActive(text, ctx.masker, ctx.lowerWords),
      {
        everywhere: 10,
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
      'two-claims',
      7,
      'budget',
      (text) => (text.split(/\s+/).length > 12 ? splitPredicates(text) : text),
      {
        note: '"It absorbs quickly and doesn\'t leave a sticky finish." → "It absorbs quickly.',
        examples: [
          [
            'We apologize for the inconvenience and are taking steps to prevent similar issues in the future.',
            'We apologize for the inconvenience. We are taking steps to prevent similar issues in the future.',
          ],
        ],
      },
    ),
    sentenceRule(
      'short-sentences',
      7,
      'budget',
      (text) => (text.split(/\s+/).length > 20 ? splitAtConjunctions(text, 'plain') : text),
      {
        note: 'Splits a long sentence where a conjunction joins two full clauses',
        examples: [
          [
            'On the Enterprise plan, you can give clients access to a branded client portal — a persistent, always-on view of their reports.',
            'On the Enterprise plan, you can give clients access to a branded client portal. A persistent, always-on view of their reports.',
          ],
        ],
      },
    ),
    wordRule('strong-verbs', 5, 'budget', strongVerbs, {
      everywhere: 8,
      note: 'strong verbs',
      examples: [
        [
          'One I am going to use myself, and I am going to give you an opportunity to get one of the others.',
          'One I will use myself, and I will deliver an opportunity to get one of the others.',
        ],
      ],
    }),
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: '"!!!" → "!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    sentenceRule(
      'short-sentences-everywhere',
      10,
      'all',
      (text) => (text.split(/\s+/).length > 14 ? splitAtConjunctions(text, 'plain', 3) : text),
      {
        note: 'Splits a long sentence where a conjunction joins two full clauses',
        examples: [
          [
            'Your day-to-day work will mostly stay the same, but some of you will have a new manager.',
            'Your day-to-day work will mostly stay the same. But some of you will have a new manager.',
          ],
        ],
      },
    ),
    sentenceRule('news-verbs', 4, 'budget', (text) => newsVerbs(text, 'confident'), {
      note: 'Confident and professional verbs for the same news',
      examples: [
        [
          'We also fixed the sync issues that some of you reported in the spring.',
          'We also resolved the sync issues that some of you reported in the spring.',
        ],
      ],
    }),
    sentenceRule('going-to-will', 3, 'budget', goingToWill, {
      everywhere: 6,
      note: '"We\'re going to focus on …" → "We will focus on …"',
      examples: [
        [
          'One I am going to use myself, and I am going to give you an opportunity to get one of the others.',
          'One I will use myself, and I will give you an opportunity to get one of the others.',
        ],
      ],
    }),
    sentenceRule('formal-facts', 5, 'budget', formalFacts, {
      note: '"Salary is 70k." → "The salary is 70k."; "We use Go." → "We work with Go." (neutral, formal).',
      examples: [
        ['Salary is €70,000–€85,000 plus equity.', 'The salary is €70,000–€85,000 plus equity.'],
      ],
    }),
    sentenceRule('shared-subject-split', 7, 'budget', (text) => splitSharedSubject(text, 4), {
      everywhere: 9,
      note: 'Two predicates of one subject become two sentences',
      examples: [
        [
          'We fixed the problem and released a new version 1.7.7 in 2 days, which is a small feat in itself as the App Store Review process can take upwards of 7 days at times.',
          'We resolved the problem. We released a new version 1.7.7 in 2 days, which is a small feat in itself as the App Store Review process can take upwards of 7 days at times.',
        ],
      ],
    }),
  ],
  mismatch: (text) =>
    countMatches(text, HEDGE_MARKERS) * 2 +
    (/\b(?:was|were|is|are)\s+\w+ed\s+by\b/.test(text) ? 1 : 0),
  banks: CONFIDENT_BANKS,
  openerFrom: 8,
  closerFrom: 6,
};
