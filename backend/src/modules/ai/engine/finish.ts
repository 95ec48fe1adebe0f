import { MASK_CLOSE, MASK_OPEN, maskPattern } from '../guardrails/mask-token.js';
import type { RewriteContext } from './context.js';
import { reframeGreeting } from './frame/greeting.js';
import { greetingOnOwnLine } from './frame/insert.js';
import { lowerFirst } from './language/casing.js';
import {
  capitaliseFirstLetter,
  curlApostrophes,
  hasEndMark,
  safeTidy,
  tidySentence,
} from './grammar/tidy.js';
import { keepTidyAtSeams } from './grammar/tidy-seams.js';
import type { ToneDefinition } from './tones/tone-definition.js';
import type { WorkDocument, WorkSentence } from './work-document.js';
import { traceRule } from './work-document.js';

/** Between rules: collapse spacing, drop leading punctuation and restore the capital. */
export function addSettledCapital(text: string, keepLower: boolean): string {
  const settled = text
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:–—-]+/, '')
    .trim();
  // "a. Open your order": a letter and its full stop label a step; the writer's case stays.
  return keepLower
    ? settled
    : settled.replace(/^\p{Ll}(?![.)](?:\s|$))/u, (char) => char.toUpperCase());
}

/**
 * A sentence the author left unpunctuated needs a full stop once another follows it (one the
 * engine added, or the author's next one after a join); "…at 10 a.m." ends on the span's own.
 */
export function stoppedBefore(
  text: string,
  next: WorkSentence | undefined,
  unmask: (text: string) => string,
): string {
  // "…in a few weeks – Liz": a signature after a dash follows the sentence as written.
  if (!next || (next.signoff && /^[–—-]/.test(next.text))) return text;
  const plain = unmask(text).trim();
  return hasEndMark(plain) || EMOTICON_AFTER_STOP.test(plain) ? text : `${text}.`;
}

