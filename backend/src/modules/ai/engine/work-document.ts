import type { Block, TextDocument } from '../format/document.js';
import {
  collectKnownNames,
  findProtectedSpans,
  lockedTermPatterns,
} from '../guardrails/protected-spans.js';
import type { ProtectedSpan } from '../ai.types.js';
import { SpanMasker } from '../guardrails/span-masker.js';
import { nameRuns, type NameRun } from '../guardrails/name-detection.js';
import { splitSentenceStrings } from './language/lexicon.js';

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
}

const GREETING_LINE =
  /^(?:(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening)|hiya|howdy|to whom it may concern)\b(?:[^.?]|\b(?:Mr|Mrs|Ms|Dr|Prof)\.){0,60}|to (?:all|everyone|the team)\b[^.?!]{0,30}|(?:all|everyone|team|folks|colleagues))[,!:]?$/i;
const INLINE_GREETING =
  /^((?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b(?:[^,.!?\n]|\b(?:Mr|Mrs|Ms|Dr|Prof)\.){0,40}[,!]+\s+)(?=\S)/i;
const SIGNOFF_LINE =
  /^(?:best|best regards|kind regards|warm regards|warmest regards|regards|warmly|cheers|thanks|thank you|many thanks|thanks again|sincerely|yours(?: truly| sincerely)?|all the best|talk soon|speak soon|take care|with thanks|respectfully|best wishes|warm wishes|with gratitude|onwards|love)[,!.]?$/i;
/** "Thanks for your time," "Thank you again for your help,": a closing formula ends in a comma. */
const SIGNOFF_PHRASE =
  /^(?:thanks|thank you|many thanks|best|kind|warm|all the best|looking forward|see you|with)\b[^.!?]{0,40},$/i;
const SIGNATURE_WORDS = 7;
const SIGNATURE_LINE =
  /^[\p{Lu}][\p{L}.'’-]*(?:\s[\p{Lu}][\p{L}.'’-]*){0,3}$|^\uE000\d+\uE001(?:\s\uE000\d+\uE001)?$/u;

/** A short unpunctuated line that starts with a capital: a name, a title, a team. */
const isSignatureLike = (line: string) =>
  /^[\p{Lu}\uE000]/u.test(line) &&
  !/[.!?:;]$/.test(line) &&
  line.split(/\s+/).length <= SIGNATURE_WORDS;

/**
 * The author's name at the very end without a sign-off ("Kate", "The Canvasly team",
 * "Sam Whitaker / Order number 55-2091"): a last paragraph of one to three such lines, after
 * running text. Added closing lines go above it, never under the name.
 */
function markTrailingSignature(blocks: WorkBlock[]): void {
  const last = blocks[blocks.length - 1];
  if (!last || last.block.kind !== 'paragraph' || blocks.length < 2) return;
  if (last.lines.some((line) => line.kind === 'signoff' || line.kind === 'signature')) return;
  if (last.lines.length > 3 || !last.lines.every((line) => line.kind === 'body')) return;
  const texts = last.lines.map((line) => line.sentences.map((sentence) => sentence.text).join(' '));
  if (!texts.every(isSignatureLike)) return;
  for (const line of last.lines) {
    line.kind = 'signature';
    for (const sentence of line.sentences) sentence.frozen = true;
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

function splitLine(masked: string, role: SentenceRole, block: number): WorkSentence[] {
  const sentences: WorkSentence[] = [];
  const greeting = INLINE_GREETING.exec(masked);
  let rest = masked;
  if (greeting) {
    sentences.push({ ...newSentence(greeting[1].trim(), role, false, block), frozen: true });
    rest = masked.slice(greeting[1].length);
  }
  // A line with no sentence end before its last character is one sentence (list items,
  // headings, short lines): no need to ask compromise.
  const single = !/[.!?…]["'”’)\]]*\s+\S/.test(rest);
  for (const part of single ? [rest] : splitSentenceStrings(rest)) {
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
    spans.push(...found.spans, ...found.nested);
    return masker.mask(line, found.spans);
  };
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
            sentences: splitLine(mask(item.text, true), 'item', blockIndex),
          })),
        };
      case 'paragraph': {
        let previous: LineKind | undefined;
        const lines = block.lines.map((line): WorkLine => {
          const kind = lineKind(line, blockIndex, doc.blocks.length, previous);
          previous = kind;
          const masked = mask(line, true);
          const sentences =
            kind === 'body'
              ? splitLine(masked, 'body', blockIndex)
              : [{ ...newSentence(masked, 'body', false, blockIndex), frozen: true }];
          return { kind, sentences };
        });
        return { block, lines };
      }
    }
  });
  markTrailingSignature(blocks);
  assignRoles(blocks);
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
