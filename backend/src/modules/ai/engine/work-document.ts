import type { Block, TextDocument } from '../format/document.js';
import {
  collectKnownNames,
  findProtectedSpans,
  lockedTermPatterns,
} from '../guardrails/protected-spans.js';
import type { ProtectedSpan } from '../ai.types.js';
import { SpanMasker } from '../guardrails/span-masker.js';
import { nameRuns, type NameRun } from '../guardrails/name-detection.js';
import { joinAbbreviations, withInitialisms } from './language/sentence-pieces.js';
import { splitSentenceStrings } from './language/lexicon.js';
import { markLinesThatGoOn } from './line-breaks.js';
import {
  BARE_NAME,
  DASH_NAME,
  DASH_SIGNATURE,
  GREETING_LINE,
  inlineGreeting,
  isClosingFormula,
  isInlineSignoff,
  isSignatureLike,
  SIGNATURE_LINE,
  SIGNOFF_LINE,
  SIGNOFF_PHRASE,
  SIGNED_LINE,
  TEAM_SIGNATURE,
  THANKS_LINE,
  TRAILING_DASH_NAME,
} from './letter-lines.js';

export type SentenceRole = 'opening' | 'body' | 'closing' | 'item';
export type LineKind = 'body' | 'greeting' | 'signoff' | 'signature' | 'item' | 'heading' | 'code';

export interface WorkSentence {
  text: string;
  /** The masked sentence as the author wrote it. */
  readonly source: string;
  role: SentenceRole;
  /** Inside the intensity budget: sentence-level rules may change it. */
  selected: boolean;
  /** Written by the engine (from a phrase bank), not by the author. */
  added: boolean;
  /** Part of the frame the author wrote (an inline greeting): kept as it is. */
  frozen: boolean;
  /** Index of the block (paragraph, list) the sentence belongs to. */
  block: number;
  /** Index of the author's line within a paragraph: a join never crosses a line break. */
  line?: number;
  /** The author's sign-off on the same line as the body ("Let me know. Best, Sam"): stays last. */
  signoff?: boolean;
  /** Opens a line that goes on from one with no end mark (line-breaks.ts): its case stays. */
  goesOn?: boolean;
  /** The trace: ids of the rule entries that changed this sentence, in order. */
  rules?: string[];
}

/** Records that a rule entry changed a sentence (the trace the API returns as `edits`). */
export function traceRule(sentence: WorkSentence, rule: string): void {
  if (!sentence.rules) sentence.rules = [];
  if (!sentence.rules.includes(rule)) sentence.rules.push(rule);
}

export interface WorkLine {
  kind: LineKind;
  sentences: WorkSentence[];
  marker?: string;
}

export interface WorkBlock {
  block: Block;
  lines: WorkLine[];
}

export interface WorkDocument {
  blocks: WorkBlock[];
  masker: SpanMasker;
  /** Every protected span of the input (for the guardrail report). */
  spans: ProtectedSpan[];
  /** The author's sentences dropped to meet a word limit or removed by an entry (in the trace). */
  dropped?: { sentence: WorkSentence; follows: WorkSentence | undefined }[];
}

/**
 * The author's name at the very end without a sign-off ("Kate", "The Canvasly team",
 * "Sam Whitaker / Order number 55-2091"): a last paragraph of one to three such lines, after
 * running text. Added closing lines go above it, never under the name.
 */
