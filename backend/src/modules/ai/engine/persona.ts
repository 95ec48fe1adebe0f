import { MASK, MASK_AT_START, maskPattern } from '../guardrails/mask-token.js';
import type { PersonaProfile } from '../ai.types.js';
import type { RewriteContext } from './context.js';
import { removeDoubtAdverbs } from './rules/hedges.js';
import { addressReaderOfOffer } from './rules/person.js';
import { removeEmoji } from './rules/punctuation.js';
import type { SentenceRule } from './rules/rule.js';
import { sentenceRule, wordRule } from './rules/rule.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import { removePreamble } from './rules/lead-moves.js';
import {
  removeFillers,
  removeIntensifiers,
  technicalSwaps,
  vividVerbs,
} from './rules/word-swaps.js';
import { evaluativeToNeutral } from './rules/neutral-words.js';
import type { TextPass } from './tones/tone-definition.js';

export interface PersonaStyle {
  rules: readonly SentenceRule[];
  textPasses: readonly TextPass[];
  /** Sentences longer than this are split where two clauses meet. */
  maxSentenceWords?: number;
  /** Always close with a call to action from this intensity. */
  ctaFrom?: number;
}

const APPROXIMATE = maskPattern('gi')`\b(?:around|about|roughly|some)\s+(?=${MASK})`;
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\be\.g\.,?\s*/gi, 'for example, '],
  [/\bi\.e\.,?\s*/gi, 'that is, '],
];
function approximately(text: string, ctx: RewriteContext): string {
  return text.replace(APPROXIMATE, (match, offset: number) => {
    const token = MASK_AT_START.exec(text.slice(offset + match.length))?.[0] ?? '';
    const kind = ctx.masker.spanAt(token)?.kind;
    return kind === 'number' || kind === 'money' || kind === 'time' ? 'approximately ' : match;
  });
}

function expandAbbreviations(text: string): string {
  let out = text;
  for (const [pattern, replacement] of ABBREVIATIONS) out = out.replace(pattern, replacement);
  return out;
}

const splitLong = (limit: number) => (text: string) =>
  text.split(/\s+/).length > limit ? splitAtConjunctions(text, 'plain') : text;

export const PERSONAS: Record<PersonaProfile, PersonaStyle> = {
  adaptive: { rules: [], textPasses: [] },
  executive: {
    rules: [
      sentenceRule('no-preamble', 3, 'budget', removePreamble),
      wordRule('no-doubt', 3, 'budget', removeDoubtAdverbs),
      sentenceRule('short-sentences', 5, 'budget', splitLong(18)),
    ],
    maxSentenceWords: 18,
    // No "bottom line first" reordering: a request moved ahead of its context ("Please store
    // some water in advance." before the shut-off it prepares for) reads wrong, and rules cannot
    // tell which sentences lean on the ones before them.
    textPasses: [],
  },
  creative: {
    rules: [wordRule('vivid-verbs', 3, 'budget', vividVerbs)],
    textPasses: [],
  },
  technical: {
    rules: [
      wordRule('precise-words', 1, 'all', technicalSwaps),
      wordRule('no-fillers', 1, 'all', removeFillers),
      wordRule('no-emoji', 1, 'all', removeEmoji),
      wordRule('no-intensifiers', 3, 'all', removeIntensifiers),
      wordRule('neutral-words', 3, 'all', evaluativeToNeutral),
      wordRule('approximately', 3, 'all', (text, _info, ctx) => approximately(text, ctx)),
    ],
    textPasses: [],
  },
  sales: {
    rules: [sentenceRule('address-reader', 3, 'all', addressReaderOfOffer)],
    textPasses: [],
    ctaFrom: 4,
  },
  educator: {
    rules: [
      wordRule('spelled-out', 3, 'all', expandAbbreviations),
      sentenceRule('this-means', 3, 'budget', (text) =>
        splitAtConjunctions(text, 'explain', 4, /^(?:so|which means)$/),
      ),
    ],
    // No "In short," stuck onto the last sentence: a summary has to sum something up.
    textPasses: [],
  },
};
