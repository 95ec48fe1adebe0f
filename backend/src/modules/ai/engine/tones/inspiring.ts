import {
  allInOne,
  doneTogether,
  everAfterSuperlative,
  sameSinceThen,
  turningPointPause,
} from '../rules/body-moves.js';
import { toneCall, newsLead, warmFeeling } from '../rules/general-moves.js';
import { deShout, singleExclamation } from '../rules/punctuation.js';
import { lookForward } from '../rules/hedges.js';
import { releasedAs } from '../rules/body-rewrites.js';
import { firmNotAgain, removeDoubleHedges, thanksForPatience } from '../rules/body-rewrites.js';
import { INSPIRING_BANKS, MOMENTUM_TAILS } from '../data/banks/inspiring.js';
import { SHARED_VOICE } from '../data/register.js';
import {
  intentionToCommitment,
  removeDoubtAdverbs,
  removeOpinionOpeners,
  removeSofteners,
  restateSuggestion,
} from '../rules/hedges.js';
import { firmModals } from '../rules/modals.js';
import { imagineAbility } from '../rules/person.js';
import { once } from './once.js';
import { compilePhraseTable } from '../rules/phrase-table.js';
import { sentenceRule, wordRule, holdsStakes } from '../rules/rule.js';
import { inspiringSwaps, removeFillers } from '../rules/word-swaps.js';
import { VISION_PRODUCT_VERBS } from '../data/banks/product.js';
import { bringsTogether, helpToEmpower, verbSwaps } from '../rules/product-copy.js';
import { thereWillBe } from '../rules/event-copy.js';
import type { ToneDefinition } from './tone-definition.js';

const visionVerbs = verbSwaps(VISION_PRODUCT_VERBS);
import { countMatches } from './tone-definition.js';

const sharedVoice = compilePhraseTable(SHARED_VOICE);
const FLAT =
  /\b(?:problem|problems|difficult|failure|maybe|probably|might|i think|good|improve)\b/gi;
const ACHIEVEMENT =
  /\b(?:we|our team|we['’]ve|we have|we are|we['’]re)\b.*\b(?:launched|built|shipped|released|reached|achieved|completed|delivered|grew|opened|introduced|passed|won|signed|hit|crossed|raised|hired|welcomed|celebrated|now supports|now offers|launching|building|creating|announce|share)\b/i;

// Shared work worth rallying around: "Together, we built…", never "Together, we have refunded…"
// nor a product change the company made alone ("Together, we added dark mode").
const BUILDING_VERBS =
  'build|built|building|make|made|making|create|created|creating|grow|grew|grown|growing|reach|reached|launch|launched|launching|open|opened|opening|doubled|achieve|achieved|raise|raised|win|won|finish|finished|complete|completed|change|changed|changing|transform|transformed|turn|turned';
const TOGETHER_WE = new RegExp(
  `^We\\s+(?=(?:(?:will|can|have|are)\\s+)?(?:${BUILDING_VERBS})\\b|want\\b|need\\s+to\\b)`,
);

export const INSPIRING: ToneDefinition = {
  tone: 'inspiring',
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation),
    wordRule('no-shouting', 5, 'all', deShout),
    sentenceRule('look-forward', 5, 'budget', lookForward),
    wordRule('opportunity-words', 1, 'budget', inspiringSwaps, { everywhere: 5 }),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges),
    sentenceRule('is-here', 5, 'budget', (text) => releasedAs(text, 'here')),
    sentenceRule('thanks-not-sorry', 7, 'budget', thanksForPatience),
    sentenceRule('not-again', 7, 'budget', (text) => firmNotAgain(text, false)),
    sentenceRule('opinion-openers', 3, 'budget', removeOpinionOpeners),
    wordRule('doubt-adverbs', 3, 'budget', removeDoubtAdverbs),
    // Vision speaks without "kind of", "just" or "honestly".
    wordRule('softeners', 5, 'budget', removeSofteners),
    wordRule('fillers', 5, 'budget', removeFillers),
    sentenceRule('firm-modals', 5, 'budget', (text, _info, ctx) =>
      firmModals(text, false, ctx.textType === 'story'),
    ),
    sentenceRule('suggestions', 5, 'budget', (text) => restateSuggestion(text, 'together', true)),
    sentenceRule('commitments', 7, 'budget', intentionToCommitment),
    wordRule('vision-verbs', 5, 'budget', visionVerbs, { everywhere: 7 }),
    sentenceRule('brings-together', 5, 'budget', bringsTogether),
    sentenceRule('empower', 5, 'budget', helpToEmpower),
    sentenceRule('discover', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, 'Discover') : text,
    ),
    wordRule('shared-voice', 9, 'budget', sharedVoice),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'inspiring', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'inspiring')),
    sentenceRule('ever', 4, 'budget', everAfterSuperlative, { everywhere: 7 }),
    sentenceRule('same-since-then', 6, 'budget', sameSinceThen, { everywhere: 8 }),
    sentenceRule('all-in-one', 5, 'budget', allInOne, { everywhere: 8 }),
    sentenceRule('turning-point', 6, 'budget', turningPointPause, { everywhere: 8 }),
    sentenceRule('together', 5, 'budget', doneTogether, { everywhere: 8 }),
  ],
  mismatch: (text) => countMatches(text, FLAT) * 2,
  banks: INSPIRING_BANKS,
  openerFrom: 4,
  closerFrom: 3,
  textPasses: [
    {
      // One achievement carries the text forward: "…, and this is only the beginning."
      id: 'achievement-forward',
      from: 3,
      apply(sentences, ctx) {
        // One sentence, the first achievement, whatever the budget: a single added clause.
        const target = sentences.find(
          (sentence) =>
            !sentence.added &&
            sentence.role !== 'item' &&
            ACHIEVEMENT.test(sentence.text) &&
            // An offer, a price or a date is terms, not an achievement to carry forward.
            !holdsStakes(sentence.source, (token) => ctx.masker.spanAt(token)?.kind) &&
            /[^,][.!]$/.test(sentence.text) &&
            // A list ("dark mode, search and billing") may take the tail; a second clause may not.
            !/,\s+and\b|\band\s+(?:we|I|they|it)\b/i.test(sentence.text) &&
            sentence.text.split(/\s+/).length <= 22,
        );
        if (!target) return;
        const tail = ctx.picker.pick(MOMENTUM_TAILS, target.source);
        if (tail) target.text = `${target.text.slice(0, -1)}, ${tail}${target.text.slice(-1)}`;
      },
    },
    // "Imagine being able to cancel at any time" sells the exit: only abilities worth imagining.
    once('imagine-ability', 8, (text) =>
      /\b(?:cancel|unsubscribe|opt out|delete|close|refund|switch plans|downgrade)\b/i.test(text)
        ? text
        : imagineAbility(text),
    ),
    // A hiring line takes the hiring lead below instead ("Our team is growing: we're hiring…").
    once('together-we', 7, (text) =>
      /^We\s+are\s+(?:hiring|looking\s+for)\b/.test(text)
        ? text
        : text.replace(TOGETHER_WE, 'Together, we '),
    ),
    newsLead(4, 'inspiring'),
  ],
  exclaimCloserFrom: 7,
};
