import { releasedAs } from '../rules/body-rewrites.js';
import { removeDoubleHedges } from '../rules/body-rewrites.js';
import { removeOpinionOpeners } from '../rules/hedges.js';
import { BALANCED_BANKS } from '../data/banks/balanced.js';
import { CONNECTOR_START } from '../data/word-sets.js';
import type { RewriteContext } from '../context.js';
import { looksLikeClause } from '../language/clauses.js';
import { formalConnectors, withPrefix } from '../rules/prefix.js';
import { exclamationsToPeriods, removeEmoji } from '../rules/punctuation.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { evaluativeToNeutral, removeIntensifiers } from '../rules/word-swaps.js';
import type { WorkSentence } from '../work-document.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const EMOTIVE =
  /\b(?:incredibly|amazing|amazingly|super|extremely|really|totally|absolutely|awesome|fantastic|incredible|terrible|awful|huge|massive|insane|love|hate|thrilled|excited)\b|!/gi;
const NOT_AN_ARGUMENT =
  /\b(?:thank|thanks|appreciate|regards|questions|reach out|let me know|let us know|hello|hi|welcome)\b|\?$/i;
const CONCLUSION = /\b(?:should|need|needs|must|recommend|will|please|let['’]s|can|means|so)\b/i;
const FEELING_OPENER = /^I\s+(?:feel\s+like|feel\s+that|get\s+the\s+sense\s+that)\s+/i;

function argumentSentences(sentences: WorkSentence[]): WorkSentence[] {
  return sentences.filter(
    (sentence) =>
      !sentence.added && sentence.role !== 'item' && !NOT_AN_ARGUMENT.test(sentence.text),
  );
}

// A marker reads naturally before a subject ("First, the outage …"), not before an adverb.
const SUBJECT_START =
  /^(?:\uE000\d+\uE001|the|this|that|these|those|our|your|their|its|a|an|we|it|they|you|I|there|most|many|all|each|every|some|one|both|customers|users|prices|pricing|costs?|data)\b/i;

function mark(sentence: WorkSentence | undefined, prefix: string, ctx: RewriteContext): boolean {
  // A sentence that carries on after an inline greeting ("Hi all, we had…") takes no marker.
  if (
    !sentence ||
    /^\p{Ll}/u.test(sentence.source) ||
    CONNECTOR_START.test(sentence.text) ||
    !SUBJECT_START.test(sentence.text)
  ) {
    return false;
  }
  const marked = withPrefix(sentence.text, prefix, ctx);
  if (!marked) return false;
  sentence.text = marked;
  return true;
}

export const BALANCED: ToneDefinition = {
  tone: 'balanced',
  rules: [
    wordRule('neutral-words', 1, 'all', evaluativeToNeutral),
    wordRule('no-intensifiers', 1, 'all', removeIntensifiers),
    wordRule('no-exclamations', 1, 'all', exclamationsToPeriods),
    wordRule('emoji', 1, 'all', removeEmoji),
    wordRule('double-hedges', 1, 'all', removeDoubleHedges),
    sentenceRule('now-available', 5, 'budget', (text) => releasedAs(text, 'now available')),
    sentenceRule('opinion-openers', 5, 'budget', removeOpinionOpeners),
    sentenceRule('formal-connectors', 3, 'all', formalConnectors),
    sentenceRule('split-contrast', 5, 'budget', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:but|so|splice)$/),
    ),
    sentenceRule('split-contrast-everywhere', 9, 'all', (text) =>
      splitAtConjunctions(text, 'formal', 4, /^(?:but|so|splice|and)$/),
    ),
    sentenceRule('observed-not-felt', 7, 'budget', (text) =>
      text.replace(FEELING_OPENER, 'It appears that '),
    ),
  ],
  mismatch: (text) => countMatches(text, EMOTIVE) * 2 + (/,\s+(?:but|so)\s+/.test(text) ? 1 : 0),
  banks: BALANCED_BANKS,
  openerFrom: 7,
  // A summing-up line says little; only the top of the scale takes one.
  closerFrom: 9,
  textPasses: [
    {
      // The argument's shape: First, … In addition, … Therefore, …
      from: 3,
      apply(sentences, ctx) {
        const argument = argumentSentences(sentences);
        if (argument.length < 3) return;
        const first = argument.find((sentence) => looksLikeClause(sentence.text));
        if (!first || !mark(first, 'First,', ctx)) return;
        const hasAddition = sentences.some((sentence) => /^In addition,/.test(sentence.text));
        if (ctx.intensity >= 5 && argument.length >= 4 && !hasAddition) {
          const middle = argument
            .slice(1, -1)
            .find((sentence) => sentence.selected && !CONNECTOR_START.test(sentence.text));
          mark(middle, 'In addition,', ctx);
        }
        if (ctx.intensity >= 5) {
          const last = argument[argument.length - 1];
          if (last === first || !CONCLUSION.test(last.text)) return;
          const summary = ctx.intensity >= 9 && argument.length >= 5;
          mark(last, summary ? 'In summary,' : 'Therefore,', ctx);
        }
      },
    },
  ],
};
