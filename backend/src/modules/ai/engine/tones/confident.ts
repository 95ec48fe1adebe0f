import { relyOn } from '../rules/body-moves.js';
import {
  splitInstructions,
  splitParticipleTail,
  splitSharedSubject,
} from '../rules/body-splits.js';
import { formalFacts, goingToWill, newsVerbs, willBeDoing } from '../rules/general-moves.js';
import { answeredByWriter, sharpenRequest } from '../rules/requests.js';
import {
  concisePhrases,
  dropNoteLeadIn,
  removeFillers,
  thankDirectly,
} from '../rules/word-swaps.js';
import {
  askWithoutLeave,
  directQuestion,
  lookForward,
  presentIntent,
  splitSoPlease,
  straightToThePoint,
} from '../rules/direct-asks.js';
import { firmInstruction } from '../rules/body-rewrites.js';
import { firmNotAgain, ownedApology } from '../rules/body-rewrites.js';
import { CONFIDENT_BANKS } from '../data/banks/confident.js';
import { removeDoubtAdverbs, removeOpinionOpeners, removeSofteners } from '../rules/hedges.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { plainBadNews, removeEmotiveAdverbs } from '../rules/word-swaps.js';
import { firmModals } from '../rules/modals.js';
import { passiveToActive } from '../rules/passive-voice.js';
import { singleExclamation } from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { comesWith, splitPredicates } from '../rules/product-copy.js';

import { HEDGE_WORDS } from '../../analysis/lexicon/hedges.js';
import { anyWord } from '../../analysis/lexicon/phrase-list.js';
import type { ToneDefinition } from './tone-definition.js';

import { countMatches } from './tone-definition.js';

export const HEDGE_MARKERS = new RegExp(
  anyWord([
    'i think',
    'i feel like',
    'i guess',
    'i suppose',
    'i believe',
    ...HEDGE_WORDS,
    'kind of',
    'sort of',
    'somewhat',
    'just',
    'a bit',
    'i hope',
    'try to',
    'if possible',
    'sorry to bother',
  ]),
  'gi',
);

