import {
  dropEvidential,
  memoryAsEvent,
  offerOfHelp,
  relyOn,
  splitInstructions,
  splitParticipleTail,
  splitSharedSubject,
} from '../rules/body-moves.js';
import {
  buildWith,
  toneCall,
  firmEstimate,
  formalFacts,
  goingToWill,
  newsVerbs,
  trustClaim,
} from '../rules/general-moves.js';
import { deShout } from '../rules/punctuation.js';
import { sharpenRequest } from '../rules/requests.js';
import { removeFillers } from '../rules/word-swaps.js';
import { askWithoutLeave, directQuestion, lookForward } from '../rules/hedges.js';
import { firmInstruction } from '../rules/body-rewrites.js';
import {
  directFollowUp,
  firmNotAgain,
  ownedApology,
  removeDoubleHedges,
} from '../rules/body-rewrites.js';
import { CONFIDENT_BANKS } from '../data/banks/confident.js';
import {
  doubtAsRisk,
  dropTrying,
  firmCloser,
  firmOpinions,
  hopeToConfidence,
  intentionToCommitment,
  presentIntent,
  removeDoubtAdverbs,
  removeOpinionOpeners,
  removePermissionAsides,
  removeSofteners,
  restateSuggestion,
  straightToThePoint,
} from '../rules/hedges.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { expectationAsFact, plainBadNews } from '../rules/word-swaps.js';
import { firmModals, firmPastModals } from '../rules/modals.js';
import { passiveToActive } from '../rules/passive-voice.js';
import { singleExclamation } from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { STRONG_PRODUCT_VERBS } from '../data/banks/product.js';
import { comesWith, splitPredicates, verbSwaps } from '../rules/product-copy.js';
import { hearFromYouDirectly, splitSoPlease } from '../rules/direct-asks.js';
import { passiveToInstruction, thereWillBe } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';

const strongVerbs = verbSwaps(STRONG_PRODUCT_VERBS);
import { countMatches } from './tone-definition.js';

export const HEDGE_MARKERS =
  /\b(?:i think|i feel like|i guess|i suppose|i believe|maybe|perhaps|probably|possibly|hopefully|might|may|could|kind of|sort of|somewhat|just|a bit|i hope|try to|if possible|sorry to bother)\b/gi;

