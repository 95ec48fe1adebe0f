import {
  splitInstructions,
  splitParticipleTail,
  splitSharedSubject,
} from '../rules/body-splits.js';
import {
  toneCall,
  factFragments,
  goingToWill,
  willBeDoing,
  justThePrice,
} from '../rules/general-moves.js';
import { urgentNews } from '../rules/news-moves.js';
import { HEDGE_WORDS } from '../../analysis/lexicon/hedges.js';
import { anyWord } from '../../analysis/lexicon/phrase-list.js';
import { reportsSpeech } from '../rules/move-guards.js';
import { withPrefix } from '../rules/prefix.js';
import {
  askWithoutLeave,
  directQuestion,
  splitSoPlease,
  straightToThePoint,
} from '../rules/direct-asks.js';
import { removeSofteners } from '../rules/hedges.js';
import { dropBareApology, shortClauses } from '../rules/body-rewrites.js';
import { URGENT_BANKS } from '../data/banks/urgent.js';
import { removeDoubtAdverbs, removeOpinionOpeners } from '../rules/hedges.js';
import { firmModals } from '../rules/modals.js';
import { answeredByWriter, namesATime, sharpenRequest } from '../rules/requests.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';

import { relaxedToUrgent, concisePhrases, removeEmotiveAdverbs } from '../rules/word-swaps.js';
import { splitPredicates } from '../rules/product-copy.js';
import { removePreamble } from '../rules/lead-moves.js';

import { offerAsCall } from '../rules/plain-statement-moves.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const RELAXED =
  /\b(?:when you get a chance|when you have a moment|when you can|at your convenience|no rush|maybe|perhaps|could you|would you|i was wondering|if possible)\b|,\s+(?:and|but|so)\s+/gi;

