import type { RewriteContext } from '../context.js';
import type { SituationBank } from '../data/banks/bank-types.js';
import { MORE_CLOSERS, MORE_ELABORATIONS, MORE_OPENERS } from '../data/banks/more-phrases.js';
import type { ToneDefinition } from '../tones/tone-definition.js';
import type { WorkDocument, WorkSentence } from '../work-document.js';
import { bodySentences, newSentence } from '../work-document.js';
import { closingTexts, fillSlots, insertClosing, insertOpening, repeats } from './insert.js';

/**
 * Phrases that fit the situation: a problem gets only problem lines; a request may also take
 * general ones; the extra banks widen the choice so texts rarely share a sentence.
 */
function situational(
  bank: SituationBank,
  extra: Partial<SituationBank>,
  ctx: RewriteContext,
): readonly string[] {
  const general = [...bank.general, ...(extra.general ?? [])];
  if (ctx.situation === 'problem') {
    const problem = [...bank.problem, ...(extra.problem ?? [])];
    return problem.length > 0 ? problem : general;
  }
  if (ctx.situation === 'request') return [...bank.request, ...(extra.request ?? []), ...general];
  return general;
}

function pickPhrase(
  bank: readonly string[],
  key: string,
  ctx: RewriteContext,
  nearby: readonly string[],
): string | undefined {
  let filled: string | undefined;
  ctx.picker.pick(bank, key, (phrase) => {
    filled = fillSlots(phrase, ctx);
    return filled !== undefined && !repeats(phrase, nearby);
  });
  return filled;
}

/** Puts a sentence straight after another one, wherever that one stands. */
function insertAfter(work: WorkDocument, anchor: WorkSentence, sentence: WorkSentence): void {
  for (const block of work.blocks) {
    for (const line of block.lines) {
      const at = line.sentences.indexOf(anchor);
      if (at >= 0) line.sentences.splice(at + 1, 0, sentence);
    }
  }
}

/**
 * Only at the very top of the scale does a longer text (five sentences or more) take one
 * developing sentence, after a plain statement in the middle; next to a reported problem only
 * a line about that problem fits.
 */
function addDevelopingSentence(
  work: WorkDocument,
  tone: ToneDefinition,
  ctx: RewriteContext,
  body: WorkSentence[],
): void {
  if (ctx.intensity < 10 || body.length < 5) return;
  const middle = body
    .slice(1, -1)
    .filter(
      (sentence, index) =>
        !sentence.added &&
        /[^"”]\.$/.test(sentence.text) &&
        !/^["“]/.test(body[index + 2]?.text ?? ''),
    );
  const anchor = middle[Math.floor(middle.length / 2)];
  if (!anchor) return;
  const bank =
    ctx.situation === 'problem'
      ? [...tone.banks.closer.problem, ...(MORE_CLOSERS[tone.tone].problem ?? [])]
      : [...tone.banks.elaboration, ...MORE_ELABORATIONS[tone.tone]];
  const phrase = pickPhrase(
    bank,
    `middle|${anchor.source}`,
    ctx,
    body.map((sentence) => sentence.text),
  );
  if (phrase) insertAfter(work, anchor, newSentence(phrase, 'body', true));
}

/**
 * The tone's own frame: at most one opening line and one closing line, chosen to fit the text,
 * and at intensity 10 one developing sentence in a longer text. Small next to the sentence
 * rewrites: the tone lives in the body.
 */
export function addToneFrame(
  work: WorkDocument,
  tone: ToneDefinition,
  ctx: RewriteContext,
  skipCloser = false,
): void {
  const body = bodySentences(work).filter((sentence) => sentence.role !== 'item');
  if (body.length === 0) return;
  const opening = body[0].source;
  if (ctx.intensity >= tone.openerFrom && (tone.openerFits?.(ctx) ?? true)) {
    const phrase = pickPhrase(
      situational(tone.banks.opener, MORE_OPENERS[tone.tone], ctx),
      `opener|${opening}`,
      ctx,
      body.map((sentence) => sentence.text),
    );
    if (phrase) insertOpening(work, phrase);
  }
  addDevelopingSentence(work, tone, ctx, body);
  if (ctx.intensity >= tone.closerFrom && !skipCloser) {
    const phrase = pickPhrase(
      situational(tone.banks.closer, MORE_CLOSERS[tone.tone], ctx),
      `closer|${opening}`,
      ctx,
      closingTexts(work, 3),
    );
    const exclaim = tone.exclaimCloserFrom !== undefined && ctx.intensity >= tone.exclaimCloserFrom;
    if (phrase) insertClosing(work, exclaim ? phrase.replace(/\.$/, '!') : phrase);
  }
}
