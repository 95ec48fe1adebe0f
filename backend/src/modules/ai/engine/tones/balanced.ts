import { contrastConnective, amountIn, registerWords } from '../rules/body-moves.js';
import { reasonFirst, timeLeadComma } from '../rules/sentence-leads.js';
import { balancedAlso, formalFacts } from '../rules/general-moves.js';
import { releasedAs } from '../rules/body-rewrites.js';
import { removeDoubleHedges } from '../rules/body-rewrites.js';
import { removeOpinionOpeners } from '../rules/hedges.js';
import { BALANCED_BANKS } from '../data/banks/balanced.js';
import { formalConnectors } from '../rules/prefix.js';
import { exclamationsToPeriods, removeEmoji } from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { removeFillers, removeIntensifiers } from '../rules/word-swaps.js';
import { evaluativeToNeutral } from '../rules/neutral-words.js';
import { removeSofteners } from '../rules/hedges.js';
import { expandContractions } from '../rules/contractions.js';
import { connectLastFeature } from '../rules/product-copy.js';
import { thereWillBe } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';

import { countMatches } from './tone-definition.js';

const EMOTIVE =
  /\b(?:incredibly|amazing|amazingly|super|extremely|really|totally|absolutely|awesome|fantastic|incredible|terrible|awful|huge|massive|insane|love|hate|thrilled|excited)\b|!/gi;

export const BALANCED: ToneDefinition = {
  tone: 'balanced',
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    wordRule('neutral-words', 1, 'all', evaluativeToNeutral, {
      note: 'Evaluative words to neutral ones from a table of pairs ("excited" → "pleased").',
      examples: [['We are excited to share that Notebook 4.2 is now available for everyone!', 'We are pleased to share that Notebook 4.2 is now available for everyone.']],
    }),
    wordRule('no-intensifiers', 1, 'all', removeIntensifiers, {
      note: '"incredibly fast", "so excited" → "fast", "excited"; "so we can" stays.',
      examples: [['This is completely unacceptable.', 'This is unacceptable.']],
    }),
    wordRule('no-exclamations', 1, 'all', exclamationsToPeriods, {
      note: '"Great news!!" → "Great news."; "Really?!" → "Really?".',
      examples: [['Sorry for the trouble!', 'Sorry for the trouble.']],
    }),
    wordRule('emoji', 1, 'all', removeEmoji, {
      note: 'Emoji and text smileys go; the words around them stay.',
      examples: [['And boy, do we at Errorception love high performance. :)', 'And boy, do we at Errorception love high performance.']],
    }),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges, {
      note: '"could maybe help" → "could help", "perhaps might" → "might"',
      examples: [['I think our analytics tool could maybe help your team at Northwind save some time on reporting.', 'I think our analytics tool could help your team at Northwind save some time on reporting.']],
    }),
    wordRule('fillers', 3, 'all', removeFillers, {
      note: 'Precise, neutral wording: no "basically", "kind of", "a bit"; contractions spelled out.',
      examples: [["Honestly I wasn't sure we would make it past the first year.", "I wasn't sure we would make it past the first year."]],
    }),
    wordRule('softeners', 5, 'budget', removeSofteners, {
      note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [['I think they are sort of confusing for new users.', 'They are confusing for new users.']],
    }),
    sentenceRule('now-available', 5, 'budget', (text) => releasedAs(text, 'now available'), {
      note: '"Version 3.2 is out." → "Version 3.2 is now available." (or "is here." for an inspiring tone).',
      examples: [['Version 3.2 is out.', 'Version 3.2 is now available.']],
    }),
    sentenceRule('opinion-openers', 5, 'budget', removeOpinionOpeners, {
      note: '"I think we should …" → "We should …"; only when what remains is a full clause, never in a question.',
      examples: [['I think they are sort of confusing for new users.', 'They are confusing for new users.']],
    }),
    sentenceRule('formal-connectors', 3, 'all', formalConnectors, {
      note: 'Conversational sentence openers become formal connectors ("But" → "However,").',
      examples: [['But the roads were closed, so we opened late.', 'However, the roads were closed, so we opened late.']],
    }),
    sentenceRule('split-contrast', 5, 'budget', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:but|so|splice)$/), {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['All systems are working normally now, but we are still monitoring closely.', 'All systems are working normally now. However, we are still monitoring closely.']],
    }),
    sentenceRule('split-contrast-everywhere', 9, 'all', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:but|so|splice|and)$/), {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['Services were gradually restored, and system stability was confirmed.', 'Services were gradually restored. System stability was confirmed.']],
    }),
    sentenceRule('programme', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, 'The programme includes') : text, {
      note: "\"There will be 40 stalls.\" → \"You'll find 40 stalls.\" (in an event's voice).",
      examples: [],
    }),
    sentenceRule('formal-facts', 3, 'budget', formalFacts, {
      note: '"Salary is 70k." → "The salary is 70k."; "We use Go." → "We work with Go." (neutral, formal).',
      examples: [['Salary is €70,000–€85,000 plus equity.', 'The salary is €70,000–€85,000 plus equity.']],
    }),
    sentenceRule('in-addition', 5, 'budget', balancedAlso, {
      note: 'Balanced',
      examples: [['We also fixed the sync issues that some of you reported in the spring.', 'In addition, we fixed the sync issues that some of you reported in the spring.']],
    }),
    sentenceRule('precise-words', 3, 'budget', (text, _info, ctx) => registerWords(text, 'balanced', amountIn(ctx)), {
      everywhere: 6, note: "Word choice in the tone's register.",
      examples: [['Search is now about 40% faster.', 'Search is now approximately 40% faster.']],
    }),
    sentenceRule('contrast', 5, 'budget', contrastConnective, {
      everywhere: 7, note: 'Balanced names a contrast as one',
      examples: [['We never have and never will.', 'We never have but never will.']],
    }),
    sentenceRule('time-lead-comma', 5, 'budget', timeLeadComma, {
      everywhere: 7, note: 'A time marker that opens a sentence takes its comma',
      examples: [['Today we signed our 100th client.', 'Today, we signed our 100th client.']],
    }),
    sentenceRule('reason-first', 5, 'budget', (text, _info, ctx) => reasonFirst(text, ctx.lowerWords), {
      everywhere: 8, note: 'Analytical writing gives the reason first',
      examples: [['The parcel was held at the depot because the label was damaged.', 'Since the label was damaged, the parcel was held at the depot.']],
    }),
  ],
  register: { from: 5, apply: expandContractions },
  // Structure: the last point of a run of three or more is marked as an addition.
  textPasses: [connectLastFeature(5, 'In addition,')],
  mismatch: (text) => countMatches(text, EMOTIVE) * 2 + (/,\s+(?:but|so)\s+/.test(text) ? 1 : 0),
  banks: BALANCED_BANKS,
  openerFrom: 7,
  // A summing-up line says little; only the top of the scale takes one.
  closerFrom: 9,
};