// "Also, please do not leave food" → "Do not leave food": the most direct form of a request.
const POLITE_COMMAND = /^(?:also,?\s+)?please\s+(?=(?:do\s+not\s+|don['’]t\s+)?[a-z]+\b)/i;

const ALREADY_FLAGGED =
  /^(?:important|urgent|attention|reminder|action required|asap|please note|note)\b/i;

const GOES_ON =
  /^(?:and|but|or|so|plus|as such|to this end|finally|however|also|additionally|in addition|therefore|as a result|meanwhile|furthermore|moreover|then|again|similarly|likewise|otherwise|besides|in other words|that is)\b/i;
const WRITERS_PLAN = /^(?:my|our)\s+(?:\w+\s+){0,2}(?:job|task|plan|priority|aim|goal)s?\b/i;

const HEDGED = new RegExp(anyWord(HEDGE_WORDS), 'i');
// "With a little luck, we will come out of this stronger": a wish, nothing to act on.
const FORECAST =
  /\b(?:likely|believe|think|expect|hope[sd]?|hoping|forecast|luck|fingers crossed|wish|pray)\b/i;
// "Happily the pipework is done…", "I will try to get the photos…", "We apologise…", "Let us
// brighten your Tuesday…": a feeling, an attempt or a greeting carries no date to brace for.
// "I am enjoying the snowdrops…", "They presented an outstanding slate of officers…": the
// writer's pleasure or praise, nothing to act on.
// "Gratefully, we will be returning…": thanks is no warning; nor is a line that says "important"
// itself ("the important status update is…").
const NOT_A_NOTICE =
  /\b(?:happily|luckily|sadly|try|trying|apologi[sz]e|let\s+us|want\s+to\s+announce|enjoy(?:s|ing|ed)?|lov(?:e|es|ing|ed)|thank(?:s|ed)?|grateful(?:ly)?|gratitude|outstanding|excellent|wonderful|delighted|pleasure|pleased|proud|important)\b/i;
// "due to the closure" gives a cause, no date anything is due by ("due to be published on
// March 1" is one).
const COMING =
  /\b(?:will|must|need to|needs to|required|deadline|due(?!\s+to\s+(?!(?:be|arrive|open|start|close|finish|end|begin|launch|expire|run)\b)))\b/i;
// "Rick will be performing live this Saturday": a treat to look forward to, not a warning.
const GOOD_NEWS =
  /\b(?:perform(?:s|ing|ed)?|live\s+music|concerts?|celebrat\w*|part(?:y|ies)|festival|fun|special\s+guests?|good\s+news)\b/i;
const IMMEDIATELY =
  /\b(?:now|immediately|asap|right away|at once|urgently|as soon as possible|without delay)\b/gi;

const longSentence = (text: string) => text.split(/\s+/).length > 14;

const WRITER_UPDATE =
  /\b(?:I|we)(?:['’]ll|\s+will)\s+(?:(?:also|continue to|be sure to)\s+)?(?:update|post|share|send|provide|give|keep|let|report|follow up|be in touch)\b/i;

export const URGENT: ToneDefinition = {
  tone: 'urgent',
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
    wordRule('tight-timing', 1, 'all', relaxedToUrgent, {
      note: 'Relaxed timing of a request to a pressing one from a table of pairs ("when you can" → "right away").',
      examples: [['Please send the signed form back when you can.', 'Please send the signed form back right away.']],
    }),
    sentenceRule('sharpen-requests', 3, 'budget', (text, info, ctx) => {
      if (answeredByWriter(info)) return text;
      const hasTime = namesATime(text, ctx.masker);
      // No deadline the author did not set: "Click the link to attend", never "… attend today".
      return sharpenRequest(text, hasTime, false);
    }, {
      note: '"Could you send the file?" → "Please send the file."; no deadline the author did not set.',
      examples: [['Could you send me the signed contract?', 'Please send me the signed contract.']],
    }),
    sentenceRule('opinion-openers', 3, 'budget', removeOpinionOpeners, {
      note: '"I think we should …" → "We should …"; only when what remains is a full clause, never in a question.',
      examples: [['We think the quality of Shell shoes should not be sacrificed.', 'The quality of Shell shoes should not be sacrificed.']],
    }),
    wordRule('doubt-adverbs', 3, 'budget', removeDoubtAdverbs, {
      note: '"we should probably call" → "we should call": only a hedge on a proposal; one on a claim, a date or a forecast ("probably the fastest route", "and maybe two") is the writer\'s and stays.',
      examples: [['We should probably call the venue today.', 'We should call the venue today.']],
    }),
    sentenceRule('firm-modals', 5, 'budget', (text, _info, ctx) =>
      firmModals(text, false, ctx.textType === 'story'), {
      note: 'Hedged modals, made firmer without turning a possibility into a fact or a promise',
      examples: [['It might help your team.', 'It should help your team.']],
    }),
    sentenceRule('no-apology', 7, 'budget', dropBareApology, {
      dropsSentence: true,
      note: 'A bare "Sorry for the trouble!" goes: an apology dilutes an urgent notice; an apology that names what went wrong stays.',
      examples: [['We have renewed the certificate. Sorry for the trouble!', 'We have renewed the certificate.']],
    }),
    sentenceRule('to-the-point', 5, 'budget', straightToThePoint, {
      note: "\"I'm reaching out because our dashboard helps\" → \"Our dashboard helps\".",
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', 'Our new reporting dashboard might help your team at Brightline save some time.']],
    }),
    wordRule('no-props', 5, 'budget', removeEmotiveAdverbs, {
      everywhere: 7, note: '"really helps", "truly committed" → "helps", "committed": a claim stands without a prop; never after a negation ("not really sure" stays), never in a question.',
      examples: [['The new planner really helps on busy weeks.', 'The new planner helps on busy weeks.']],
    }),
    wordRule('softeners', 5, 'budget', removeSofteners, {
      note: '"it is kind of a big deal" → "it is a big deal"; "what kind of tool" stays.',
      examples: [['I think they are sort of confusing for new users.', 'They are confusing for new users.']],
    }),
    wordRule('concise', 3, 'budget', concisePhrases, {
      everywhere: 6, note: 'Wordy phrases to the plain word from a checked table of pairs ("in spite of" → "despite", "are able to" → "can"); nothing about how sure the writer is changes.',
      examples: [['The form must be signed prior to the visit.', 'The form must be signed before the visit.']],
    }),
    sentenceRule('offer-as-call', 5, 'budget', (text, _info, ctx) =>
        offerAsCall(text, (clause) => namesATime(clause, ctx.masker)), {
      everywhere: 8, note: 'Urgent',
      examples: [['If you book this week, your first class is free.', 'Book this week and your first class is free.']],
    }),
    sentenceRule('short-clauses', 5, 'budget', shortClauses, {
      everywhere: 7, note: 'Urgent writing is short',
      examples: [['So today I baked 22 loaves and we had 4-5 left over.', 'So today I baked 22 loaves. We had 4-5 left over.']],
    }),
    sentenceRule('short-sentences', 5, 'budget', (text) =>
      longSentence(text) ? splitAtConjunctions(text, 'plain', 3) : text, {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['One I am going to use myself, and I am going to give you an opportunity to get one of the others.', 'One I will use myself. I will give you an opportunity to get one of the others.']],
    }),
    sentenceRule('short-sentences-everywhere', 8, 'all', (text) =>
      splitAtConjunctions(text, 'plain', 3), {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['Services were gradually restored, and system stability was confirmed.', 'Services were gradually restored. System stability was confirmed.']],
    }),
    sentenceRule('two-claims', 5, 'budget', splitPredicates, {
      everywhere: 8, note: 'Two claims of one subject joined by "and" become two sentences, each with its subject.',
      examples: [['We apologize for the inconvenience and are taking steps to prevent similar issues in the future.', 'We apologize for the inconvenience. We are taking steps to prevent similar issues in the future.']],
    }),
    sentenceRule('so-please', 5, 'budget', splitSoPlease, {
      everywhere: 8, note: '"The cleaners are in on Tuesday so please clear your desks." → "…on Tuesday.',
      examples: [['Legacy tokens will stop working on 1 October, so please generate new ones before that date.', 'Legacy tokens will stop working on 1 October. Please generate new ones before that date.']],
    }),
    sentenceRule('no-preamble', 7, 'budget', removePreamble, {
      note: 'Throat-clearing that delays the point ("I wanted to let you know that …").',
      examples: [['As you know, the base price for our product is $10,000, with ongoing support costs of $1,000 a year.', 'The base price for our product is $10,000, with ongoing support costs of $1,000 a year.']],
    }),
    sentenceRule('direct-commands', 9, 'all', (text) =>
      /\?$/.test(text) ? text : text.replace(POLITE_COMMAND, ''), {
      note: '"Please", "pls" and polite padding before a command go: "Bring water…".',
      examples: [['pls bring water and ur own ball if u have one.', 'Bring water and your own ball if you have one.']],
    }),
    sentenceRule('tone-call', 3, 'budget', (text, info, ctx) => toneCall(text, 'urgent', ctx, info), {
      everywhere: 7, note: "The author's own call to act (\"Apply at …\") said in the tone's voice; no call is added.",
      examples: [['Send me the Q3 budget numbers by Wednesday.', 'Send me the Q3 budget numbers by Wednesday at the latest.']],
    }),
    sentenceRule('urgent-news', 5, 'budget', urgentNews, {
      note: '"This month we shipped X." → urgent "New this month',
      examples: [['We also fixed the sync issues that some of you reported in the spring.', 'Also fixed: the sync issues that some of you reported in the spring.']],
    }),
    sentenceRule('going-to-will', 3, 'budget', goingToWill, {
      everywhere: 6, note: "\"We're going to focus on …\" → \"We will focus on …\"",
      examples: [["We're going to focus on the new app this spring.", 'We will focus on the new app this spring.']],
    }),
    sentenceRule('will-do', 3, 'budget', willBeDoing, {
      everywhere: 6, note: '"We\'ll be changing the price in May" → "We\'ll change the price in May": a plan said once; only after a person, only a verb\'s -ing form.',
      examples: [["We'll be changing the opening hours in May.", "We'll change the opening hours in May."]],
    }),
    sentenceRule('fact-fragments', 5, 'budget', (text, _info, ctx) => factFragments(text, ctx), {
      note: 'Job-advert facts as an urgent notice reads them',
      examples: [],
    }),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx), {
      note: '"A weekly clean starts at £80." → "…starts at just £80."',
      examples: [['Our scheduling app books appointments and sends reminders. Pricing starts at $15 per month.', 'Our scheduling app books appointments and sends reminders. Pricing starts at just $15 per month.']],
    }),
    sentenceRule('participle-split', 5, 'budget', splitParticipleTail, {
      everywhere: 7, note: 'A closing participle becomes a sentence of its own',
      examples: [['I walked home in the rain, wondering whether I should give up.', 'I walked home in the rain. I wondered whether I should give up.']],
    }),
    sentenceRule('shared-subject-split', 5, 'budget', (text) => splitSharedSubject(text), {
      everywhere: 7, note: 'Two predicates of one subject become two sentences',
      examples: [['It syncs with Google Calendar and updates your availability in real time.', 'It syncs with Google Calendar. It updates your availability in real time.']],
    }),
    sentenceRule('instruction-split', 5, 'budget', splitInstructions, {
      everywhere: 7, note: 'Two instructions become two sentences',
      examples: [['Please pack your desks by Friday afternoon and label every box with your name.', 'Please pack your desks by Friday afternoon. Label every box with your name.']],
    }),
  ],
  mismatch: (text) => countMatches(text, RELAXED) * 2 + (longSentence(text) ? 1 : 0),
  banks: URGENT_BANKS,
  openerFrom: 5,
  closerFrom: 3,
  textPasses: [
    {
      // "Important: the car park will be closed from Monday 3 March…": the first dated fact that
      // is coming or required is flagged (wherever it stands), the way people mark a notice
      // that cannot wait.
      id: 'flag-dated-fact',
      from: 7,
      apply(sentences, ctx) {
        // An event's news is good news, nothing to brace for ("Rick will be performing at 10").
        if (ctx.textType === 'event') return;
        // Only a notice that asks the reader to act is flagged: a press release, a newsletter or
        // a letter reports ("Important: the clinic will open Monday" alarms no one to any end).
        if (ctx.situation !== 'request' && ctx.textType !== 'notice') return;
        const own = sentences.filter((sentence) => !sentence.added && sentence.role !== 'item');
        if (own.some((sentence) => ALREADY_FLAGGED.test(sentence.text))) return;
        // Only what is coming or required ("will be closed", "must be returned"), not news.
        const first = own.find(
          (sentence) =>
            !/^\p{Ll}/u.test(sentence.source) &&
            // "And a reminder…", "To this end, work will…", "Finally, the provider…" go on from
            // the sentence before; a label cannot open them.
            !GOES_ON.test(sentence.source) &&
            // "Old things: The head lettuce is done…", "Other Rehearsals:As per…": the writer's
            // own label opens it already.
            !/^[^.!?:]{1,40}:(?:\s|\p{Lu})/u.test(ctx.masker.unmask(sentence.source)) &&
            // "My first job for tomorrow is to…": the writer's own plan, nothing for the reader.
            !WRITERS_PLAN.test(sentence.source) &&
            // "This post is to outline…": the text speaking of itself warns of nothing.
            !/^this\s+(?:post|letter|e-?mail|note|newsletter|message|update)\b/i.test(
              sentence.source,
            ) &&
            !/\?$/.test(sentence.text) &&
            // "Important: hopefully the rain holds" flags a wish, and "we believe we will have to
            // close" a forecast: neither can be acted on.
            !HEDGED.test(sentence.text) &&
            !FORECAST.test(sentence.text) &&
            !NOT_A_NOTICE.test(sentence.text) &&
            !GOOD_NEWS.test(sentence.text) &&
            // "…today announced that consumers will find…": a release reports, it warns no one.
            !reportsSpeech(sentence.text) &&
            // "I will update this post later today" promises news; it is not the fact that matters.
            !WRITER_UPDATE.test(sentence.text) &&
            COMING.test(sentence.text) &&
            // "…and then start your new plan right away" names no date to brace for.
            namesATime(sentence.text.replace(IMMEDIATELY, ''), ctx.masker),
        );
        if (!first) return;
        const flagged = withPrefix(first.text, 'Important:', ctx);
        if (flagged) first.text = flagged;
      },
    },
  ],
};
