import {
  dropEvidential,
  memoryAsEvent,
  splitInstructions,
  splitParticipleTail,
  splitSharedSubject,
  timeFirst,
  timeIn,
} from '../rules/body-moves.js';
import {
  toneCall,
  factFragments,
  goingToWill,
  justThePrice,
  newsLead,
  onlyAvailable,
  urgentNews,
} from '../rules/general-moves.js';
import { withPrefix } from '../rules/prefix.js';
import { askWithoutLeave, directQuestion } from '../rules/hedges.js';
import { removeSofteners, straightToThePoint } from '../rules/hedges.js';
import { directFollowUp, dropBareApology, shortClauses } from '../rules/body-rewrites.js';
import { URGENT_BANKS } from '../data/banks/urgent.js';
import { TIME_WORDS } from '../data/word-sets.js';
import { removeDoubtAdverbs, removeOpinionOpeners, restateSuggestion } from '../rules/hedges.js';
import { firmModals } from '../rules/modals.js';
import { namesATime, sharpenRequest, textNamesATime } from '../rules/requests.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import type { RewriteContext } from '../context.js';
import { IMPERATIVE_VERBS } from '../data/word-sets.js';
import {
  commandNow,
  expectationAsFact,
  relaxedToUrgent,
  removePreamble,
  shouldToMust,
} from '../rules/word-swaps.js';
import { madeFragment, splitPredicates } from '../rules/product-copy.js';
import { hearFromYouDirectly, splitSoPlease } from '../rules/direct-asks.js';
import { passiveToInstruction, thereWillBe } from '../rules/event-copy.js';
import { offerAsCall } from '../rules/plain-statement-moves.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const RELAXED =
  /\b(?:when you get a chance|when you have a moment|when you can|at your convenience|no rush|eventually|maybe|perhaps|could you|would you|i was wondering|if possible)\b|,\s+(?:and|but|so)\s+/gi;

