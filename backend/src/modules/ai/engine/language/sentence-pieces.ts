import { MASK, MASK_OPEN, maskPattern } from '../../guardrails/mask-token.js';
import type { SpanMatch } from '../../guardrails/protected-spans.js';
import { goesOnAfterAbbreviation, isMiddleInitial } from './abbreviations.js';

/** "U.S.", "E.U.", "a.m.", "e.g.": one span with its full stops, never a sentence end. */
const INITIALISM = /(?<![\p{L}\p{N}.])(?:\p{L}\.){2,}(?![\p{L}\p{N}])/gu;

/**
 * Name detection sees "U" and "S" in "U.S. steel" as two names, and the sentence splitter then
 * ends a sentence after "U.S." ("U.S. Steel", "the E.U. To fall", "the U.S. Plus, green
 * Building Council"). An initialism is masked whole, with its full stops, instead.
 */
export function withInitialisms(line: string, spans: readonly SpanMatch[]): SpanMatch[] {
  let out = [...spans];
  for (const match of line.matchAll(INITIALISM)) {
    const start = match.index;
    const end = start + match[0].length;
    const inside = (span: SpanMatch) => span.start >= start && span.end <= end;
    const apart = (span: SpanMatch) => span.end <= start || span.start >= end;
    // Already inside a longer span, or crossing one: that span decides.
    if (!out.every((span) => inside(span) || apart(span))) continue;
    out = [...out.filter(apart), { kind: 'name', text: match[0], start, end }];
  }
  return out.sort((a, b) => a.start - b.start);
}

const LAST_WORD = maskPattern('u')`(${MASK}|[\p{L}.]+)\.$`;
/**
 * "… and features", "…. and I sewed", "and . . . that's odd": an ellipsis the writer goes on after
 * in lower case.
 */
const ELLIPSIS_END = /(?:\.{3,}|…|\.(?:\s\.){2,})["'”’)\]]*$/;

// "…ages! and lots of games": a conjunction in lower case carries the sentence on, and so does a
// verb after a name that ends in "!" ("Uganda Rocks! was a huge success", "yes baby Alpacas! to
// care for"); "…by friday? we need them asap" in a chat starts a new one.
// "…early – the first pick was on 6 April! – when it did come…": a dash after the mark closes an
// aside, and the sentence goes on after it.
const GOES_ON =
  /^\s*(?:[–—]|-(?=\s)|(?:and|or|nor|but|plus|with|as well as|then|is|was|are|were|has|had|have|will|would|did|does|to)\b)/;

/**
 * compromise's pieces, joined again where a piece ends in an abbreviation: with names and dates
 * masked, "We met Dr. Patel" reads "We met ◊0. ◊1" and would split after "Dr." (and a post would
 * put "Dr." and "Patel" in two paragraphs); a masked name can end in one too ("◊3." for "Move
 * America Inc."). A piece after an ellipsis that goes on in lower case is the same sentence.
 */
export function joinAbbreviations(parts: string[], unmask: (text: string) => string): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    const previous = joined[joined.length - 1]?.trimEnd();
    const last = previous ? LAST_WORD.exec(previous)?.[1] : undefined;
    // An unmasked initialism ("the U.S. Orders ship…") was already read by compromise.
    const initialism = last !== undefined && !last.startsWith(MASK_OPEN) && last.includes('.');
    const abbreviated =
      previous !== undefined &&
      last !== undefined &&
      !initialism &&
      (goesOnAfterAbbreviation(`${unmask(last)}.`, part) ||
        isMiddleInitial(unmask(previous), unmask(part)));
    const ellipsis =
      previous !== undefined && ELLIPSIS_END.test(previous) && /^\s*\p{Ll}/u.test(part);
    // "…for children of all ages! and lots of games…": a "!" or "?" the writer goes on after
    // in lower case is a mark inside the sentence.
    const exclaimed =
      previous !== undefined && /[!?]["'”’)]*$/.test(previous) && GOES_ON.test(part);
    if (previous !== undefined && (abbreviated || ellipsis || exclaimed))
      joined[joined.length - 1] = joined[joined.length - 1] + part;
    else joined.push(part);
  }
  return joined;
}