function markTrailingSignature(blocks: WorkBlock[]): void {
  const last = blocks[blocks.length - 1];
  if (!last || last.block.kind !== 'paragraph') return;
  if (last.lines.some((line) => line.kind === 'signoff' || line.kind === 'signature')) return;
  const texts = last.lines.map((line) => line.sentences.map((sentence) => sentence.text).join(' '));
  if (
    blocks.length >= 2 &&
    last.lines.length <= 3 &&
    last.lines.every((line) => line.kind === 'body') &&
    texts.every(isSignatureLike)
  ) {
    last.lines.forEach((line) => markSignature(line));
    return;
  }
  // "…your patience and support.\nMatt Olesh\nThe Bruery", "…before then.\nKate": one to three
  // lines of one or two capitalised words each, last in the text and under a finished sentence,
  // sign it even without a blank line before them (a name, then a company).
  let first = texts.length;
  while (first > 0 && texts.length - first < 3 && last.lines[first - 1].kind === 'body') {
    if (!BARE_NAME.test(texts[first - 1])) break;
    first--;
  }
  const above = texts[first - 1];
  if (first === texts.length || above === undefined) return;
  // "Happy April everyone,⏎Roisin xx": a short closing line that waits on the name signs off.
  if (isClosingFormula(above) && first > 1) {
    markSignature(last.lines[first - 1], 'signoff');
  } else if (!/[.!?]["'”’)]?$/.test(above)) return;
  last.lines.slice(first).forEach((line) => markSignature(line));
}

function markSignature(line: WorkLine, kind: LineKind = 'signature'): void {
  line.kind = kind;
  for (const sentence of line.sentences) sentence.frozen = true;
}

/**
 * The closing block when the author wrote it without the usual line breaks: a last line that is
 * only a name ("— Sam", "The Lumen team") under a thanks line, and a sign-off at the end of the
 * last line of running text ("Let me know. Best, Sam"). It is kept exactly and stays last.
 */
function markClosingBlock(blocks: WorkBlock[]): void {
  const last = blocks[blocks.length - 1];
  if (!last || last.block.kind !== 'paragraph') return;
  const textOf = (line: WorkLine) => line.sentences.map((sentence) => sentence.text).join(' ');
  const freeze = (line: WorkLine, kind: LineKind) => {
    line.kind = kind;
    line.sentences = [
      { ...newSentence(textOf(line), 'body', false, line.sentences[0]?.block ?? -1), frozen: true },
    ];
  };
  const lines = last.lines;
  const final = lines[lines.length - 1];
  const hasBody = blocks.some((block) =>
    block.lines.some((line) => line.kind === 'body' && line !== final),
  );
  if (final?.kind === 'body' && hasBody) {
    const text = textOf(final).trim();
    if (DASH_SIGNATURE.test(text) || TEAM_SIGNATURE.test(text)) {
      freeze(final, 'signature');
      // "Thanks for sticking with us!" just above the name belongs to the sign-off.
      const above = lines.length > 1 ? lines[lines.length - 2] : undefined;
      if (above?.kind === 'body' && THANKS_LINE.test(textOf(above).trim()))
        freeze(above, 'signoff');
      else if (lines.length === 1 && blocks.length > 1) {
        const previous = blocks[blocks.length - 2];
        const line = previous.lines[previous.lines.length - 1];
        if (
          previous.block.kind === 'paragraph' &&
          previous.lines.length === 1 &&
          line?.kind === 'body' &&
          THANKS_LINE.test(textOf(line).trim())
        )
          freeze(line, 'signoff');
      }
      return;
    }
  }
  // "…for the trouble. -jk": a one-line note signs off after its last sentence too.
  if (final?.kind === 'body' && (hasBody || final.sentences.length > 1)) {
    const text = textOf(final).trim();
    // "Interested to hear your thoughts,": a last line that ends in a comma is a closing
    // formula waiting for a name; nothing is put after it.
    if (hasBody && isClosingFormula(text)) {
      freeze(final, 'signoff');
      return;
    }
    // "As ever, Fr. Nicholas", "Best, Sam" on a line of their own: the sign-off and the name.
    if (hasBody && (isInlineSignoff(text) || SIGNED_LINE.test(text))) {
      freeze(final, 'signoff');
      return;
    }
    // "…an update in a few weeks – Liz": the name after a dash signs the text, and stays last.
    const last = final.sentences[final.sentences.length - 1];
    // "…zucchini and cucumbers!  -Farmer Matt": the sentence reader already cut the name off
    // after the last sentence; the dash stays on it and it signs the text.
    if (last && !last.frozen && final.sentences.length > 1 && DASH_NAME.test(last.text.trim())) {
      last.frozen = true;
      last.signoff = true;
      return;
    }
    const signed = hasBody && last && !last.frozen ? TRAILING_DASH_NAME.exec(last.text) : null;
    // "…fit you a carpet?  Helen - Charles Wilson Carpets": a name before the dash signs too.
    if (last && signed && final.sentences.length > 1 && SIGNATURE_LINE.test(signed[1].trim())) {
      last.frozen = true;
      last.signoff = true;
      return;
    }
    if (last && signed) {
      final.sentences[final.sentences.length - 1] = newSentence(
        signed[1],
        last.role,
        false,
        last.block,
      );
      final.sentences.push({
        ...newSentence(signed[2].trim(), 'body', false, last.block),
        frozen: true,
        signoff: true,
      });
      return;
    }
  }
  // "…Let me know. Best, Sam" on the last line: the sign-off sentence stays where it is.
  const line = [...lines].reverse().find((candidate) => candidate.kind === 'body');
  if (!line || line !== final || line.sentences.length < 2) return;
  const tail = line.sentences[line.sentences.length - 1];
  if (!tail.frozen && isInlineSignoff(tail.text.trim())) {
    tail.frozen = true;
    tail.signoff = true;
  }
}

export function newSentence(
  text: string,
  role: SentenceRole,
  added = false,
  block = -1,
): WorkSentence {
  return { text, source: text, role, selected: false, added, frozen: false, block };
}

function splitLine(
  masked: string,
  role: SentenceRole,
  block: number,
  unmask: (text: string) => string = (text) => text,
): WorkSentence[] {
  const sentences: WorkSentence[] = [];
  const greeting = inlineGreeting(masked);
  let rest = masked;
  if (greeting) {
    sentences.push({ ...newSentence(greeting.trim(), role, false, block), frozen: true });
    rest = masked.slice(greeting.length);
  }
  // A line with no sentence end before its last character is one sentence (list items,
  // headings, short lines): no need to ask compromise.
  const single = !/[.!?…]["'”’)\]]*\s+\S/.test(rest);
  for (const part of single ? [rest] : joinAbbreviations(splitSentenceStrings(rest), unmask)) {
    const text = part.trim();
    if (text) sentences.push(newSentence(text, role, false, block));
  }
  return sentences;
}

function lineKind(
  line: string,
  blockIndex: number,
  blockCount: number,
  previous: LineKind | undefined,
): LineKind {
  const trimmed = line.trim();
  const nearEnd = blockIndex >= blockCount - 2;
  if (GREETING_LINE.test(trimmed) && trimmed.split(/\s+/).length <= 8) return 'greeting';
  if (nearEnd && (SIGNOFF_LINE.test(trimmed) || SIGNOFF_PHRASE.test(trimmed))) return 'signoff';
  // Under a sign-off: the name, a job title, a company ("Account Executive, Dockly").
  if (
    (previous === 'signoff' || previous === 'signature') &&
    (SIGNATURE_LINE.test(trimmed) || isSignatureLike(trimmed))
  )
    return 'signature';
  return 'body';
}

/** Masks protected spans, splits lines into sentences and labels greetings and sign-offs. */
export function buildWorkDocument(
  doc: TextDocument,
  lockedTerms: readonly string[] | undefined,
  extraNames: readonly string[],
): WorkDocument {
  const masker = new SpanMasker();
  const spans: ProtectedSpan[] = [];
  const locked = lockedTermPatterns(lockedTerms);
  const allLines = doc.blocks.flatMap((block) =>
    block.kind === 'paragraph'
      ? block.lines
      : block.kind === 'list'
        ? block.items.map((item) => item.text)
        : [],
  );
  // Each line's capitalised runs are found once and read twice: for names the whole text
  // vouches for, then for the line's own spans.
  const runs = new Map<string, NameRun[]>();
  const runsOf = (line: string) => {
    let found = runs.get(line);
    if (!found) runs.set(line, (found = nameRuns(line)));
    return found;
  };
  const knownNames = collectKnownNames(allLines, extraNames, runsOf);
  const mask = (line: string, detectNames: boolean) => {
    const found = findProtectedSpans(line, {
      lockedTerms: locked,
      knownNames,
      detectNames,
      runs: detectNames ? runsOf(line) : undefined,
    });
    const merged = withInitialisms(line, found.spans);
    spans.push(...merged, ...found.nested);
    return masker.mask(line, merged);
  };
  const unmask = (text: string) => masker.unmask(text);
  const blocks = doc.blocks.map((block, blockIndex): WorkBlock => {
    switch (block.kind) {
      case 'heading':
        return {
          block,
          lines: [
            {
              kind: 'heading',
              sentences: [{ ...newSentence(mask(block.text, false), 'body'), frozen: true }],
            },
          ],
        };
      case 'code':
        return {
          block,
          lines: [
            { kind: 'code', sentences: [{ ...newSentence(block.text, 'body'), frozen: true }] },
          ],
        };
      case 'list':
        return {
          block,
          lines: block.items.map((item) => ({
            kind: 'item',
            marker: item.marker,
            sentences: splitLine(mask(item.text, true), 'item', blockIndex, unmask),
          })),
        };
      case 'paragraph': {
        let previous: LineKind | undefined;
        const lines = block.lines.map((line, lineIndex): WorkLine => {
          const kind = lineKind(line, blockIndex, doc.blocks.length, previous);
          previous = kind;
          const masked = mask(line, true);
          const sentences =
            kind === 'body'
              ? splitLine(masked, 'body', blockIndex, unmask)
              : [{ ...newSentence(masked, 'body', false, blockIndex), frozen: true }];
          for (const sentence of sentences) sentence.line = lineIndex;
          return { kind, sentences };
        });
        return { block, lines };
      }
    }
  });
  markTrailingSignature(blocks);
  markClosingBlock(blocks);
  assignRoles(blocks);
  markLinesThatGoOn(blocks);
  return { blocks, masker, spans };
}

/** The author's sentences that rules may rewrite, in reading order. */
export function bodySentences(work: { blocks: WorkBlock[] }): WorkSentence[] {
  const out: WorkSentence[] = [];
  for (const block of work.blocks) {
    for (const line of block.lines) {
      if (line.kind !== 'body' && line.kind !== 'item') continue;
      for (const sentence of line.sentences) if (!sentence.frozen) out.push(sentence);
    }
  }
  return out;
}

function assignRoles(blocks: WorkBlock[]): void {
  const sentences = bodySentences({ blocks }).filter((sentence) => sentence.role !== 'item');
  sentences.forEach((sentence, index) => {
    sentence.role = index === 0 ? 'opening' : index === sentences.length - 1 ? 'closing' : 'body';
  });
}
