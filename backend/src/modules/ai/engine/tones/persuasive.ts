import { byFarSuperlative } from '../rules/body-moves.js';
import { yourNews } from '../rules/lead-moves.js';
import {
  toneCall,
  fixesForYou,
  goingToWill,
  jobFactsToYou,
  justThePrice,
} from '../rules/general-moves.js';
import { newsLead } from '../rules/news-moves.js';
import {
  directQuestion,
  lookForward,
  presentIntent,
  straightToThePoint,
} from '../rules/direct-asks.js';
import { firmNotAgain, pronounFeatureToBenefit } from '../rules/body-rewrites.js';
import { PERSUASIVE_BANKS } from '../data/banks/persuasive.js';
import { POWER_WORDS } from '../data/power-words.js';
import { removeDoubtAdverbs, removeSofteners, removeOpinionOpeners } from '../rules/hedges.js';
import { firmModals } from '../rules/modals.js';
import { passiveToActive } from '../rules/passive-voice.js';
import { addressReaderOfOffer, benefitForReader, featureToBenefit } from '../rules/person.js';
import { compilePhraseTable } from '../rules/phrase-table.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { availabilityForReader } from '../rules/availability.js';
import { concisePhrases, dropNoteLeadIn } from '../rules/word-swaps.js';
import { contractSpoken } from '../rules/contractions.js';
import { thereWillBe } from '../rules/event-copy.js';

import { singleExclamation } from '../rules/punctuation.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';
import type { TextType } from '../text-type.js';

const powerWordTable = compilePhraseTable(POWER_WORDS);
const keepingGood = compilePhraseTable({ ...POWER_WORDS, good: 'good' });
// "Good posters will gain reputation - bad ones will…": good against bad is the writer's scale;
// and a question ("is a mini session a good fit for my family?") claims nothing to sell.
const SCALE_OR_QUESTION = /\b(?:bad|poor|worse|worst)\b|\?/i;
const powerWords = (text: string) =>
  SCALE_OR_QUESTION.test(text) ? keepingGood(text) : powerWordTable(text);
const WEAK_PITCH =
  /\b(?:maybe|perhaps|probably|might|could|i think|users|customers|teams|has|have|offers|includes|provides|supports|comes with|was \w+ed by)\b/gi;

const SELLS_OR_RELEASES: ReadonlySet<TextType> = new Set(['product', 'service', 'release']);

