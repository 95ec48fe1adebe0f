import { conditionalHelp, offerOfHelp, registerWords, timeIn } from '../rules/body-moves.js';
import { toneCall, newsLead, trustClaim } from '../rules/general-moves.js';
import { timeToSpare } from '../rules/body-rewrites.js';
import { ownedApology, removeDoubleHedges, unhurriedOffer } from '../rules/body-rewrites.js';
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
import { invite } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const PRESSURE =
  /\b(?:asap|immediately|urgent|urgently|critical|right now|hurry|act now|must|deadline|extremely|super|incredibly)\b|!|\b[A-Z]{5,}\b/gi;

export const CALM: ToneDefinition = {
  tone: 'calm',
  rules: [
    // The author's call first, so the same lead holds at every intensity from 3.
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'calm', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('no-alert-prefix', 1, 'all', removeAlertPrefix),
    wordRule('no-exclamations', 1, 'all', exclamationsToPeriods),
    wordRule('no-shouting', 1, 'all', deShout),
    wordRule('no-pressure', 1, 'all', pressureToCalm),
    wordRule('emoji', 3, 'all', removeEmoji),
    wordRule('double-hedges', 3, 'all', removeDoubleHedges),
    sentenceRule('unhurried-offer', 5, 'budget', unhurriedOffer, { everywhere: 7 }),
    sentenceRule('time-to-spare', 7, 'budget', timeToSpare),
    sentenceRule('steady-apology', 7, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'sorry', ctx.personalVoice),
    ),
    wordRule('no-intensifiers', 3, 'budget', removeIntensifiers),
    sentenceRule('open-invitation', 5, 'budget', (text) =>
      invite(text, "You're welcome to join us"),
    ),
    wordRule('soften-must', 5, 'budget', softenMust),
    sentenceRule('courteous-requests', 5, 'budget', politeCommand),
    wordRule('lower-arousal', 5, 'budget', lowerArousal, { everywhere: 7 }),
    sentenceRule('trust-claim', 4, 'budget', (text) => trustClaim(text, 'calm')),
    sentenceRule('calm-words', 3, 'budget', (text) => registerWords(text, 'calm'), {
      everywhere: 6,
    }),
    sentenceRule(
      'help-offered',
      5,
      'budget',
      (text, _info, ctx) => offerOfHelp(text, 'calm', timeIn(ctx)),
      { everywhere: 7 },
    ),
    sentenceRule(
      'help-if-needed',
      5,
      'budget',
      (text, _info, ctx) => conditionalHelp(text, 'calm', timeIn(ctx)),
      { everywhere: 7 },
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
