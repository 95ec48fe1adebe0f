import type { PersonaProfile } from '../ai.types.js';
import type { RewriteContext } from './context.js';
import { IMPERATIVE_VERBS } from './data/word-sets.js';
import { removeDoubtAdverbs } from './rules/hedges.js';
import { addressReader } from './rules/person.js';
import { removeEmoji } from './rules/punctuation.js';
import type { SentenceRule } from './rules/rule.js';
import { sentenceRule, wordRule } from './rules/rule.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import {
  evaluativeToNeutral,
  removeFillers,
  removeIntensifiers,
  removePreamble,
  technicalSwaps,
  vividVerbs,
} from './rules/word-swaps.js';
import type { TextPass } from './tones/tone-definition.js';
import type { WorkSentence } from './work-document.js';

export interface PersonaStyle {
  rules: readonly SentenceRule[];
  textPasses: readonly TextPass[];
  /** Sentences longer than this are split where two clauses meet. */
  maxSentenceWords?: number;
  /** Always close with a call to action from this intensity. */
  ctaFrom?: number;
}

const APPROXIMATE = /\b(?:around|about|roughly|some)\s+(?=\uE000\d+\uE001)/gi;
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\be\.g\.,?\s*/gi, 'for example, '],
  [/\bi\.e\.,?\s*/gi, 'that is, '],
];
const DECISION =
  /\b(?:please|need|needs|must|decision|decide|recommend|approve|deadline|by \uE000)/i;

function approximately(text: string, ctx: RewriteContext): string {
  return text.replace(APPROXIMATE, (match, offset: number) => {
    const token = /^\uE000\d+\uE001/.exec(text.slice(offset + match.length))?.[0] ?? '';
    const kind = ctx.masker.spanAt(token)?.kind;
    return kind === 'number' || kind === 'money' || kind === 'time' ? 'approximately ' : match;
  });
}

function expandAbbreviations(text: string): string {
  let out = text;
  for (const [pattern, replacement] of ABBREVIATIONS) out = out.replace(pattern, replacement);
  return out;
}

const isRequestOrDecision = (sentence: WorkSentence) =>
  DECISION.test(sentence.text) ||
  IMPERATIVE_VERBS.has(sentence.text.split(/\s+/, 1)[0]?.toLowerCase() ?? '');

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
    textPasses: [
      {
        // Bottom line first: the request or decision opens the text.
        from: 6,
        apply(sentences) {
          const first = sentences.find((sentence) => sentence.role !== 'item' && !sentence.added);
          if (!first) return;
          const paragraph = sentences.filter(
            (sentence) => sentence.block === first.block && !sentence.added,
          );
          const index = paragraph.findIndex(
            (sentence, position) => position > 0 && isRequestOrDecision(sentence),
          );
          if (index <= 0 || paragraph.length < 3) return;
          // Rotate the texts so the request leads and everything else keeps its order.
          const texts = paragraph.map((sentence) => sentence.text);
          const [request] = texts.splice(index, 1);
          texts.unshift(request);
          paragraph.forEach((sentence, position) => (sentence.text = texts[position]));
        },
      },
    ],
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
    rules: [sentenceRule('address-reader', 3, 'all', addressReader)],
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
