import type { RewriteContext } from '../context.js';
import { COMPLAINT_CLOSERS, TONE_CLOSERS, TONE_OPENERS } from '../data/banks/frame-lines.js';
import type { ToneDefinition } from '../tones/tone-definition.js';
import type { WorkDocument } from '../work-document.js';
import { bodySentences } from '../work-document.js';
import { documentFunctions, sentenceFunctions } from './sentence-function.js';
import { closingTexts, fillSlots, insertClosing, insertOpening, repeats } from './insert.js';

function pickPhrase(
  bank: readonly string[],
  key: string,
  ctx: RewriteContext,
  nearby: readonly string[],
  work: WorkDocument,
): string | undefined {
  // A text that already apologises or thanks gets no second apology or thanks.
  const present = documentFunctions(work);
  const picked = ctx.picker.pick(
    bank,
    key,
    (phrase) =>
      fillSlots(phrase, ctx) !== undefined &&
      !repeats(phrase, nearby) &&
      !sentenceFunctions(phrase).some((name) => present.has(name)),
  );
  // Only the accepted phrase: a rejected one (it repeats the text) must not slip through.
  return picked === undefined ? undefined : fillSlots(picked, ctx);
}

const PLEASANTRY =
  /^(?:I\s+)?(?:hope|trust)\b|^(?:thanks|thank you)\b|^(?:good|great|lovely) to\b/i;
// "No rush" next to a deadline contradicts the author.
const COMPLAINT =
  /\b(?:disappointed|unacceptable|I expect|I demand|complaint|still (?:don['’]t|do not|haven['’]t|have not))\b/i;
const APOLOGY = /\b(?:sorry|apologi[sz]e|apologies)\b/i;
const DEADLINE = /\b(?:by|before|until|no later than|deadline)\b/i;

/**
 * The tone's own frame, for messages only: a pleasantry after the greeting of a letter or an
 * e-mail, and one closing line before the sign-off, chosen to fit the situation. Small next to
 * the sentence rewrites: the tone lives in the body.
 */
export function addToneFrame(
  work: WorkDocument,
  tone: ToneDefinition,
  ctx: RewriteContext,
  skipCloser = false,
): void {
  const body = bodySentences(work).filter((sentence) => sentence.role !== 'item');
  const greeted = work.blocks.some((block) =>
    block.lines.some(
      (line) => line.kind === 'greeting' || (line.kind === 'body' && line.sentences[0]?.frozen),
    ),
  );
  const signed = work.blocks.some((block) =>
    block.lines.some(
      (line) => line.kind === 'signoff' || line.sentences.some((sentence) => sentence.signoff),
    ),
  );
  // A letter, an e-mail or a chat message: someone is written to, not a notice or a post. A
  // notice that apologises for a problem has readers too, and may thank them for their patience.
  const apologises = ctx.situation === 'problem' && body.some((s) => APOLOGY.test(s.text));
  const addressed =
    greeted || signed || apologises || ctx.useCase === 'email' || ctx.useCase === 'whatsapp';
  if (body.length === 0 || !addressed) return;
  const opening = body[0].source;
  if (
    greeted &&
    ctx.intensity >= tone.openerFrom &&
    (tone.openerFits?.(ctx) ?? true) &&
    !PLEASANTRY.test(body[0].text)
  ) {
    const phrase = pickPhrase(
      TONE_OPENERS[tone.tone][ctx.situation],
      `opener|${opening}`,
      ctx,
      body.map((sentence) => sentence.text),
      work,
    );
    if (phrase) insertOpening(work, phrase);
  }
  if (ctx.intensity >= tone.closerFrom && !skipCloser) {
    const deadline = body.some((sentence) => DEADLINE.test(sentence.text));
    // Someone let down writes a complaint; the company that let them down apologises.
    const complaint =
      ctx.situation === 'problem' && !apologises && body.some((s) => COMPLAINT.test(s.text));
    const lines = complaint ? COMPLAINT_CLOSERS[tone.tone] : TONE_CLOSERS[tone.tone][ctx.situation];
    const bank = lines.filter((line) => !deadline || !/take your time|no rush/i.test(line));
    const phrase = pickPhrase(bank, `closer|${opening}`, ctx, closingTexts(work, 3), work);
    const exclaim = tone.exclaimCloserFrom !== undefined && ctx.intensity >= tone.exclaimCloserFrom;
    if (phrase) insertClosing(work, exclaim ? phrase.replace(/\.$/, '!') : phrase);
  }
}
