import {
  contrastConnective,
  inRetrospect,
  reasonFirst,
  registerWords,
  timeLeadComma,
} from '../rules/body-moves.js';
import { balancedAlso, formalFacts } from '../rules/general-moves.js';
import { releasedAs } from '../rules/body-rewrites.js';
import { removeDoubleHedges } from '../rules/body-rewrites.js';
import { removeOpinionOpeners } from '../rules/hedges.js';
import { BALANCED_BANKS } from '../data/banks/balanced.js';
import { formalConnectors } from '../rules/prefix.js';
import { deShout, exclamationsToPeriods, removeEmoji } from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { evaluativeToNeutral, removeFillers, removeIntensifiers } from '../rules/word-swaps.js';
import { removeSofteners } from '../rules/hedges.js';
import { expandContractions } from '../rules/contractions.js';
import { NEUTRAL_PRODUCT_VERBS } from '../data/banks/product.js';
import { connectLastFeature, verbSwaps } from '../rules/product-copy.js';
import { thereWillBe } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';

const neutralVerbs = verbSwaps(NEUTRAL_PRODUCT_VERBS);
import { countMatches } from './tone-definition.js';

const EMOTIVE =
  /\b(?:incredibly|amazing|amazingly|super|extremely|really|totally|absolutely|awesome|fantastic|incredible|terrible|awful|huge|massive|insane|love|hate|thrilled|excited)\b|!/gi;
const FEELING_OPENER = /^I\s+(?:feel\s+like|feel\s+that|get\s+the\s+sense\s+that)\s+/i;

export const BALANCED: ToneDefinition = {
  tone: 'balanced',
  rules: [
    wordRule('neutral-words', 1, 'all', evaluativeToNeutral),
    wordRule('no-intensifiers', 1, 'all', removeIntensifiers),
    wordRule('no-exclamations', 1, 'all', exclamationsToPeriods),
    wordRule('emoji', 1, 'all', removeEmoji),
    wordRule('no-shouting', 1, 'all', deShout),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges),
    // Precise, neutral wording: no "basically", "kind of", "a bit"; contractions spelled out.
    wordRule('fillers', 3, 'all', removeFillers),
    wordRule('softeners', 5, 'budget', removeSofteners),
    sentenceRule('now-available', 5, 'budget', (text) => releasedAs(text, 'now available')),
    sentenceRule('opinion-openers', 5, 'budget', removeOpinionOpeners),
    sentenceRule('formal-connectors', 3, 'all', formalConnectors),
    sentenceRule('split-contrast', 5, 'budget', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:but|so|splice)$/),
    ),
    sentenceRule('split-contrast-everywhere', 9, 'all', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:but|so|splice|and)$/),
    ),
    wordRule('neutral-verbs', 5, 'budget', neutralVerbs, { everywhere: 8 }),
    sentenceRule('programme', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, 'The programme includes') : text,
    ),
    sentenceRule('observed-not-felt', 7, 'budget', (text) =>
      text.replace(FEELING_OPENER, 'It appears that '),
    ),
    sentenceRule('formal-facts', 3, 'budget', formalFacts),
    sentenceRule('in-addition', 5, 'budget', balancedAlso),
    sentenceRule('precise-words', 3, 'budget', (text) => registerWords(text, 'balanced'), {
      everywhere: 6,
    }),
    sentenceRule('contrast', 5, 'budget', contrastConnective, { everywhere: 7 }),
    sentenceRule('time-lead-comma', 5, 'budget', timeLeadComma, { everywhere: 7 }),
    sentenceRule(
      'reason-first',
      5,
      'budget',
      (text, _info, ctx) => reasonFirst(text, ctx.lowerWords),
      { everywhere: 8 },
    ),
  ],
  register: { from: 5, apply: expandContractions },
  // Structure: the last point of a run of three or more is marked as an addition.
  textPasses: [connectLastFeature(5, 'In addition,'), inRetrospect(6)],
  mismatch: (text) => countMatches(text, EMOTIVE) * 2 + (/,\s+(?:but|so)\s+/.test(text) ? 1 : 0),
  banks: BALANCED_BANKS,
  openerFrom: 7,
  // A summing-up line says little; only the top of the scale takes one.
  closerFrom: 9,
};
