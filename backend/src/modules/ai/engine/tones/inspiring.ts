import { allInOne } from '../rules/body-moves.js';
import { toneCall, warmFeeling } from '../rules/general-moves.js';
import { newsLead } from '../rules/news-moves.js';
import { singleExclamation } from '../rules/punctuation.js';
import { lookForward } from '../rules/direct-asks.js';
import { releasedAs } from '../rules/body-rewrites.js';
import { firmNotAgain, removeDoubleHedges } from '../rules/body-rewrites.js';
import { INSPIRING_BANKS } from '../data/banks/inspiring.js';
import { SHARED_VOICE } from '../data/register.js';
import { removeOpinionOpeners, removeSofteners } from '../rules/hedges.js';
import { firmModals } from '../rules/modals.js';
import { imagineAbility } from '../rules/person.js';
import { once } from './once.js';
import { compilePhraseTable } from '../rules/phrase-table.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { inspiringSwaps, removeFillers } from '../rules/word-swaps.js';
import { VISION_PRODUCT_VERBS } from '../data/banks/product.js';
import { bringsTogether, verbSwaps } from '../rules/product-copy.js';

import type { ToneDefinition } from './tone-definition.js';

const visionVerbs = verbSwaps(VISION_PRODUCT_VERBS);
import { countMatches } from './tone-definition.js';

const sharedVoice = compilePhraseTable(SHARED_VOICE);
const FLAT =
  /\b(?:problem|problems|difficult|failure|maybe|probably|might|i think|good|improve)\b/gi;
// Shared work worth rallying around: "Together, we built…", never "Together, we have refunded…"
// nor a product change the company made alone ("Together, we added dark mode").
const BUILDING_VERBS =
  'build|built|building|make|made|making|create|created|creating|grow|grew|grown|growing|reach|reached|launch|launched|launching|open|opened|opening|doubled|achieve|achieved|raise|raised|win|won|finish|finished|complete|completed|change|changed|changing|transform|transformed|turn|turned';
const TOGETHER_WE = new RegExp(
  `^We\\s+(?=(?:(?:will|can|have|are)\\s+)?(?:${BUILDING_VERBS})\\b|want\\b|need\\s+to\\b)`,
);

export const INSPIRING: ToneDefinition = {
  tone: 'inspiring',
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: '"!!!" → "!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    sentenceRule('look-forward', 5, 'budget', lookForward, {
      note: '"We hope to see you there." → "We look forward to seeing you there."',
      examples: [['We hope to see you there.', 'We look forward to seeing you there.']],
    }),
    // A notice of what went wrong keeps its words: "The problem was caused by…" made "The
    // challenge…" hides the failure it reports.
    wordRule('opportunity-words', 1, 'budget', (text, _info, ctx) =>
      ctx.situation === 'problem' ? text : inspiringSwaps(text), {
      everywhere: 5, note: 'Setback words to forward-looking ones from a table of pairs ("difficult" → "challenging"); never in a notice of a problem.',
      examples: [['It was a difficult winter for the club.', 'It was a challenging winter for the club.']],
    }),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges, {
      note: '"could maybe help" → "could help", "perhaps might" → "might"',
      examples: [],
    }),
    sentenceRule('is-here', 5, 'budget', (text) => releasedAs(text, 'here'), {
      note: '"Version 3.2 is out." → "Version 3.2 is now available." (or "is here." for an inspiring tone).',
      examples: [['Version 3.2 is out.', 'Version 3.2 is here.']],
    }),
    sentenceRule('not-again', 7, 'budget', (text) => firmNotAgain(text, false), {
      note: "\"so this doesn't happen again\" → \"so this won't happen again\" (firm) or \"so you won't run into this again\" (reader).",
      examples: [["We've renewed it and we're adding monitoring so this doesn't happen again.", "We've renewed it and we're adding monitoring so this won't happen again."]],
    }),
    sentenceRule('opinion-openers', 3, 'budget', removeOpinionOpeners, {
      note: '"I think we should …" → "We should …"; only when what remains is a full clause, never in a question.',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'We should move the launch review to Thursday at 3 pm.']],
    }),
    wordRule('softeners', 5, 'budget', removeSofteners, {
      note: 'Vision speaks without "kind of", "just" or "honestly".',
      examples: [['I think they are sort of confusing for new users.', 'They are confusing for new users.']],
    }),
    wordRule('fillers', 5, 'budget', removeFillers, {
      note: '"Basically, it is literally ready" → "it is ready".',
      examples: [["Honestly I wasn't sure we would make it past the first year.", "I wasn't sure we would make it past the first year."]],
    }),
    sentenceRule('firm-modals', 5, 'budget', (text, _info, ctx) =>
      firmModals(text, false, ctx.textType === 'story'), {
      note: 'Hedged modals, made firmer without turning a possibility into a fact or a promise',
      examples: [['It might help your team.', 'It should help your team.']],
    }),
    wordRule('vision-verbs', 5, 'budget', visionVerbs, {
      everywhere: 7, note: 'Plain making verbs to crafted ones ("made" → "crafted").',
      examples: [['It is made from recycled aluminium.', 'It is crafted from recycled aluminium.']],
    }),
    sentenceRule('brings-together', 5, 'budget', bringsTogether, {
      note: '"It has a timer and a dimmer." → "It brings together a timer and a dimmer."',
      examples: [['It has a rain cover and two side pockets.', 'It brings together a rain cover and two side pockets.']],
    }),
    wordRule('shared-voice', 9, 'budget', sharedVoice, {
      note: '"I hope" speaks for the team at the top of the scale ("We hope").',
      examples: [['I hope it was useful for you and the team!', 'We hope it was useful for you and the team!']],
    }),
    sentenceRule('tone-call', 3, 'budget', (text, info, ctx) => toneCall(text, 'inspiring', ctx, info), {
      everywhere: 7, note: "The author's own call to act (\"Apply at …\") said in the tone's voice; no call is added.",
      examples: [],
    }),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'inspiring'), {
      note: "\"I'm grateful to everyone…\" → friendly \"I'm so grateful…\", empathetic \"I'm truly grateful…\".",
      examples: [["We're excited to get the ball rolling, with our first CSAs starting Monday June 27th!!", "We're truly excited to get the ball rolling, with our first CSAs starting Monday June 27th!"]],
    }),
    sentenceRule('all-in-one', 5, 'budget', allInOne, {
      everywhere: 8, note: 'Inspiring',
      examples: [['Instead of waiting for an email, clients log in to the portal and see all their delivered reports in one place.', 'Instead of waiting for an email, clients log in to the portal and see all their delivered reports all in one place.']],
    }),
  ],
  mismatch: (text) => countMatches(text, FLAT) * 2,
  banks: INSPIRING_BANKS,
  openerFrom: 4,
  closerFrom: 3,
  textPasses: [
    // No stock tail on an achievement (", and this is only the beginning", ", and the best is still
    // ahead"): 5 of 7 uses on real texts were graded 2, spliced onto an award's name, a list of
    // prizes or the writer's weary "at least we have reached the 17th".
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