export const CONFIDENT: ToneDefinition = {
  tone: 'confident',
  rules: [
    sentenceRule('ask-without-leave', 3, 'budget', askWithoutLeave),
    // Confidence does not need capitals.
    wordRule('no-shouting', 7, 'all', deShout),
    sentenceRule('direct-question', 3, 'budget', (text) => directQuestion(text, true)),
    sentenceRule('look-forward', 5, 'budget', lookForward),
    // "Could you send the file?" → "Please send the file." (no deadline added).
    sentenceRule('ask-directly', 5, 'budget', (text) => sharpenRequest(text, true, false)),
    wordRule('fillers', 5, 'all', removeFillers),
    sentenceRule('suggestions', 1, 'budget', (text, _info, ctx) =>
      restateSuggestion(text, 'lets', ctx.intensity >= 5),
    ),
    sentenceRule(
      'firm-modals',
      1,
      'budget',
      (text, _info, ctx) => firmModals(text, false, ctx.textType === 'story'),
      { everywhere: 6 },
    ),
    // From 6 no hedge survives anywhere: "we think", "maybe", "just", "might" read as doubt.
    sentenceRule('opinion-openers', 1, 'budget', removeOpinionOpeners, { everywhere: 6 }),
    sentenceRule('firm-estimate', 1, 'budget', firmEstimate),
    wordRule('doubt-adverbs', 1, 'budget', removeDoubtAdverbs, { everywhere: 6 }),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges),
    sentenceRule('follow-up', 5, 'budget', (text) => directFollowUp(text, false)),
    sentenceRule('not-again', 5, 'budget', (text) => firmNotAgain(text, false)),
    sentenceRule('firm-instructions', 7, 'all', firmInstruction),
    sentenceRule('owned-apology', 7, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'sorry', ctx.personalVoice),
    ),
    wordRule('softeners', 3, 'budget', removeSofteners, { everywhere: 6 }),
    sentenceRule('firm-opinions', 3, 'budget', firmOpinions),
    sentenceRule('permission-asides', 3, 'budget', removePermissionAsides),
    // At the top of the scale every sentence is firm, short and active.
    sentenceRule('expectations', 3, 'budget', expectationAsFact, { everywhere: 9 }),
    sentenceRule('plain-bad-news', 5, 'budget', plainBadNews, { everywhere: 10 }),
    sentenceRule('doubt-as-risk', 5, 'budget', doubtAsRisk),
    sentenceRule('present-intent', 3, 'budget', presentIntent),
    sentenceRule('drop-trying', 5, 'budget', dropTrying),
    sentenceRule('hope-to-confidence', 5, 'budget', hopeToConfidence),
    sentenceRule('firm-closer', 5, 'budget', firmCloser, { roles: ['closing'] }),
    sentenceRule('instructions', 5, 'budget', passiveToInstruction),
    sentenceRule('expect', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, 'Expect') : text,
    ),
    sentenceRule('commit-modals', 7, 'budget', (text, _info, ctx) =>
      firmModals(text, true, ctx.textType === 'story'),
    ),
    sentenceRule(
      'active-voice',
      7,
      'budget',
      (text, _info, ctx) => passiveToActive(text, ctx.masker, ctx.lowerWords),
      { everywhere: 10 },
    ),
    sentenceRule('to-the-point', 7, 'budget', straightToThePoint),
    sentenceRule('so-please', 7, 'budget', splitSoPlease),
    sentenceRule('ask-directly-for-views', 7, 'budget', (text) => hearFromYouDirectly(text, false)),
    sentenceRule('two-claims', 7, 'budget', (text) =>
      text.split(/\s+/).length > 12 ? splitPredicates(text) : text,
    ),
    sentenceRule('short-sentences', 7, 'budget', (text) =>
      text.split(/\s+/).length > 20 ? splitAtConjunctions(text, 'plain') : text,
    ),
    sentenceRule('commitments', 9, 'budget', intentionToCommitment),
    sentenceRule('firm-past', 5, 'budget', firmPastModals, { everywhere: 6 }),
    wordRule('strong-verbs', 5, 'budget', strongVerbs, { everywhere: 8 }),
    sentenceRule('comes-with', 5, 'budget', comesWith),
    wordRule('one-exclamation', 1, 'all', singleExclamation),
    sentenceRule('short-sentences-everywhere', 10, 'all', (text) =>
      text.split(/\s+/).length > 14 ? splitAtConjunctions(text, 'plain', 3) : text,
    ),
    sentenceRule('news-verbs', 4, 'budget', (text) => newsVerbs(text, 'confident')),
    sentenceRule('going-to-will', 3, 'budget', goingToWill, { everywhere: 6 }),
    sentenceRule('formal-facts', 5, 'budget', formalFacts),
    sentenceRule('build-with', 4, 'budget', (text, _info, ctx) => buildWith(text, ctx)),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'confident', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('trust-claim', 4, 'budget', (text) => trustClaim(text, 'confident')),
    sentenceRule('no-evidential', 4, 'budget', dropEvidential, { everywhere: 7 }),
    sentenceRule('help-offered', 5, 'budget', (text) => offerOfHelp(text, 'confident'), {
      everywhere: 7,
    }),
    sentenceRule('rely-on', 5, 'budget', relyOn, { everywhere: 8 }),
    sentenceRule('memory-as-event', 7, 'budget', memoryAsEvent),
    sentenceRule('participle-split', 6, 'budget', splitParticipleTail, { everywhere: 8 }),
    sentenceRule('shared-subject-split', 7, 'budget', (text) => splitSharedSubject(text, 4), {
      everywhere: 9,
    }),
    sentenceRule('instruction-split', 7, 'budget', splitInstructions, { everywhere: 9 }),
  ],
  mismatch: (text) =>
    countMatches(text, HEDGE_MARKERS) * 2 +
    (/\b(?:was|were|is|are)\s+\w+ed\s+by\b/.test(text) ? 1 : 0),
  banks: CONFIDENT_BANKS,
  openerFrom: 8,
  closerFrom: 6,
};
