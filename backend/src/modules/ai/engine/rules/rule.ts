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
  apply(text: string, info: SentenceInfo, ctx: RewriteContext): string;
}

const SENTENCE_ROLES: readonly SentenceRole[] = ['opening', 'body', 'closing'];
const ALL_ROLES: readonly SentenceRole[] = ['opening', 'body', 'closing', 'item'];

type Apply = SentenceRule['apply'];

/** A word-level rule: reaches list items too. */
export const wordRule = (
  id: string,
  from: number,
  reach: SentenceRule['reach'],
  apply: Apply,
): SentenceRule => ({
  id,
  from,
  reach,
  roles: ALL_ROLES,
  apply,
});

/** A sentence-level rule: full sentences only. */
export const sentenceRule = (
  id: string,
  from: number,
  reach: SentenceRule['reach'],
  apply: Apply,
  roles: readonly SentenceRole[] = SENTENCE_ROLES,
): SentenceRule => ({ id, from, reach, roles, apply });
