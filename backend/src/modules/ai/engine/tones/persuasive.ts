import {
  byFarSuperlative,
  everyGivesYou,
  offerOfHelp,
  promotional,
  readerInPicture,
  readerSees,
  yourNews,
  yourObject,
} from '../rules/body-moves.js';
import {
  toneCall,
  doneForYou,
  fixesForYou,
  goingToWill,
  jobFactsToYou,
  justThePrice,
  newsLead,
  onlyAvailable,
  persuasiveNews,
  trustClaim,
} from '../rules/general-moves.js';
import { directQuestion, lookForward } from '../rules/hedges.js';
import {
  directFollowUp,
  firmNotAgain,
  pronounFeatureToBenefit,
  removeDoubleHedges,
} from '../rules/body-rewrites.js';
import { PERSUASIVE_BANKS } from '../data/banks/persuasive.js';
import { POWER_WORDS } from '../data/register.js';
import {
  presentIntent,
  removeDoubtAdverbs,
  removeSofteners,
  removeOpinionOpeners,
  restateSuggestion,
  straightToThePoint,
} from '../rules/hedges.js';
import { firmModals } from '../rules/modals.js';
import { passiveToActive } from '../rules/passive-voice.js';
import { addressReader, benefitForReader, featureToBenefit } from '../rules/person.js';
import { compilePhraseTable } from '../rules/phrase-table.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { availabilityForReader } from '../rules/word-swaps.js';
import { passiveToInstruction, thereWillBe } from '../rules/event-copy.js';
import { newAbilityForReader, postForReader } from '../rules/plain-statement-moves.js';
import { singleExclamation } from '../rules/punctuation.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const powerWords = compilePhraseTable(POWER_WORDS);
const WEAK_PITCH =
  /\b(?:maybe|perhaps|probably|might|could|i think|users|customers|teams|has|have|offers|includes|provides|supports|comes with|was \w+ed by)\b/gi;

export const PERSUASIVE: ToneDefinition = {
  tone: 'persuasive',
  rules: [
    // Copy that sells says it once: "back on the shelves!!!" → "back on the shelves!".
    wordRule('one-exclamation', 1, 'all', singleExclamation),
    sentenceRule('direct-question', 3, 'budget', (text) => directQuestion(text, true)),
    sentenceRule('post-for-reader', 4, 'budget', (text) => postForReader(text)),
    sentenceRule('new-ability-for-reader', 5, 'budget', newAbilityForReader),
    sentenceRule('look-forward', 5, 'budget', lookForward),
    sentenceRule('suggestions', 3, 'budget', (text) => restateSuggestion(text, 'lets', true)),
    sentenceRule('firm-modals', 1, 'budget', (text, _info, ctx) =>
      firmModals(text, false, ctx.textType === 'story'),
    ),
    sentenceRule('opinion-openers', 1, 'budget', removeOpinionOpeners),
    wordRule('doubt-adverbs', 1, 'budget', removeDoubtAdverbs),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges),
    // "The CSV file has empty rows" in a support reply is not a feature to sell.
    sentenceRule('reader-benefits', 5, 'budget', (text, _info, ctx) =>
      ctx.situation === 'problem' ? text : pronounFeatureToBenefit(text),
    ),
    wordRule('softeners', 5, 'budget', removeSofteners),
    sentenceRule('not-again', 5, 'budget', (text) => firmNotAgain(text, true), { everywhere: 7 }),
    sentenceRule('follow-up', 7, 'budget', (text) => directFollowUp(text, false)),
    sentenceRule('address-reader', 3, 'all', addressReader),
    sentenceRule('present-intent', 3, 'budget', presentIntent),
    sentenceRule('benefits', 5, 'budget', (text, _info, ctx) =>
      ctx.situation === 'problem' ? text : featureToBenefit(text, ctx.masker, ctx.lowerWords),
    ),
    sentenceRule('availability', 5, 'budget', availabilityForReader),
    sentenceRule('gives-you', 5, 'budget', benefitForReader),
    wordRule('power-words', 7, 'budget', powerWords),
    sentenceRule('to-the-point', 7, 'budget', straightToThePoint),
    sentenceRule('commit-modals', 7, 'budget', (text, _info, ctx) =>
      firmModals(text, true, ctx.textType === 'story'),
    ),
    sentenceRule('instructions', 5, 'budget', passiveToInstruction),
    sentenceRule('you-will-find', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, "You'll find") : text,
    ),
    sentenceRule('active-voice', 9, 'budget', (text, _info, ctx) =>
      passiveToActive(text, ctx.masker, ctx.lowerWords),
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'persuasive', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('done-for-you', 4, 'budget', (text, _info, ctx) => doneForYou(text, ctx)),
    sentenceRule('news-for-you', 4, 'budget', persuasiveNews),
    sentenceRule('job-facts-to-you', 4, 'budget', (text, _info, ctx) => jobFactsToYou(text, ctx)),
    sentenceRule('fixes-for-you', 5, 'budget', fixesForYou),
    sentenceRule('going-to-will', 5, 'budget', goingToWill),
    sentenceRule('only-available', 4, 'budget', onlyAvailable),
    sentenceRule('trust-claim', 4, 'budget', (text) => trustClaim(text, 'persuasive')),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx)),
    sentenceRule('reader-in-picture', 4, 'budget', promotional(readerInPicture), { everywhere: 7 }),
    sentenceRule('your-object', 5, 'budget', promotional(yourObject), { everywhere: 8 }),
    sentenceRule('reader-sees', 5, 'budget', readerSees, { everywhere: 8 }),
    sentenceRule('help-offered', 5, 'budget', (text) => offerOfHelp(text, 'persuasive'), {
      everywhere: 7,
    }),
    sentenceRule('by-far', 6, 'budget', byFarSuperlative, { everywhere: 8 }),
    sentenceRule('your-news', 5, 'budget', yourNews, { everywhere: 7 }),
    sentenceRule('every-gives-you', 5, 'budget', promotional(everyGivesYou), { everywhere: 7 }),
  ],
  textPasses: [newsLead(5, 'persuasive')],
  mismatch: (text) => countMatches(text, WEAK_PITCH) * 2 - countMatches(text, /\byou(?:r)?\b/gi),
  banks: PERSUASIVE_BANKS,
  openerFrom: 5,
  // Hooks ("Looking for a better way…?") sell; a status update or a notice gets none.
  openerFits: (ctx) => ctx.isPromotional || ctx.situation !== 'general',
  closerFrom: 9,
};