export const CONFIDENT: ToneDefinition = {
  tone: 'confident',
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    sentenceRule('ask-without-leave', 3, 'budget', askWithoutLeave, {
      note: '"If you can, please donate at…" → "Please donate at…"',
      examples: [["If you can, please donate at riversidefoodbank.example/give or drop off tinned food at St Mary's Church Hall on Saturdays between 10 and 12.", "Please donate at riversidefoodbank.example/give or drop off tinned food at St Mary's Church Hall on Saturdays between 10 and 12."]],
    }),
    sentenceRule('direct-question', 3, 'budget', (text) => directQuestion(text, true), {
      note: '"I was wondering if you would maybe be open to a call?" asks by way of a story about the writer.',
      examples: [['I was wondering if you would maybe be open to a 20 minute call next week?', 'Are you open to a 20 minute call next week?']],
    }),
    sentenceRule('look-forward', 5, 'budget', lookForward, {
      note: '"We hope to see you there." → "We look forward to seeing you there."',
      examples: [['We hope to see you there.', 'We look forward to seeing you there.']],
    }),
    sentenceRule('ask-directly', 5, 'budget', (text, info) =>
      answeredByWriter(info) ? text : sharpenRequest(text, true, false), {
      note: '"Could you send the file?" → "Please send the file." (no deadline added).',
      examples: [['hey can u send the Q3 numbers by friday?', 'Hey, please send the Q3 numbers by Friday.']],
    }),
    wordRule('fillers', 5, 'all', removeFillers, {
      note: '"Basically, it is literally ready" → "it is ready".',
      examples: [["Honestly I wasn't sure we would make it past the first year.", "I wasn't sure we would make it past the first year."]],
    }),
    wordRule('concise', 3, 'budget', concisePhrases, {
      everywhere: 7, note: 'Wordy phrases to the plain word from a checked table of pairs ("in spite of" → "despite", "are able to" → "can"); nothing about how sure the writer is changes.',
      examples: [['We kept the same rate in spite of rising office expenses.', 'We kept the same rate despite rising office expenses.']],
    }),
    sentenceRule('no-note-lead-in', 5, 'budget', dropNoteLeadIn, {
      everywhere: 8, note: '"Please note that", "It\'s important to note that" before a full clause go; the clause stays word for word, hedges included.',
      examples: [['Please note that the office is closed on Monday.', 'The office is closed on Monday.']],
    }),
    sentenceRule('thank-directly', 3, 'budget', thankDirectly, {
      everywhere: 7, note: '"I\'d like to thank you for" → "Thank you for": the thanks said, not announced.',
      examples: [["I'd like to thank you for the time you spent with us.", 'Thank you for the time you spent with us.']],
    }),
    sentenceRule('firm-modals', 1, 'budget', (text, _info, ctx) => firmModals(text, false, ctx.textType === 'story'), {
      everywhere: 6, note: 'Hedged modals, made firmer without turning a possibility into a fact or a promise',
      examples: [['It might help your team.', 'It should help your team.']],
    }),
    sentenceRule('opinion-openers', 1, 'budget', removeOpinionOpeners, {
      everywhere: 6, note: 'From 6 no hedge survives anywhere: "we think", "maybe", "just", "might" read as doubt.',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'We should move the launch review to Thursday at 3 pm.']],
    }),
    wordRule('doubt-adverbs', 1, 'budget', removeDoubtAdverbs, {
      everywhere: 6, note: '"we should probably move" → "we should move"; a question opening with "Maybe" keeps it.',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'We should move the launch review to Thursday at 3 pm.']],
    }),
    sentenceRule('not-again', 5, 'budget', (text) => firmNotAgain(text, false), {
      note: "\"so this doesn't happen again\" → \"so this won't happen again\" (firm) or \"so you won't run into this again\" (reader).",
      examples: [["We've renewed it and we're adding monitoring so this doesn't happen again.", "We've renewed it and we're adding monitoring so this won't happen again."]],
    }),
    sentenceRule('firm-instructions', 7, 'all', firmInstruction, {
      note: '"Please update before March 31 …" → "Update before March 31 …"',
      examples: [['Please update before March 31 because version 3.0 will stop working.', 'Update before March 31 because version 3.0 will stop working.']],
    }),
    sentenceRule('owned-apology', 7, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'sorry', ctx.personalVoice), {
      note: '"Sorry for the trouble!" → "We apologise for the trouble." (a full, owned sentence).',
      examples: [['Sorry for the trouble!', "We're sorry for the trouble."]],
    }),
    wordRule('no-props', 3, 'budget', removeEmotiveAdverbs, {
      everywhere: 7, note: '"really helps", "truly committed" → "helps", "committed": a claim stands without a prop; never after a negation ("not really sure" stays), never in a question.',
      examples: [['The new planner really helps on busy weeks.', 'The new planner helps on busy weeks.']],
    }),
    wordRule('softeners', 3, 'budget', removeSofteners, {
      everywhere: 6, note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [['It probably needs a bit more testing on mobile.', 'It probably needs more testing on mobile.']],
    }),
    sentenceRule('plain-bad-news', 5, 'budget', plainBadNews, {
      everywhere: 10, note: '"Unfortunately, the package was delayed" → "The package was delayed".',
      examples: [['Unfortunately the package was delayed at our warehouse in Leeds because of a labelling error.', 'The package was delayed at our warehouse in Leeds because of a labelling error.']],
    }),
    sentenceRule('present-intent', 3, 'budget', presentIntent, {
      note: "\"I just wanted to follow up\" → \"I'm following up\".",
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', "I'm reaching out because our new reporting dashboard might help your team at Brightline save some time."]],
    }),
    sentenceRule('commit-modals', 7, 'budget', (text, _info, ctx) =>
      firmModals(text, true, ctx.textType === 'story'), {
      note: 'Hedged modals, made firmer without turning a possibility into a fact or a promise',
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', 'Our new reporting dashboard should help your team at Brightline save some time.']],
    }),
    sentenceRule('active-voice', 7, 'budget', (text, _info, ctx) => passiveToActive(text, ctx.masker, ctx.lowerWords), {
      everywhere: 10, note: '"The update was deployed by the platform team." → "The platform team deployed the update."',
      examples: [['The issue was caused by a faulty configuration change and was rolled back by the platform team.', 'A faulty configuration change caused the issue and was rolled back by the platform team.']],
    }),
    sentenceRule('to-the-point', 7, 'budget', straightToThePoint, {
      note: "\"I'm reaching out because our dashboard helps\" → \"Our dashboard helps\".",
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', 'Our new reporting dashboard should help your team at Brightline save some time.']],
    }),
    sentenceRule('so-please', 7, 'budget', splitSoPlease, {
      note: '"The cleaners are in on Tuesday so please clear your desks." → "…on Tuesday.',
      examples: [['Legacy tokens will stop working on 1 October, so please generate new ones before that date.', 'Legacy tokens will stop working on 1 October. Please generate new ones before that date.']],
    }),
    sentenceRule('two-claims', 7, 'budget', (text) =>
      text.split(/\s+/).length > 12 ? splitPredicates(text) : text, {
      note: "\"It absorbs quickly and doesn't leave a sticky finish.\" → \"It absorbs quickly.",
      examples: [['We apologize for the inconvenience and are taking steps to prevent similar issues in the future.', 'We apologize for the inconvenience. We are taking steps to prevent similar issues in the future.']],
    }),
    sentenceRule('short-sentences', 7, 'budget', (text) =>
      text.split(/\s+/).length > 20 ? splitAtConjunctions(text, 'plain') : text, {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['One I am going to use myself, and I am going to give you an opportunity to get one of the others.', 'One I will use myself. I will give you an opportunity to get one of the others.']],
    }),
    sentenceRule('comes-with', 5, 'budget', comesWith, {
      note: '"It has a timer." → "It comes with a timer."',
      examples: [['It has a rain cover and two side pockets.', 'It comes with a rain cover and two side pockets.']],
    }),
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: '"!!!" → "!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    sentenceRule('short-sentences-everywhere', 10, 'all', (text) =>
      text.split(/\s+/).length > 14 ? splitAtConjunctions(text, 'plain', 3) : text, {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['Your day-to-day work will mostly stay the same, but some of you will have a new manager.', 'Your day-to-day work will mostly stay the same. But some of you will have a new manager.']],
    }),
    sentenceRule('news-verbs', 4, 'budget', (text) => newsVerbs(text, 'confident'), {
      note: 'Confident and professional verbs for the same news',
      examples: [['We fixed the bug where invoices were sent twice.', 'We resolved the bug where invoices were sent twice.']],
    }),
    sentenceRule('going-to-will', 3, 'budget', goingToWill, {
      everywhere: 6, note: "\"We're going to focus on …\" → \"We will focus on …\"",
      examples: [["We're going to focus on the new app this spring.", 'We will focus on the new app this spring.']],
    }),
    sentenceRule('will-do', 3, 'budget', willBeDoing, {
      everywhere: 6, note: '"We\'ll be changing the price in May" → "We\'ll change the price in May": a plan said once; only after a person, only a verb\'s -ing form.',
      examples: [["We'll be changing the opening hours in May.", "We'll change the opening hours in May."]],
    }),
    sentenceRule('formal-facts', 5, 'budget', formalFacts, {
      note: '"Salary is 70k." → "The salary is 70k."; "We use Go." → "We work with Go." (neutral, formal).',
      examples: [['Salary is €70,000–€85,000 plus equity.', 'The salary is €70,000–€85,000 plus equity.']],
    }),
    sentenceRule('rely-on', 5, 'budget', relyOn, {
      everywhere: 8, note: 'Confident verbs commit',
      examples: [['Hair salons use it to cut no-shows by 30 percent.', 'Hair salons rely on it to cut no-shows by 30 percent.']],
    }),
    sentenceRule('participle-split', 6, 'budget', splitParticipleTail, {
      everywhere: 8, note: 'A closing participle becomes a sentence of its own',
      examples: [['I walked home in the rain, wondering whether I should give up.', 'I walked home in the rain. I wondered whether I should give up.']],
    }),
    sentenceRule('shared-subject-split', 7, 'budget', (text) => splitSharedSubject(text, 4), {
      everywhere: 9, note: 'Two predicates of one subject become two sentences',
      examples: [['It syncs with Google Calendar and updates your availability in real time.', 'It syncs with Google Calendar. It updates your availability in real time.']],
    }),
    sentenceRule('instruction-split', 7, 'budget', splitInstructions, {
      everywhere: 9, note: 'Two instructions become two sentences',
      examples: [['Please pack your desks by Friday afternoon and label every box with your name.', 'Please pack your desks by Friday afternoon. Label every box with your name.']],
    }),
  ],
  mismatch: (text) =>
    countMatches(text, HEDGE_MARKERS) * 2 +
    (/\b(?:was|were|is|are)\s+\w+ed\s+by\b/.test(text) ? 1 : 0),
  banks: CONFIDENT_BANKS,
  openerFrom: 8,
  closerFrom: 6,
};