// "…this following years!! X3", "Done! :)": a face after the writer's stop, or alone, ends one.
const EMOTICON_AFTER_STOP =
  /(?:^|[.!?…]["'”’)]*\s+)(?:[xX:;=8][-'^]?[3DPpOo)(|/\\*]|<3|\p{Extended_Pictographic}+)$/u;

const firstWord = (text: string) =>
  /^\S+/.exec(text)?.[0].replace(maskPattern('gu')`[^\p{L}${MASK_OPEN}-${MASK_CLOSE}\d]`, '') ?? '';

/**
 * The writer's sentence still opens on the writer's own lower-case word ("a. Check your order",
 * "soy candles are…", "(this is a link…)"): its case is theirs. A capital there fixes nothing a
 * reader minds and breaks step labels, names and sentences the reader took apart wrongly.
 */
export const opensAsWritten = (source: string, text: string) =>
  /^["'“‘([]*\p{Ll}/u.test(source) &&
  firstWord(text).toLowerCase() === firstWord(source).toLowerCase();

/**
 * "Hi Dana, I wanted to follow up…" rewritten to "Following up…": the new sentence cannot carry
 * on after the comma with a capital, so the greeting moves to a line of its own, as in a letter.
 * A lower-case start ("Hi team, the server…") stays on the line and stays lower case.
 */
function settleInlineGreeting(work: WorkDocument): void {
  for (const block of work.blocks) {
    if (block.block.kind !== 'paragraph') continue;
    const line = block.lines.find((candidate) => candidate.kind === 'body');
    if (!line) return;
    const [inline, next] = line.sentences;
    if (!inline?.frozen || inline.signoff || !next || next.frozen) return;
    if (!/,$/.test(inline.text.trim()) || /^\p{Ll}/u.test(next.source)) return;
    const changed = firstWord(next.text).toLowerCase() !== firstWord(next.source).toLowerCase();
    // "Good morning Mr. Patel, Thank you…": the author's own capital after the comma reads as a
    // letter whose greeting lost its line break.
    const capitalAfterComma = /^(?!I\b)\p{Lu}\p{Ll}/u.test(next.source);
    if ((changed || capitalAfterComma) && /^\p{Lu}/u.test(next.text) && !/^I\b/.test(next.text))
      greetingOnOwnLine(work, line);
    return;
  }
}

/**
 * A line the engine put just before the writer's sentence, or a greeting it wrote out as a
 * sentence ("hey team," → "Hello team, I hope this finds you well."), ends in a full stop of its
 * own: the writer's sentence no longer goes on from what they wrote before it.
 */
export const afterNewStop = (before: WorkSentence | undefined): boolean =>
  before !== undefined && (before.added || (hasEndMark(before.text) && !hasEndMark(before.source)));

/**
 * The grammar tidy-up of a sentence the rules left as `text`: all of it in a line the engine
 * wrote; in the author's sentence only the fixes beside the rules' own changes, and the few that
 * harm no text anywhere (a run of spaces, "i"); the capital a sentence starts with, unless it
 * goes on from the line before.
 */
function tidiedEdit(
  sentence: WorkSentence,
  text: string,
  textOf: (token: string) => string,
  capitaliseFirst: boolean,
  afterStop = false,
): string {
  if (sentence.added) return tidySentence(text, textOf, capitaliseFirst);
  const capital = afterStop || (capitaliseFirst && !opensAsWritten(sentence.source, text));
  const kept = safeTidy(
    text === sentence.source
      ? text
      : keepTidyAtSeams(sentence.source, text, tidySentence(text, textOf, capital)),
  );
  return capital ? capitaliseFirstLetter(kept) : kept;
}

/**
 * The last pass over every sentence: the tone's register (added sentences included), the
 * grammar tidy-up and the author's apostrophe style. Emptied sentences disappear.
 */
export function finishSentences(
  work: WorkDocument,
  ctx: RewriteContext,
  tone: ToneDefinition,
): void {
  const textOf = (token: string) => ctx.masker.textOf(token);
  settleInlineGreeting(work);
  const register =
    tone.register && tone.register.from <= ctx.intensity ? tone.register.apply : undefined;
  for (const block of work.blocks) {
    for (const line of block.lines) {
      if (line.kind === 'heading') {
        if (tone.heading)
          line.sentences.forEach((sentence) => {
            const heading = tone.heading!(sentence.text);
            sentence.text = tidiedEdit(sentence, heading, textOf, true);
          });
        continue;
      }
      if (line.kind === 'greeting') {
        line.sentences.forEach((sentence) => {
          const next = reframeGreeting(sentence.text, ctx.tone, ctx.intensity, (text) =>
            ctx.masker.unmask(text),
          );
          if (next !== sentence.text) traceRule(sentence, 'greeting');
          sentence.text = next;
        });
        continue;
      }
      if (line.kind !== 'body' && line.kind !== 'item') continue;
      const inline = line.sentences[0];
      if (inline?.frozen && line.kind === 'body') {
        let next = reframeGreeting(inline.text, ctx.tone, ctx.intensity, (text) =>
          ctx.masker.unmask(text),
        );
        // "Good morning everyone! Let us…": a letter's comma cannot stand before the writer's
        // capital on the same line; the calm greeting ends as a sentence.
        const after = line.sentences[1]?.text ?? '';
        if (/,\s*$/.test(next) && !/,\s*$/.test(inline.text) && /^(?!I\b)\p{Lu}/u.test(after))
          next = next.replace(/,(\s*)$/, '.$1');
        if (next !== inline.text) traceRule(inline, 'greeting');
        inline.text = next;
      }
      line.sentences.forEach((sentence, index) => {
        if (sentence.frozen) return;
        // After an inline greeting that ends in a comma ("Hi team, just a reminder…") the
        // sentence carries on in lower case, as the author wrote it.
        const afterComma = index === 1 && inline?.frozen === true && /,$/.test(inline.text);
        // "…to tell you⏎two more things": a line that goes on from one without an end mark is
        // the same sentence, broken where the writer broke it.
        const keepLower =
          (line.kind === 'item' || afterComma || sentence.goesOn === true) &&
          /^\p{Ll}/u.test(sentence.source);
        let text = register ? register(sentence.text, ctx) : sentence.text;
        if (text !== sentence.text) traceRule(sentence, 'register');
        text = tidiedEdit(
          sentence,
          text,
          textOf,
          !keepLower,
          afterNewStop(line.sentences[index - 1]),
        );
        if (afterComma && keepLower && !maskPattern()`^(?:I\b|${MASK_OPEN})`.test(text))
          text = lowerFirst(text);
        // The author's own sentence keeps their apostrophes; the rules' straight ones are curled.
        const curl = ctx.curlyApostrophes && (sentence.added || text !== sentence.source);
        sentence.text = curl ? curlApostrophes(text) : text;
      });
      const kept = line.sentences.filter((sentence) =>
        maskPattern('u')`[\p{L}\p{N}${MASK_OPEN}]`.test(sentence.text),
      );
      // The author's sentences an entry removed stay in the trace, where they stood.
      line.sentences.forEach((sentence, index) => {
        if (kept.includes(sentence) || sentence.added || !sentence.rules?.length) return;
        const follows = line.sentences.slice(0, index).findLast((other) => kept.includes(other));
        work.dropped = [...(work.dropped ?? []), { sentence, follows }];
      });
      line.sentences = kept;
      line.sentences.forEach((sentence, index) => {
        if (!sentence.frozen)
          sentence.text = stoppedBefore(sentence.text, line.sentences[index + 1], (text) =>
            ctx.masker.unmask(text),
          );
      });
    }
  }
}
