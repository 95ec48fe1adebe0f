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

/**
 * The tone's own frame: an opening line, a closing line and, at the top of the scale, a
 * sentence in the middle. Small next to the sentence rewrites, and chosen to fit the text.
 */
function insertAfter(work: WorkDocument, anchor: WorkSentence, sentence: WorkSentence): void {
  for (const block of work.blocks) {
    for (const line of block.lines) {
      const at = line.sentences.indexOf(anchor);
      if (at >= 0) line.sentences.splice(at + 1, 0, sentence);
    }
  }
}

/** The last author sentence of each running-text line that has at least two sentences. */
function paragraphEnds(work: WorkDocument): WorkSentence[] {
  const ends: WorkSentence[] = [];
  for (const block of work.blocks) {
    if (block.block.kind !== 'paragraph') continue;
    for (const line of block.lines) {
      const own = line.sentences.filter((sentence) => !sentence.frozen && !sentence.added);
      const last = own[own.length - 1];
      if (line.kind === 'body' && own.length >= 2 && last && !/["”]$/.test(last.text))
        ends.push(last);
    }
  }
  return ends;
}

export function addToneFrame(work: WorkDocument, tone: ToneDefinition, ctx: RewriteContext): void {
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
  // At the top of the scale the body itself grows: one developing sentence at 8, two at 10.
  // It goes at the end of a paragraph, never between the parts of a quotation or an argument.
  const paragraphEndings = paragraphEnds(work).filter(
    (sentence) => sentence !== body[body.length - 1],
  );
  // A text of one paragraph takes it between two plain statements instead.
  const ends =
    paragraphEndings.length > 0
      ? paragraphEndings
      : body
          .slice(1, -1)
          .filter(
            (sentence, index) =>
              !/["”]$/.test(sentence.text) && !/^["“]/.test(body[index + 2]?.text ?? ''),
          );
  const anchors =
    ctx.intensity >= 10 && body.length >= 5 && ends.length >= 2
      ? [ends[Math.floor(ends.length / 3)], ends[Math.floor((2 * ends.length) / 3)]]
      : ctx.intensity >= 8 && body.length >= 4 && ends.length >= 1
        ? [ends[Math.floor(ends.length / 2)]]
        : [];
  // Next to a reported problem only words about that problem fit.
  const bank =
    ctx.situation === 'problem'
      ? [...tone.banks.closer.problem, ...(MORE_CLOSERS[tone.tone].problem ?? [])]
      : [...tone.banks.elaboration, ...MORE_ELABORATIONS[tone.tone]];
  for (const anchor of anchors) {
    const phrase = pickPhrase(
      bank,
      `middle|${anchor.source}`,
      ctx,
      body.map((sentence) => sentence.text),
    );
    if (phrase) insertAfter(work, anchor, newSentence(phrase, 'body', true));
  }
  if (ctx.intensity >= tone.closerFrom) {
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
