import { conditionalHelp, amountIn, registerWords } from '../rules/body-moves.js';
import { timeLeadComma } from '../rules/sentence-leads.js';
import { toneCall, formalFacts, goingToWill, newsVerbs } from '../rules/general-moves.js';
import { newsLead } from '../rules/news-moves.js';
import { removeDoubtAdverbs } from '../rules/hedges.js';
import {
  directQuestion,
  lookForward,
  presentIntent,
  restateSuggestion,
  splitSoPlease,
} from '../rules/direct-asks.js';
import { formalPerfect, releasedAs } from '../rules/body-rewrites.js';
import {
  courteousOffer,
  directFollowUp,
  ownedApology,
  removeDoubleHedges,
} from '../rules/body-rewrites.js';
import { PROFESSIONAL_BANKS } from '../data/banks/professional.js';
import { expandContractions } from '../rules/contractions.js';
import { countContractions } from '../rules/count-contractions.js';
import { removeSofteners } from '../rules/hedges.js';
import { formalConnectors } from '../rules/prefix.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { courteousQuestion, politeCommand } from '../rules/requests.js';
import { exclamationsToPeriods, removeEmoji, singleExclamation } from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import {
  casualToProfessional,
  formalVerbs,
  removeFillers,
  slangToProfessional,
} from '../rules/word-swaps.js';
import { offersFeature } from '../rules/product-copy.js';
import { professionalPhrasing } from '../rules/plain-statement-moves.js';
import { thereWillBe } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';

import { countMatches } from './tone-definition.js';

const INFORMAL =
  /\b(?:gonna|wanna|gotta|kinda|sorta|awesome|cool|super|huge|stuff|guys|folks|yeah|yep|hey|thanks|basically|literally|honestly|totally|a lot of|lots of|check out|okay|ok|asap|fyi|btw|lol)\b|!/gi;