export const PERSUASIVE: ToneDefinition = {
  tone: 'persuasive',
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: 'Copy that sells says it once: "back on the shelves!!!" → "back on the shelves!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    sentenceRule('direct-question', 3, 'budget', (text) => directQuestion(text, true), {
      note: '"I was wondering if you would maybe be open to a call?" asks by way of a story about the writer.',
      examples: [['I was wondering if you would maybe be open to a 20 minute call next week?', 'Are you open to a 20 minute call next week?']],
    }),
    sentenceRule('look-forward', 5, 'budget', lookForward, {
      note: '"We hope to see you there." → "We look forward to seeing you there."',
      examples: [['We hope to see you there.', 'We look forward to seeing you there.']],
    }),
    sentenceRule('firm-modals', 1, 'budget', (text, _info, ctx) =>
      firmModals(text, false, ctx.textType === 'story'), {
      note: 'Hedged modals, made firmer without turning a possibility into a fact or a promise',
      examples: [['It might help your team.', 'It should help your team.']],
    }),
    sentenceRule('opinion-openers', 1, 'budget', removeOpinionOpeners, {
      note: '"I think we should …" → "We should …"; only when what remains is a full clause, never in a question.',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'We should move the launch review to Thursday at 3 pm.']],
    }),
    wordRule('doubt-adverbs', 1, 'budget', removeDoubtAdverbs, {
      note: '"we should probably move" → "we should move"; a question opening with "Maybe" keeps it.',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'We should move the launch review to Thursday at 3 pm.']],
    }),
    sentenceRule('reader-benefits', 5, 'budget', (text, info, ctx) =>
      ctx.situation === 'problem' ? text : pronounFeatureToBenefit(text, info.previous), {
      note: '"The CSV file has empty rows" in a support reply is not a feature to sell.',
      examples: [['It has a rain cover and two side pockets.', 'You get a rain cover and two side pockets.']],
    }),
    wordRule('softeners', 5, 'budget', removeSofteners, {
      note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [['I think they are sort of confusing for new users.', "They're confusing for new users."]],
    }),
    wordRule('concise', 3, 'budget', concisePhrases, {
      everywhere: 7, note: 'Wordy phrases to the plain word from a checked table of pairs ("in spite of" → "despite", "are able to" → "can"); nothing about how sure the writer is changes.',
      examples: [['We built it in order to save time.', 'We built it to save time.']],
    }),
    sentenceRule('no-note-lead-in', 5, 'budget', dropNoteLeadIn, {
      everywhere: 8, note: '"Please note that", "It\'s important to note that" before a full clause go; the clause stays word for word, hedges included.',
      examples: [['Please note that the office is closed on Monday.', 'The office is closed on Monday.']],
    }),
    sentenceRule('not-again', 5, 'budget', (text) => firmNotAgain(text, true), {
      everywhere: 7, note: "\"so this doesn't happen again\" → \"so this won't happen again\" (firm) or \"so you won't run into this again\" (reader).",
      examples: [["We've renewed it and we're adding monitoring so this doesn't happen again.", "We've renewed it and we're adding monitoring so you won't run into this again."]],
    }),
    sentenceRule('address-reader', 3, 'all', addressReaderOfOffer, {
      note: '"Customers can track their orders" → "You can track your orders", in product or service copy only.',
      examples: [['Clients get a named accountant. We offer tailored bookkeeping for small firms.', 'You get a named accountant.']],
    }),
    sentenceRule('present-intent', 3, 'budget', presentIntent, {
      note: "\"I just wanted to follow up\" → \"I'm following up\".",
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', "I'm reaching out because our new reporting dashboard might help your team at Brightline save some time."]],
    }),
    // Outside copy that sells a product or a service or tells what is new in one, "the" names a
    // thing the text goes on about, no offer of the writer's ("With the meal, you get pancakes",
    // "With the sale, you get books"); "our", "this" or a name still offer one ("With our basic
    // contract, you get weekly mowing").
    sentenceRule('benefits', 5, 'budget', (text, _info, ctx) =>
      ctx.situation === 'problem' || (/^The\b/.test(text) && !SELLS_OR_RELEASES.has(ctx.textType))
        ? text
        : featureToBenefit(text, ctx.masker, ctx.lowerWords), {
      note: '"The dashboard has live alerts." → "With the dashboard, you get live alerts." (a "the" subject in product, service or release copy only)',
      examples: [['Our mobile app supports dark mode.', 'With our mobile app, you can use dark mode.']],
    }),
    sentenceRule('availability', 5, 'budget', availabilityForReader, {
      note: "Availability as the reader's gain",
      examples: [['They are available in black, sand and forest green for €179.', 'You can get them in black, sand and forest green for €179.']],
    }),
    sentenceRule('gives-you', 5, 'budget', benefitForReader, {
      note: '"A 10 minute charge gives about 5 hours of playback." → "…gives you about 5 hours…".',
      examples: [['A 10 minute charge gives about 5 hours of playback.', 'A 10 minute charge gives you about 5 hours of playback.']],
    }),
    wordRule('power-words', 7, 'budget', powerWords, {
      note: 'Weak adjectives to stronger ones from a table of pairs ("easy" → "effortless").',
      examples: [['Setting up the new scanner is easy.', 'Setting up the new scanner is effortless.']],
    }),
    sentenceRule('to-the-point', 7, 'budget', straightToThePoint, {
      note: "\"I'm reaching out because our dashboard helps\" → \"Our dashboard helps\".",
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', 'Our new reporting dashboard should help your team at Brightline save some time.']],
    }),
    sentenceRule('commit-modals', 7, 'budget', (text, _info, ctx) =>
      firmModals(text, true, ctx.textType === 'story'), {
      note: 'Hedged modals, made firmer without turning a possibility into a fact or a promise',
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', 'Our new reporting dashboard should help your team at Brightline save some time.']],
    }),
    sentenceRule('you-will-find', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, "You'll find") : text, {
      note: "\"There will be 40 stalls.\" → \"You'll find 40 stalls.\" (in an event's voice).",
      examples: [],
    }),
    sentenceRule('active-voice', 9, 'budget', (text, _info, ctx) =>
      passiveToActive(text, ctx.masker, ctx.lowerWords), {
      note: '"The update was deployed by the platform team." → "The platform team deployed the update."',
      examples: [['The issue was caused by a faulty configuration change and was rolled back by the platform team.', 'A faulty configuration change caused the issue and was rolled back by the platform team.']],
    }),
    sentenceRule('tone-call', 3, 'budget', (text, info, ctx) => toneCall(text, 'persuasive', ctx, info), {
      everywhere: 7, note: "The author's own call to act (\"Apply at …\") said in the tone's voice; no call is added.",
      examples: [['Update the app from the App Store or visit notebook.example/download to get the new version.', 'Get the new version: update the app from the App Store or visit notebook.example/download.']],
    }),
    sentenceRule('job-facts-to-you', 4, 'budget', (text, _info, ctx) => jobFactsToYou(text, ctx), {
      note: 'Facts in a job advert, said to the reader',
      examples: [],
    }),
    sentenceRule('fixes-for-you', 5, 'budget', fixesForYou, {
      note: 'Persuasive',
      examples: [['We also fixed the sync issues that some of you reported in the spring.', 'We also fixed the sync issues that some of you reported in the spring, so everything runs more smoothly for you.']],
    }),
    sentenceRule('going-to-will', 5, 'budget', goingToWill, {
      note: "\"We're going to focus on …\" → \"We will focus on …\"",
      examples: [['were gonna split into teams when everyone arrives.', "We'll split into teams when everyone arrives."]],
    }),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx), {
      note: '"A weekly clean starts at £80." → "…starts at just £80."',
      examples: [['Our scheduling app books appointments and sends reminders. Pricing starts at $15 per month.', 'Our scheduling app books appointments and sends reminders. Pricing starts at just $15 per month.']],
    }),
    sentenceRule('by-far', 6, 'budget', byFarSuperlative, {
      everywhere: 8, note: 'Persuasion commits to the comparison',
      examples: [['Failing twice was the best lesson I ever had about patience.', 'Failing twice was by far the best lesson I ever had about patience.']],
    }),
    sentenceRule('your-news', 5, 'budget', yourNews, {
      everywhere: 7, note: "Persuasion makes the news the reader's",
      examples: [['Reports now export twice as fast.', 'Your reports now export twice as fast.']],
    }),
    wordRule('talk-contractions', 5, 'budget', (text, _info, ctx) => contractSpoken(text, ctx.masker), {
      everywhere: 8, note: '"you will" → "you\'ll", "do not" → "don\'t": copy that talks to the reader; never at the end of a clause.',
      examples: [['You will get a reply within a day.', "You'll get a reply within a day."]],
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
