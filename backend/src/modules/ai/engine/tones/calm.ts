import { conditionalHelp, offerOfHelp, registerWords } from '../rules/body-moves.js';
import { toneCall } from '../rules/general-moves.js';
import { newsLead } from '../rules/news-moves.js';
import { timeToSpare } from '../rules/body-rewrites.js';
import { ownedApology, removeDoubleHedges, unhurriedOffer } from '../rules/body-rewrites.js';
import { CALM_BANKS } from '../data/banks/calm.js';
import { exclamationsToPeriods, removeAlertPrefix, removeEmoji } from '../rules/punctuation.js';
import { politeCommand } from '../rules/requests.js';
import { contractSpoken } from '../rules/contractions.js';
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
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    sentenceRule('tone-call', 3, 'budget', (text, info, ctx) => toneCall(text, 'calm', ctx, info), {
      everywhere: 7, note: "The author's own call to act (\"Apply at …\") said in the tone's voice; no call is added.",
      examples: [['Apply at fernwood.example/jobs before 30 September.', 'When you are ready, apply at fernwood.example/jobs before 30 September.']],
    }),
    wordRule('no-exclamations', 1, 'all', exclamationsToPeriods, {
      note: '"Great news!!" → "Great news."; "Really?!" → "Really?".',
      examples: [['Sorry for the trouble!', 'Sorry for the trouble.']],
    }),
    wordRule('no-pressure', 1, 'all', pressureToCalm, {
      note: 'Alarm words of a request to calm ones ("contact us IMMEDIATELY" → "promptly", "urgent" → "important"); a reported fact keeps its words.',
      examples: [['If you were charged twice, contact billing@acme.example IMMEDIATELY and we will refund you.', 'If you were charged twice, contact billing@acme.example promptly and we will refund you.']],
    }),
    wordRule('emoji', 3, 'all', removeEmoji, {
      note: 'Emoji and text smileys go; the words around them stay.',
      examples: [['And boy, do we at Errorception love high performance. :)', 'And boy, do we at Errorception love high performance.']],
    }),
    wordRule('double-hedges', 3, 'all', removeDoubleHedges, {
      note: '"could maybe help" → "could help", "perhaps might" → "might"',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'I think we should move the launch review to Thursday at 3 pm.']],
    }),
    sentenceRule('unhurried-offer', 5, 'budget', unhurriedOffer, {
      everywhere: 7, note: "\"Let me know if you want a demo sometime.\" → \"If you'd like a demo, just let me know whenever it suits you.\"",
      examples: [['Let me know if you want a demo sometime.', "If you'd like a demo, just let me know whenever it suits you."]],
    }),
    sentenceRule('time-to-spare', 7, 'budget', timeToSpare, {
      note: '"Please update before March 31" → "Please update at any time before March 31"',
      examples: [['Please update before March 31 because version 3.0 will stop working.', 'Please update at any time before March 31 because version 3.0 will stop working.']],
    }),
    sentenceRule('steady-apology', 7, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'sorry', ctx.personalVoice), {
      note: '"Sorry for the trouble!" → "We apologise for the trouble." (a full, owned sentence).',
      examples: [['Sorry for the trouble!', "We're sorry for the trouble."]],
    }),
    wordRule('no-intensifiers', 3, 'budget', removeIntensifiers, {
      everywhere: 8, note: '"incredibly fast", "so excited" → "fast", "excited"; "so we can" stays.',
      examples: [['This is completely unacceptable.', 'This is unacceptable.']],
    }),
    sentenceRule('open-invitation', 5, 'budget', (text) =>
      invite(text, "You're welcome to join us"), {
      note: '"Join us for the fair." → "Come and join us for the fair."',
      examples: [['Join us for the Harbour Food Festival on Saturday 14 June at Pier 3.', "You're welcome to join us for the Harbour Food Festival on Saturday 14 June at Pier 3."]],
    }),
    wordRule('soften-must', 5, 'budget', softenMust, {
      note: '"you must" → "you will need to".',
      examples: [['You must keep the original packaging if you want to return any item.', "You'll need to keep the original packaging if you want to return any item."]],
    }),
    sentenceRule('courteous-requests', 5, 'budget', politeCommand, {
      note: '"Send me the numbers." → "Please send me the numbers."',
      examples: [['Fill up some bottles the night before.', 'Please fill up some bottles the night before.']],
    }),
    wordRule('lower-arousal', 5, 'budget', lowerArousal, {
      everywhere: 7, note: 'Words that raise the pulse go or soften ("finally works" → "works").',
      examples: [['Dark mode finally works in the mobile app', 'Dark mode works in the mobile app']],
    }),
    sentenceRule('calm-words', 3, 'budget', (text) => registerWords(text, 'calm'), {
      everywhere: 6, note: "Word choice in the tone's register.",
      examples: [['Hair salons use it to cut no-shows by 30 percent.', 'Hair salons use it to reduce no-shows by 30 percent.']],
    }),
    sentenceRule('help-offered', 5, 'budget', (text, _info, ctx) => offerOfHelp(text, 'calm', ctx.masker.isDateOrTime), {
      everywhere: 7, note: "The closing offer of help in the tone's voice.",
      examples: [['Let me know what you think.', 'Feel free to let me know what you think.']],
    }),
    sentenceRule('help-if-needed', 5, 'budget', (text, _info, ctx) => conditionalHelp(text, 'calm', ctx.masker.isDateOrTime), {
      everywhere: 7, note: "An offer of help after a condition in the tone's voice",
      examples: [['If you need extra boxes, ask Marco at reception.', 'If you need extra boxes, feel free to ask Marco at reception.']],
    }),
    wordRule('easy-contractions', 5, 'budget', (text, _info, ctx) => contractSpoken(text, ctx.masker), {
      everywhere: 9, note: '"we will" → "we\'ll", "there is" → "there\'s": an unhurried voice; never at the end of a clause.',
      examples: [['We will send the forms next week.', "We'll send the forms next week."]],
    }),
  ],
  mismatch: (text) => countMatches(text, PRESSURE) * 2,
  banks: CALM_BANKS,
  openerFrom: 6,
  closerFrom: 3,
  openerFits: (ctx) => ctx.situation === 'problem' || ctx.intensity >= 8,
  // Unhurried pacing: short sentences about one thing flow into each other.
  textPasses: [newsLead(4, 'calm'), joinShortSentences(5)],
  heading: (text) => removeAlertPrefix(text),
};
