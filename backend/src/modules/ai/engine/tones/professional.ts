import { conditionalHelp, registerWords, timeLeadComma } from '../rules/body-moves.js';
import { toneCall, formalFacts, goingToWill, newsLead, newsVerbs } from '../rules/general-moves.js';
import { directQuestion, lookForward, removeDoubtAdverbs } from '../rules/hedges.js';
import { formalPerfect, releasedAs } from '../rules/body-rewrites.js';
import {
  courteousOffer,
  directFollowUp,
  ownedApology,
  removeDoubleHedges,
} from '../rules/body-rewrites.js';
import { PROFESSIONAL_BANKS } from '../data/banks/professional.js';
import { countContractions, expandContractions } from '../rules/contractions.js';
import { presentIntent, removeSofteners, restateSuggestion } from '../rules/hedges.js';
import { formalConnectors } from '../rules/prefix.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { courteousQuestion, politeCommand } from '../rules/requests.js';
import {
  deShout,
  exclamationsToPeriods,
  removeEmoji,
  singleExclamation,
} from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import {
  casualToProfessional,
  formalOkay,
  formalVerbs,
  removeFillers,
  slangToProfessional,
} from '../rules/word-swaps.js';
import { NEUTRAL_PRODUCT_VERBS } from '../data/banks/product.js';
import { offersFeature, verbSwaps } from '../rules/product-copy.js';
import { splitSoPlease } from '../rules/direct-asks.js';
import { professionalPhrasing } from '../rules/plain-statement-moves.js';
import { invite, thereWillBe } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';

const neutralVerbs = verbSwaps(NEUTRAL_PRODUCT_VERBS);
import { countMatches } from './tone-definition.js';

const INFORMAL =
  /\b(?:gonna|wanna|gotta|kinda|sorta|awesome|cool|super|huge|stuff|guys|folks|yeah|yep|hey|thanks|basically|literally|honestly|totally|a lot of|lots of|check out|okay|ok|asap|fyi|btw|lol)\b|!/gi;

export const PROFESSIONAL: ToneDefinition = {
  tone: 'professional',
  rules: [
    sentenceRule('direct-question', 5, 'budget', (text) => directQuestion(text, false)),
    sentenceRule('look-forward', 7, 'budget', lookForward),
    wordRule('doubt-adverbs', 5, 'budget', removeDoubtAdverbs),
    wordRule('slang', 1, 'all', slangToProfessional),
    wordRule('one-exclamation', 1, 'all', singleExclamation),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges),
    sentenceRule('follow-up', 5, 'budget', (text) => directFollowUp(text, true)),
    sentenceRule('owned-apology', 5, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'apologise', ctx.personalVoice),
    ),
    sentenceRule('courteous-offer', 5, 'budget', courteousOffer),
    sentenceRule('now-available', 5, 'budget', (text) => releasedAs(text, 'now available')),
    sentenceRule('formal-perfect', 7, 'budget', formalPerfect),
    wordRule('fillers', 3, 'all', removeFillers),
    wordRule('emoji', 3, 'all', removeEmoji),
    wordRule('no-shouting', 3, 'all', deShout),
    wordRule('no-exclamations', 3, 'all', exclamationsToPeriods),
    sentenceRule('formal-okay', 3, 'all', formalOkay),
    wordRule('no-softeners', 3, 'all', removeSofteners),
    sentenceRule('suggestions', 5, 'budget', (text) => restateSuggestion(text, 'could-we', false)),
    wordRule('casual-words', 5, 'budget', casualToProfessional, { everywhere: 7 }),
    wordRule('formal-phrasing', 5, 'budget', professionalPhrasing, { everywhere: 7 }),
    sentenceRule('present-intent', 5, 'budget', presentIntent, { everywhere: 10 }),
    sentenceRule('comma-splices', 5, 'budget', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^splice$/),
    ),
    sentenceRule('courteous-requests', 5, 'budget', politeCommand),
    sentenceRule('courteous-questions', 5, 'budget', courteousQuestion),
    sentenceRule('so-please', 5, 'budget', splitSoPlease),
    wordRule('neutral-verbs', 5, 'budget', neutralVerbs, { everywhere: 8 }),
    sentenceRule('offers-feature', 5, 'budget', offersFeature),
    sentenceRule('invitation', 5, 'budget', (text) => invite(text, 'We invite you to join us')),
    sentenceRule('programme', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, 'The programme will include') : text,
    ),
    sentenceRule('formal-connectors', 7, 'budget', formalConnectors, { everywhere: 9 }),
    sentenceRule('formal-verbs', 9, 'budget', formalVerbs, { everywhere: 10 }),
    sentenceRule('comma-splices-everywhere', 9, 'all', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:splice|so|but)$/),
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'professional', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('news-verbs', 4, 'budget', (text) => newsVerbs(text, 'professional')),
    sentenceRule('formal-facts', 3, 'budget', formalFacts),
    sentenceRule('going-to-will', 5, 'budget', goingToWill),
    sentenceRule('formal-words', 3, 'budget', (text) => registerWords(text, 'professional'), {
      everywhere: 6,
    }),
    sentenceRule('time-lead-comma', 5, 'budget', timeLeadComma, { everywhere: 7 }),
    sentenceRule('help-if-needed', 5, 'budget', (text) => conditionalHelp(text, 'professional'), {
      everywhere: 7,
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
