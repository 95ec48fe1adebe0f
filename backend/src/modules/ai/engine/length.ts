import { HAS_MASK } from '../guardrails/mask-token.js';
import { USE_CASE_WORD_RANGES } from '../ai.types.js';
import type { RewriteContext } from './context.js';
import { GENERIC_NOUNS } from './data/topic-words.js';
import { removeFillers, removeIntensifiers } from './rules/word-swaps.js';
import { countWords } from './language/words.js';
import type { WorkDocument, WorkLine, WorkSentence } from './work-document.js';
import { traceRule } from './work-document.js';
import { carriesObligation } from './verify/speech-acts.js';

interface Placed {
  sentence: WorkSentence;
  line: WorkLine;
}

/** A rule the reader must follow ("must", "never", "no refunds after…"): it stays. */
const RULE_WORDS =
  /\b(?:must|mustn['’]t|required|requires?|only|never|always|not allowed|no longer|may not|cannot|can['’]t|deadline|due|expires?|policy|terms)\b/i;
const FILLER_SENTENCE =
  /^(?:I\s+hope\s+(?:this|the)\s+(?:e-?mail|message|note)\s+finds\s+you\s+well|hope\s+you(?:['’]re|\s+are)\s+(?:doing\s+)?well|I\s+(?:just\s+)?wanted\s+to\s+(?:reach\s+out|touch\s+base|check\s+in)|as\s+you\s+(?:may|might)\s+know|thanks?\s+(?:you\s+)?(?:so\s+much\s+)?for\s+reading)/i;

function placedSentences(work: WorkDocument): Placed[] {
  const placed: Placed[] = [];
  for (const block of work.blocks) {
    for (const line of block.lines) {
      if (line.kind !== 'body' && line.kind !== 'item') continue;
      for (const sentence of line.sentences) if (!sentence.frozen) placed.push({ sentence, line });
    }
  }
  return placed;
}

function totalWords(work: WorkDocument): number {
  let total = 0;
  for (const block of work.blocks) {
    for (const line of block.lines) {
      for (const sentence of line.sentences) total += countWords(work.masker.unmask(sentence.text));
    }
  }
  return total;
}

/** The most words this rewrite may have: a word target or the use case's range caps it. */
export function wordLimit(ctx: RewriteContext, explicitUseCase: boolean): number | undefined {
  if (ctx.targetWords && ctx.targetWords > 0) return Math.round(ctx.targetWords * 1.08);
  if (!explicitUseCase || ctx.useCase === 'general') return undefined;
  return USE_CASE_WORD_RANGES[ctx.useCase][1];
}

/** Said when a word target asks for more than the text has: the built-in engine writes no new content. */
export function shortOfTargetNote(words: number, target: number | undefined): string | undefined {
  if (!target || words >= target * 0.85) return undefined;
  return (
    `kept at ${words} words: the built-in engine does not write new content to reach ` +
    `${target} words (connect a model provider for longer drafts)`
  );
}

/** How much a sentence carries: content words, topic words, facts. Frames and fillers carry little. */
function importance(sentence: WorkSentence, ctx: RewriteContext): number {
  if (sentence.added) return 0.5;
  const words = sentence.text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const content = words.filter((word) => !GENERIC_NOUNS.has(word)).length;
  const topical = words.filter((word) => ctx.topic.nouns.includes(word)).length;
  const filler = FILLER_SENTENCE.test(sentence.text) ? -10 : 0;
  return content + topical * 2 + filler;
}

/** The sentence before this one in reading order, whatever its line. */
function previousSentence(work: WorkDocument, target: WorkSentence): WorkSentence | undefined {
  let previous: WorkSentence | undefined;
  for (const block of work.blocks) {
    for (const line of block.lines) {
      for (const sentence of line.sentences) {
        if (sentence === target) return previous;
        previous = sentence;
      }
    }
  }
  return previous;
}

function trim(work: WorkDocument, ctx: RewriteContext, max: number): void {
  let words = totalWords(work);
  if (words <= max) return;
  // Fillers and intensifiers only: a hedge ("possibly", "might") is the writer's, never a way to
  // save words.
  for (const { sentence } of placedSentences(work)) {
    const next = removeIntensifiers(removeFillers(sentence.text));
    if (next !== sentence.text) {
      sentence.text = next;
      traceRule(sentence, 'word-limit');
    }
  }
  words = totalWords(work);
  const candidates = placedSentences(work).filter(
    ({ sentence }, index, all) =>
      // The opening stays; the last sentence may go too when the text has three or more.
      index > 0 &&
      (index < all.length - 1 || all.length >= 3) &&
      sentence.role !== 'item' &&
      // Nothing holding a number, a link, a name or another protected detail, nor a rule.
      !HAS_MASK.test(sentence.text) &&
      !RULE_WORDS.test(sentence.source) &&
      // Shortening never drops a promise, an apology, an offer or an ask.
      !carriesObligation(sentence.source),
  );
  candidates.sort((a, b) => importance(a.sentence, ctx) - importance(b.sentence, ctx));
  for (const { sentence, line } of candidates) {
    if (words <= max) break;
    const at = line.sentences.indexOf(sentence);
    if (at < 0) continue;
    const follows = previousSentence(work, sentence);
    line.sentences.splice(at, 1);
    if (!sentence.added) work.dropped = [...(work.dropped ?? []), { sentence, follows }];
    words -= countWords(work.masker.unmask(sentence.text));
  }
}

/**
 * Brings the text under its word limit by trimming fillers and minor sentences. It never grows
 * a text: stock sentences added to reach a word count say nothing about the text (a reader
 * grades them as filler), so a short text stays short and the result says so.
 */
export function fitLength(work: WorkDocument, ctx: RewriteContext, max: number | undefined): void {
  if (max !== undefined && totalWords(work) > max) trim(work, ctx, max);
}

/** The note naming what a word limit dropped: the person sees every sentence that went. */
export function droppedNote(work: WorkDocument): string | undefined {
  const dropped = (work.dropped ?? [])
    .filter(({ sentence }) => !sentence.rules?.length)
    .map(({ sentence }) => `"${work.masker.unmask(sentence.source)}"`);
  if (dropped.length === 0) return undefined;
  return `dropped to meet the word limit: ${dropped.join(', ')}`;
}
