import type { EmotionTone } from '../../ai.types.js';
import type { RewriteContext } from '../context.js';
import type { ToneBanks } from '../data/banks/bank-types.js';
import type { SentenceRule } from '../rules/rule.js';
import type { WorkSentence } from '../work-document.js';

/** A pass over the whole text that needs to see sentences in order (argument structure). */
export interface TextPass {
  /** The entry's id in the trace. */
  readonly id: string;
  readonly from: number;
  apply(sentences: WorkSentence[], ctx: RewriteContext): void;
}

export interface ToneDefinition {
  readonly tone: EmotionTone;
  /** In the order they run; each has its own lowest intensity. */
  readonly rules: readonly SentenceRule[];
  /** A register that must hold everywhere at the end, added sentences included. */
  readonly register?: { readonly from: number; apply(text: string, ctx: RewriteContext): string };
  /** How far a sentence is from the tone: sentences further away enter the budget first. */
  mismatch(text: string): number;
  readonly banks: ToneBanks;
  readonly openerFrom: number;
  readonly closerFrom: number;
  /** From this intensity the added closing line ends with an exclamation mark. */
  readonly exclaimCloserFrom?: number;
  /** Whether an opening line suits this text (a friendly "Hope you're well!" needs a reader). */
  openerFits?(ctx: RewriteContext): boolean;
  readonly textPasses?: readonly TextPass[];
  /** What the tone does to the author's headings (calm stops them shouting). */
  readonly heading?: (text: string) => string;
}

/** Counts the matches of a global pattern. */
export const countMatches = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
