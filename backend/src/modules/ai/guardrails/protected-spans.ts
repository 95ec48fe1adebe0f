import type { ProtectedKind, ProtectedSpan } from '../ai.types.js';
import { isLexiconName } from '../engine/language/lexicon.js';
import { escapeRegExp } from '../engine/language/words.js';
import { findNameCandidates, nameRuns, type NameRun } from './name-detection.js';
import { SPAN_PATTERNS } from './span-patterns.js';

export interface SpanMatch extends ProtectedSpan {
  start: number;
  end: number;
}

export interface SpanOptions {
  lockedTerms: readonly RegExp[];
  /** Names known from the whole text (capitalised mid-sentence somewhere, or found by compromise). */
  knownNames: ReadonlySet<string>;
  /** Headings keep their words anyway; title case there says nothing about names. */
  detectNames: boolean;
  /** The line's capitalised runs when the caller already has them. */
  runs?: readonly NameRun[];
}

/** One case-insensitive, word-bounded pattern per locked term. */
export function lockedTermPatterns(terms: readonly string[] | undefined): RegExp[] {
  const unique = [...new Set((terms ?? []).map((term) => term.trim()).filter(Boolean))];
  return unique.map((term) => {
    const left = /^\w/.test(term) ? '(?<![\\w])' : '';
    const right = /\w$/.test(term) ? '(?![\\w])' : '';
    return new RegExp(`${left}${escapeRegExp(term)}${right}`, 'gi');
  });
}

function collect(line: string, pattern: RegExp, kind: ProtectedKind, into: SpanMatch[]): void {
  pattern.lastIndex = 0;
  for (const match of line.matchAll(pattern)) {
    if (match[0].trim().length === 0) continue;
    into.push({ kind, text: match[0], start: match.index, end: match.index + match[0].length });
  }
}

/** Leftmost-longest: a span inside a longer one (a number inside a quote) belongs to it. */
function resolveOverlaps(candidates: SpanMatch[]): SpanMatch[] {
  const kindRank = (kind: ProtectedKind) => (kind === 'locked_term' ? 0 : 1);
  candidates.sort(
    (a, b) =>
      a.start - b.start ||
      b.end - b.start - (a.end - a.start) ||
      kindRank(a.kind) - kindRank(b.kind),
  );
  const chosen: SpanMatch[] = [];
  let reach = -1;
  for (const candidate of candidates) {
    if (candidate.start < reach) continue;
    chosen.push(candidate);
    reach = candidate.end;
  }
  return chosen;
}

/** Protected spans of one line, without overlaps, in order. */
export function findProtectedSpans(
  line: string,
  options: SpanOptions,
): { spans: SpanMatch[]; nested: SpanMatch[] } {
  const candidates: SpanMatch[] = [];
  for (const pattern of options.lockedTerms) collect(line, pattern, 'locked_term', candidates);
  for (const { kind, pattern, needs } of SPAN_PATTERNS) {
    if (!needs || needs.test(line)) collect(line, pattern, kind, candidates);
  }
  if (options.detectNames) {
    const isKnownName = (word: string) => options.knownNames.has(word) || isLexiconName(word);
    for (const name of findNameCandidates(line, isKnownName, options.runs)) {
      candidates.push({ kind: 'name', text: name.text, start: name.start, end: name.end });
    }
  }
  const locked = candidates.filter((candidate) => candidate.kind === 'locked_term');
  const spans = resolveOverlaps(candidates);
  // A locked term swallowed by a longer span is still reported: the user asked for it by name.
  const nested = locked.filter((term) => !spans.includes(term));
  return { spans, nested };
}

/** Names capitalised mid-sentence anywhere in the text vouch for the same word at a sentence start. */
export function collectKnownNames(
  lines: readonly string[],
  extra: readonly string[],
  runsOf: (line: string) => readonly NameRun[] = nameRuns,
): Set<string> {
  const names = new Set<string>(extra);
  for (const line of lines) {
    for (const candidate of runsOf(line)) {
      if (!candidate.midSentence) continue;
      names.add(candidate.text);
      for (const part of candidate.text.split(' ')) if (part.length > 1) names.add(part);
    }
  }
  return names;
}