export const PROFESSIONAL: ToneDefinition = {
  tone: 'professional',
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    sentenceRule('direct-question', 5, 'budget', (text) => directQuestion(text, false), {
      note: '"I was wondering if you would maybe be open to a call?" asks by way of a story about the writer.',
      examples: [['I was wondering if you would maybe be open to a 20 minute call next week?', 'Would you be open to a 20 minute call next week?']],
    }),
    sentenceRule('look-forward', 7, 'budget', lookForward, {
      note: '"We hope to see you there." → "We look forward to seeing you there."',
      examples: [['We hope to see you there.', 'We look forward to seeing you there.']],
    }),
    wordRule('doubt-adverbs', 5, 'budget', removeDoubtAdverbs, {
      note: '"we should probably move" → "we should move"; a question opening with "Maybe" keeps it.',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'I believe we should move the launch review to Thursday at 3 pm.']],
    }),
    wordRule('slang', 1, 'all', slangToProfessional, {
      note: 'Slang words go or become standard ones ("you guys" → "you").',
      examples: [['Are you guys into mashups?', 'Are you into mashups?']],
    }),
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: '"!!!" → "!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges, {
      note: '"could maybe help" → "could help", "perhaps might" → "might"',
      examples: [['I think our analytics tool could maybe help your team at Northwind save some time on reporting.', 'I think our analytics tool could help your team at Northwind save some time on reporting.']],
    }),
    sentenceRule('follow-up', 5, 'budget', (text) => directFollowUp(text, true), {
      note: '"Just wanted to follow up on our call." → "Following up on our call."',
      examples: [['just wanted to follow up on our call last week.', 'I am following up on our call last week.']],
    }),
    sentenceRule('owned-apology', 5, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'apologise', ctx.personalVoice), {
      note: '"Sorry for the trouble!" → "We apologise for the trouble." (a full, owned sentence).',
      examples: [['Sorry for the trouble!', 'We apologise for the trouble.']],
    }),
    sentenceRule('courteous-offer', 5, 'budget', courteousOffer, {
      note: '"Let me know if you want a demo sometime." → "Please let me know if you would like a demo."',
      examples: [['Let me know if you want a demo sometime.', 'Please let me know if you would like a demo.']],
    }),
    sentenceRule('now-available', 5, 'budget', (text) => releasedAs(text, 'now available'), {
      note: '"Version 3.2 is out." → "Version 3.2 is now available." (or "is here." for an inspiring tone).',
      examples: [['Version 3.2 is out.', 'Version 3.2 is now available.']],
    }),
    sentenceRule('formal-perfect', 7, 'budget', formalPerfect, {
      note: '"We fixed the bug" → "We have fixed the bug"',
      examples: [['We fixed the bug where invoices were sent twice.', 'We have fixed the bug where invoices were sent twice.']],
    }),
    wordRule('fillers', 3, 'all', removeFillers, {
      note: '"Basically, it is literally ready" → "it is ready".',
      examples: [["Honestly I wasn't sure we would make it past the first year.", 'I was not sure we would make it past the first year.']],
    }),
    wordRule('emoji', 3, 'all', removeEmoji, {
      note: 'Emoji and text smileys go; the words around them stay.',
      examples: [['And boy, do we at Errorception love high performance. :)', 'And boy, do we at Errorception love high performance.']],
    }),
    wordRule('no-exclamations', 3, 'all', exclamationsToPeriods, {
      note: '"Great news!!" → "Great news."; "Really?!" → "Really?".',
      examples: [['Sorry for the trouble!', 'Sorry for the trouble.']],
    }),
    wordRule('no-softeners', 3, 'all', removeSofteners, {
      note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [['I think they are sort of confusing for new users.', 'I think they are confusing for new users.']],
    }),
    sentenceRule('suggestions', 5, 'budget', (text) => restateSuggestion(text, 'could-we', false), {
      note: "\"Maybe we could set up a call?\" in the tone's own voice",
      examples: [['Maybe we could set up a quick call next week?', 'Could we set up a brief call next week?']],
    }),
    wordRule('casual-words', 5, 'budget', casualToProfessional, {
      everywhere: 7, note: 'Casual words and chat shorthand to professional ones ("thx" → "Thank you").',
      examples: [['thx', 'Thank you.']],
    }),
    wordRule('formal-phrasing', 5, 'budget', professionalPhrasing, {
      everywhere: 7, note: 'Formal phrasing of everyday verbs',
      examples: [['We would love to have you back.', 'We would be glad to have you back.']],
    }),
    sentenceRule('present-intent', 5, 'budget', presentIntent, {
      everywhere: 10, note: "\"I just wanted to follow up\" → \"I'm following up\".",
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', 'I am reaching out because I believe our new reporting dashboard might help your team at Brightline save some time.']],
    }),
    sentenceRule('comma-splices', 5, 'budget', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^splice$/), {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['The new plan is ready, it is cheaper than the old one.', 'The new plan is ready. It is cheaper than the old one.']],
    }),
    sentenceRule('courteous-requests', 5, 'budget', politeCommand, {
      note: '"Send me the numbers." → "Please send me the numbers."',
      examples: [['Order it from our online shop.', 'Please order it from our online shop.']],
    }),
    sentenceRule('courteous-questions', 5, 'budget', courteousQuestion, {
      note: '"Can you send the numbers?" → "Could you please send the numbers?"',
      examples: [['hey can u send the Q3 numbers by friday?', 'Hello, could you please send the Q3 numbers by Friday?']],
    }),
    sentenceRule('so-please', 5, 'budget', splitSoPlease, {
      note: '"The cleaners are in on Tuesday so please clear your desks." → "…on Tuesday.',
      examples: [['Legacy tokens will stop working on 1 October, so please generate new ones before that date.', 'Legacy tokens will stop working on 1 October. Please generate new ones before that date.']],
    }),
    sentenceRule('offers-feature', 5, 'budget', offersFeature, {
      note: '"It has a timer." → "It offers a timer." (a neutral catalogue verb).',
      examples: [['It has a rain cover and two side pockets.', 'It offers a rain cover and two side pockets.']],
    }),
    sentenceRule('programme', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, 'The programme will include') : text, {
      note: "\"There will be 40 stalls.\" → \"You'll find 40 stalls.\" (in an event's voice).",
      examples: [],
    }),
    sentenceRule('formal-connectors', 7, 'budget', formalConnectors, {
      everywhere: 9, note: 'Conversational sentence openers become formal connectors ("But" → "However,").',
      examples: [['But the roads were closed, so we opened late.', 'However, the roads were closed, so we opened late.']],
    }),
    sentenceRule('formal-verbs', 9, 'budget', formalVerbs, {
      everywhere: 10, note: 'The most formal register',
      examples: [['We are writing to let you know that the Studio plan will cost $15 from 1 March.', 'We are writing to inform you that the Studio plan will cost $15 from 1 March.']],
    }),
    sentenceRule('comma-splices-everywhere', 9, 'all', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:splice|so|but)$/), {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['All systems are working normally now, but we are still monitoring closely.', 'All systems are working normally now. However, we are still monitoring closely.']],
    }),
    sentenceRule('tone-call', 3, 'budget', (text, info, ctx) => toneCall(text, 'professional', ctx, info), {
      everywhere: 7, note: "The author's own call to act (\"Apply at …\") said in the tone's voice; no call is added.",
      examples: [['Let me know what you think.', 'Please let me know what you think.']],
    }),
    sentenceRule('news-verbs', 4, 'budget', (text) => newsVerbs(text, 'professional'), {
      note: 'Confident and professional verbs for the same news',
      examples: [['We built Dockly to fix that.', 'We developed Dockly to fix that.']],
    }),
    sentenceRule('formal-facts', 3, 'budget', formalFacts, {
      note: '"Salary is 70k." → "The salary is 70k."; "We use Go." → "We work with Go." (neutral, formal).',
      examples: [['Salary is €70,000–€85,000 plus equity.', 'The salary is €70,000–€85,000 plus equity.']],
    }),
    sentenceRule('going-to-will', 5, 'budget', goingToWill, {
      note: "\"We're going to focus on …\" → \"We will focus on …\"",
      examples: [['were gonna split into teams when everyone arrives.', 'We will split into teams when everyone arrives.']],
    }),
    sentenceRule('formal-words', 3, 'budget', (text, _info, ctx) => registerWords(text, 'professional', amountIn(ctx)), {
      everywhere: 6, note: "Word choice in the tone's register.",
      examples: [['Search is now about 40% faster.', 'Search is now approximately 40% faster.']],
    }),
    sentenceRule('time-lead-comma', 5, 'budget', timeLeadComma, {
      everywhere: 7, note: 'A time marker that opens a sentence takes its comma',
      examples: [['Today we signed our 100th client.', 'Today, we signed our 100th client.']],
    }),
    sentenceRule('help-if-needed', 5, 'budget', (text) => conditionalHelp(text, 'professional'), {
      everywhere: 7, note: "An offer of help after a condition in the tone's voice",
      examples: [['If you need extra boxes, ask Marco at reception.', 'If you need extra boxes, please ask Marco at reception.']],
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
