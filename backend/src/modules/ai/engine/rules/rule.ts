import { OPEN_MODALS } from '../../analysis/lexicon/hedges.js';
import { anyWord } from '../../analysis/lexicon/phrase-list.js';
import { MASK_TOKENS } from '../../guardrails/mask-token.js';
import type { RewriteContext, SentenceInfo } from '../context.js';
import type { SentenceRole } from '../work-document.js';

export interface SentenceRule {
  readonly id: string;
  /** Lowest intensity the rule runs at. */
  readonly from: number;
  /**
   * 'all': a register rule (contractions, exclamation marks) that must hold for the whole text
   * once active; 'budget': only sentences inside the intensity budget.
   */
  readonly reach: 'all' | 'budget';
  /** Roles the rule may touch; list items, usually fragments, only take word-level rules. */
  readonly roles: readonly SentenceRole[];
  /** From this intensity a 'budget' entry reaches every sentence. */
  readonly everywhere?: number;
  /** The entry drops whole sentences ("Sorry for the trouble!"); no other entry may empty one. */
  readonly dropsSentence?: boolean;
  apply(text: string, info: SentenceInfo, ctx: RewriteContext): string;
  /** Sentences before and after, each checked through the whole engine at `from`. */
  readonly examples: readonly Example[];
  /** What the entry does and what it leaves alone, for a reader of the table. */
  readonly note: string;
}

/** A sentence as written and the sentence the engine's output holds instead. */
export type Example = readonly [before: string, after: string];

/** What a table entry may add to its id, intensity, reach and transform. */
export interface EntryOptions {
  readonly roles?: readonly SentenceRole[];
  readonly everywhere?: number;
  readonly dropsSentence?: boolean;
  readonly examples?: readonly Example[];
  readonly note?: string;
}

/**
 * Entries that change how sure the writer sounds ("might" → "should", "possibly" dropped,
 * "I think" dropped). They never run on a sentence that holds an offer, a price or a date:
 * "We could possibly offer a 20% discount" is the writer's hedge to drop, not ours.
 */
const MODALITY =
  /^(?:firm-modals|commit-modals|commitments|double-hedges|doubt-adverbs|doubt-as-risk|drop-trying|expectations|firm-estimate|firm-past|guess-as-hope|hope-to-confidence|no-doubt|present-intent|softeners|no-softeners|opinion-openers|firm-opinions|suggestions)(?:-everywhere)?$/;

export const changesModality = (id: string) => MODALITY.test(id);

/** Moves that only drop a hedge word around the writer's own modal verb. */
const HEDGE_DROPS = new Set(['opinion-openers', 'doubt-adverbs', 'double-hedges', 'softeners']);
const MODALS = /\b(?:should|could|would|might|may|can|will|shall|must)\b/gi;
const OPEN_MODAL = new RegExp(anyWord(OPEN_MODALS), 'i');
const modalsOf = (text: string) =>
  (text.match(MODALS) ?? [])
    .map((word) => word.toLowerCase())
    .sort()
    .join(' ');

/**
 * On a sentence with a date, a hedge word may go only where the writer's modal verb stays and
 * still leaves the matter open: "we should probably move the review to Thursday" → "we should
 * move…"; never "we will probably launch on March 3" → "we will launch…", which makes a plan a
 * promise. A hedge on an offer or a price always stays (see stakesOf).
 */
export const keepsTermsOpen = (id: string, before: string, after: string) =>
  HEDGE_DROPS.has(id) && OPEN_MODAL.test(after) && modalsOf(before) === modalsOf(after);

/**
 * Words that make a sentence a matter of terms: an offer, a price, a deadline, a delivery time
 * ("may take up to 10 business days" is not ours to make "will"). A product's launch
 * or release, or a figure such as "4 hours", is not a term the reader holds the writer to.
 */
const STAKES =
  /\b(?:offer|offering|discount|price|prices|pricing|cost|costs|fee|fees|refund|credit|rebate|free|deadline|contract|quote|guarantee|warranty|business days?|working days?)\b|%/i;

/**
 * What the sentence holds the writer to: 'terms' (an offer or price word, money), 'date', or
 * null. `kindOf` reads a mask token's kind.
 */
export function stakesOf(
  text: string,
  kindOf: (token: string) => string | undefined,
): 'terms' | 'date' | null {
  if (STAKES.test(text)) return 'terms';
  let date = false;
  for (const token of text.match(MASK_TOKENS) ?? []) {
    const kind = kindOf(token);
    if (kind === 'money') return 'terms';
    if (kind === 'date') date = true;
  }
  return date ? 'date' : null;
}

const SENTENCE_ROLES: readonly SentenceRole[] = ['opening', 'body', 'closing'];
const ALL_ROLES: readonly SentenceRole[] = ['opening', 'body', 'closing', 'item'];

type Apply = SentenceRule['apply'];

const entry = (
  id: string,
  from: number,
  reach: SentenceRule['reach'],
  apply: Apply,
  roles: readonly SentenceRole[],
  options: EntryOptions,
): SentenceRule => ({
  id,
  from,
  reach,
  roles: options.roles ?? roles,
  apply,
  everywhere: options.everywhere,
  dropsSentence: options.dropsSentence,
  examples: options.examples ?? [],
  note: options.note ?? '',
});

/** A word-level entry: reaches list items too. */
export const wordRule = (
  id: string,
  from: number,
  reach: SentenceRule['reach'],
  apply: Apply,
  options: EntryOptions = {},
): SentenceRule => entry(id, from, reach, apply, ALL_ROLES, options);

/** A sentence-level entry: full sentences only, unless `roles` says which. */
export const sentenceRule = (
  id: string,
  from: number,
  reach: SentenceRule['reach'],
  apply: Apply,
  options: EntryOptions = {},
): SentenceRule => entry(id, from, reach, apply, SENTENCE_ROLES, options);

/** Does the entry run on this sentence at this intensity? */
export const reaches = (rule: SentenceRule, selected: boolean, intensity: number) =>
  rule.reach === 'all' ||
  selected ||
  (rule.everywhere !== undefined && rule.everywhere <= intensity);