// "Also, please do not leave food" → "Do not leave food": the most direct form of a request.
const POLITE_COMMAND = /^(?:also,?\s+)?please\s+(?=(?:do\s+not\s+|don['’]t\s+)?[a-z]+\b)/i;

const isCommandVerb = (verb: string) =>
  IMPERATIVE_VERBS.has(verb) && verb !== 'let' && verb !== 'note';
const isTimeSpan = (token: string, ctx: RewriteContext) => {
  const kind = ctx.masker.spanAt(token)?.kind;
  return kind === 'date' || kind === 'time';
};

const ALREADY_FLAGGED =
  /^(?:important|urgent|attention|reminder|action required|asap|please note|note)\b/i;

const COMING = /\b(?:will|must|need to|needs to|required|deadline|due)\b/i;

const longSentence = (text: string) => text.split(/\s+/).length > 14;

export const URGENT: ToneDefinition = {
  tone: 'urgent',
  rules: [
    sentenceRule('ask-without-leave', 3, 'budget', askWithoutLeave),
    sentenceRule('direct-question', 3, 'budget', (text) => directQuestion(text, true)),
    wordRule('tight-timing', 1, 'all', relaxedToUrgent),
    sentenceRule('sharpen-requests', 3, 'budget', (text, _info, ctx) => {
      const hasTime =
        namesATime(text, (token) => {
          const kind = ctx.masker.spanAt(token)?.kind;
          return kind === 'date' || kind === 'time';
        }) || TIME_WORDS.test(text);
      // No deadline the author did not set: "Click the link to attend", never "… attend today".
      return sharpenRequest(text, hasTime, false);
    }),
    sentenceRule('commands-now', 3, 'budget', (text, _info, ctx) =>
      commandNow(
        text,
        isCommandVerb,
        namesATime(text, (token) => isTimeSpan(token, ctx)) || textNamesATime(ctx.masker),
      ),
    ),
    sentenceRule('opinion-openers', 3, 'budget', removeOpinionOpeners),
    sentenceRule('suggestions', 3, 'budget', (text) => restateSuggestion(text, 'lets', true)),
    wordRule('doubt-adverbs', 3, 'budget', removeDoubtAdverbs),
    sentenceRule('firm-modals', 5, 'budget', (text, _info, ctx) =>
      firmModals(text, false, ctx.textType === 'story'),
    ),
    sentenceRule('must', 5, 'budget', shouldToMust),
    sentenceRule('follow-up', 5, 'budget', (text) => directFollowUp(text, false)),
    sentenceRule('to-the-point', 5, 'budget', straightToThePoint),
    wordRule('softeners', 5, 'budget', removeSofteners),
    sentenceRule(
      'offer-as-call',
      5,
      'budget',
      (text, _info, ctx) =>
        offerAsCall(text, (clause) => namesATime(clause, (token) => isTimeSpan(token, ctx))),
      { everywhere: 8 },
    ),
    sentenceRule('short-clauses', 5, 'budget', shortClauses, { everywhere: 7 }),
    sentenceRule('no-apology', 7, 'budget', dropBareApology),
    sentenceRule('short-sentences', 5, 'budget', (text) =>
      longSentence(text) ? splitAtConjunctions(text, 'plain', 3) : text,
    ),
    sentenceRule('short-sentences-everywhere', 8, 'all', (text) =>
      splitAtConjunctions(text, 'plain', 3),
    ),
    // Ad copy's punch: "It's made from recycled aluminium." → "Made from recycled aluminium."
    sentenceRule('two-claims', 5, 'budget', splitPredicates, { everywhere: 8 }),
    sentenceRule('so-please', 5, 'budget', splitSoPlease, { everywhere: 8 }),
    sentenceRule('ask-today', 5, 'budget', (text) =>
      // No deadline the author did not set: "send us the file", never "… today".
      hearFromYouDirectly(text, false),
    ),
    sentenceRule('fragments', 5, 'budget', madeFragment, { everywhere: 8 }),
    sentenceRule('instructions', 5, 'budget', passiveToInstruction),
    sentenceRule('expect', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, 'Expect') : text,
    ),
    sentenceRule('no-preamble', 7, 'budget', removePreamble),
    sentenceRule('expectations', 7, 'budget', expectationAsFact),
    sentenceRule('direct-commands', 9, 'all', (text) =>
      /\?$/.test(text) ? text : text.replace(POLITE_COMMAND, ''),
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'urgent', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('urgent-news', 5, 'budget', urgentNews),
    sentenceRule('going-to-will', 3, 'budget', goingToWill, { everywhere: 6 }),
    sentenceRule('fact-fragments', 5, 'budget', (text, _info, ctx) => factFragments(text, ctx)),
    sentenceRule('only-available', 4, 'budget', onlyAvailable),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx)),
    sentenceRule('no-evidential', 5, 'budget', dropEvidential, { everywhere: 7 }),
    sentenceRule('memory-as-event', 6, 'budget', memoryAsEvent),
    sentenceRule('participle-split', 5, 'budget', splitParticipleTail, { everywhere: 7 }),
    sentenceRule('shared-subject-split', 5, 'budget', (text) => splitSharedSubject(text), {
      everywhere: 7,
    }),
    sentenceRule('instruction-split', 5, 'budget', splitInstructions, { everywhere: 7 }),
    sentenceRule('time-first', 5, 'budget', (text, _info, ctx) => timeFirst(text, timeIn(ctx)), {
      everywhere: 9,
    }),
  ],
  mismatch: (text) => countMatches(text, RELAXED) * 2 + (longSentence(text) ? 1 : 0),
  banks: URGENT_BANKS,
  openerFrom: 5,
  closerFrom: 3,
  textPasses: [
    newsLead(6, 'urgent'),
    {
      // "Important: the car park will be closed from Monday 3 March…": the first dated fact that
      // is coming or required is flagged (wherever it stands), the way people mark a notice
      // that cannot wait.
      id: 'flag-dated-fact',
      from: 7,
      apply(sentences, ctx) {
        const own = sentences.filter((sentence) => !sentence.added && sentence.role !== 'item');
        if (own.some((sentence) => ALREADY_FLAGGED.test(sentence.text))) return;
        // Only what is coming or required ("will be closed", "must be returned"), not news.
        const first = own.find(
          (sentence) =>
            !/^\p{Ll}/u.test(sentence.source) &&
            !/\?$/.test(sentence.text) &&
            COMING.test(sentence.text) &&
            namesATime(sentence.text, (token) => isTimeSpan(token, ctx)),
        );
        if (!first) return;
        const flagged = withPrefix(first.text, 'Important:', ctx);
        if (flagged) first.text = flagged;
      },
    },
  ],
};
