import { documentFunctions, sentenceFunctions } from './frame/sentence-function.js';
import { USE_CASE_WORD_RANGES } from '../ai.types.js';
import type { RewriteContext } from './context.js';
import { GENERIC_NOUNS } from './data/word-sets.js';
import { MORE_ELABORATIONS } from './data/banks/more-phrases.js';
import { fillSlots, repeats } from './frame/insert.js';
import { removeDoubtAdverbs } from './rules/hedges.js';
import { removeFillers, removeIntensifiers } from './rules/word-swaps.js';
import type { ToneDefinition } from './tones/tone-definition.js';
import { countWords } from './language/words.js';
import type { WorkDocument, WorkLine, WorkSentence } from './work-document.js';
import { newSentence } from './work-document.js';
import { carriesObligation } from './verify/speech-acts.js';

interface Placed {
  sentence: WorkSentence;
  line: WorkLine;
}

const MASK = /\uE000\d+\uE001/;
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

/** The word range this rewrite should land in, if any. */
export function targetRange(
  ctx: RewriteContext,
  _inputWords: number,
  explicitUseCase: boolean,
): [number, number] | undefined {
  if (ctx.targetWords && ctx.targetWords > 0)
    return [Math.round(ctx.targetWords * 0.92), Math.round(ctx.targetWords * 1.08)];
  if (!explicitUseCase || ctx.useCase === 'general') return undefined;
  const [, max] = USE_CASE_WORD_RANGES[ctx.useCase];
  // A use case caps the length; it does not pad a short text with stock sentences (the frame
  // it adds, a greeting or a call to action, is the growth it gets). Only an explicit word
  // target grows a text.
  return [0, max];
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

function trim(work: WorkDocument, ctx: RewriteContext, max: number): void {
  let words = totalWords(work);
  if (words <= max) return;
  for (const { sentence } of placedSentences(work)) {
    sentence.text = removeDoubtAdverbs(removeIntensifiers(removeFillers(sentence.text)));
  }
  words = totalWords(work);
  const candidates = placedSentences(work).filter(
    ({ sentence }, index, all) =>
      // The opening stays; the last sentence may go too when the text has three or more.
      index > 0 &&
      (index < all.length - 1 || all.length >= 3) &&
      sentence.role !== 'item' &&
      !MASK.test(sentence.text) &&
      // Shortening never drops a promise, an apology, an offer or an ask.
      !carriesObligation(sentence.source),
  );
  candidates.sort((a, b) => importance(a.sentence, ctx) - importance(b.sentence, ctx));
  for (const { sentence, line } of candidates) {
    if (words <= max) break;
    const at = line.sentences.indexOf(sentence);
    if (at < 0) continue;
    line.sentences.splice(at, 1);
    words -= countWords(work.masker.unmask(sentence.text));
  }
}

function expand(
  work: WorkDocument,
  ctx: RewriteContext,
  tone: ToneDefinition,
  min: number,
  max: number,
): void {
  let words = totalWords(work);
  const banks = [
    [...tone.banks.elaboration, ...MORE_ELABORATIONS[tone.tone]],
    tone.banks.opener.general,
    tone.banks.closer.general,
    tone.banks.opener[ctx.situation],
    tone.banks.closer[ctx.situation],
  ];
  const anchors = placedSentences(work).filter(
    ({ sentence }) => sentence.role !== 'item' && !sentence.added,
  );
  if (anchors.length === 0) return;
  const present = documentFunctions(work);
  let turn = 0;
  for (const bank of banks) {
    for (let attempt = 0; attempt < bank.length && words < min; attempt++) {
      const anchor = anchors[(turn * 2 + 1) % anchors.length] ?? anchors[0];
      const nearby = anchor.line.sentences.map((s) => s.text);
      const picked = ctx.picker.pick(
        bank,
        `grow|${turn}|${anchor.sentence.source}`,
        (phrase) =>
          fillSlots(phrase, ctx) !== undefined &&
          !repeats(phrase, nearby) &&
          !sentenceFunctions(phrase).some((name) => present.has(name)),
      );
      // Only an accepted phrase: a rejected last candidate must not slip through.
      const filled = picked === undefined ? undefined : fillSlots(picked, ctx);
      if (!filled) break;
      const added = countWords(filled);
      if (words + added > max) return;
      const at = anchor.line.sentences.indexOf(anchor.sentence);
      anchor.line.sentences.splice(at + 1, 0, newSentence(filled, 'body', true));
      words += added;
      for (const name of sentenceFunctions(filled)) present.add(name);
      turn++;
    }
  }
}

/** Brings the text into its word range: trims fillers and minor sentences, or grows it with elaborations. */
export function fitLength(
  work: WorkDocument,
  ctx: RewriteContext,
  tone: ToneDefinition,
  range: [number, number] | undefined,
): void {
  if (!range) return;
  const [min, max] = range;
  const words = totalWords(work);
  if (words > max) trim(work, ctx, max);
  else if (words < min) expand(work, ctx, tone, min, max);
}
