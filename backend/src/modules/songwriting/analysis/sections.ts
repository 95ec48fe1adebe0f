import type { SectionKind } from '../options.js';
import { normalizeLine } from './line-analysis.js';

/** One sung line and where it sits in the lyric as written. */
export interface LyricLine {
  text: string;
  /** 0-based index among the sung lines (labels and blank lines not counted). */
  index: number;
  /** 0-based line number in the text as submitted (for the editor's margin). */
  source_line: number;
}

export interface LyricSection {
  kind: SectionKind;
  /** "Verse 2", "Chorus"... */
  label: string;
  /** Whether the kind came from a label in the text, or from repetition and position. */
  from_label: boolean;
  lines: LyricLine[];
}

const LABEL =
  /^\s*[[(]?\s*(intro|verse|pre[- ]?chorus|chorus|hook|refrain|bridge|middle 8|outro|coda)\s*(\d+)?\s*[\])]?\s*:?\s*$/i;

function kindOfLabel(word: string): SectionKind {
  const name = word.toLowerCase().replace(/\s+/g, '');
  if (name.startsWith('pre')) return 'pre-chorus';
  if (name === 'hook' || name === 'refrain' || name === 'chorus') return 'chorus';
  if (name === 'middle8' || name === 'bridge') return 'bridge';
  if (name === 'coda' || name === 'outro') return 'outro';
  if (name === 'intro') return 'intro';
  return 'verse';
}

/** Blank-line separated stanzas, or labelled blocks; an unbroken lyric is cut into groups of 4. */
function blocks(lyrics: string): {
  label?: { kind: SectionKind; number?: string };
  lines: { text: string; source_line: number }[];
}[] {
  const result: ReturnType<typeof blocks> = [];
  let current: (typeof result)[number] | undefined;
  lyrics.split(/\r?\n/).forEach((raw, sourceLine) => {
    const label = LABEL.exec(raw);
    if (label) {
      current = { label: { kind: kindOfLabel(label[1]), number: label[2] }, lines: [] };
      result.push(current);
      return;
    }
    if (!raw.trim()) {
      if (current && current.lines.length > 0) current = undefined;
      return;
    }
    if (!current) {
      current = { lines: [] };
      result.push(current);
    }
    current.lines.push({ text: raw.trim(), source_line: sourceLine });
  });
  const filled = result.filter((block) => block.lines.length > 0);
  if (filled.length === 1 && !filled[0].label && filled[0].lines.length > 8) {
    const lines = filled[0].lines;
    return Array.from({ length: Math.ceil(lines.length / 4) }, (_, index) => ({
      lines: lines.slice(index * 4, index * 4 + 4),
    }));
  }
  return filled;
}

/** Share of one block's lines that also appear in the other. */
function overlap(a: readonly string[], b: readonly string[]): number {
  const other = new Set(b);
  return a.filter((line) => other.has(line)).length / Math.max(1, Math.min(a.length, b.length));
}

/**
 * Unlabelled blocks named by repetition and position: a block that comes back (most of its
 * lines repeated) is the chorus; a repeated block that always comes right before it is the
 * pre-chorus; a one-off block between the last two choruses is the bridge; a one-off block after
 * the last chorus is the outro; the rest are verses.
 */
function kindsByRepetition(texts: string[][]): SectionKind[] {
  const group = texts.map(() => -1);
  let groups = 0;
  texts.forEach((lines, index) => {
    if (group[index] >= 0) return;
    const same = texts
      .map((other, otherIndex) =>
        otherIndex > index && group[otherIndex] < 0 && overlap(lines, other) >= 0.6
          ? otherIndex
          : -1,
      )
      .filter((otherIndex) => otherIndex >= 0);
    if (same.length === 0) return;
    group[index] = groups;
    for (const otherIndex of same) group[otherIndex] = groups;
    groups += 1;
  });
  const members = (id: number) => group.flatMap((value, index) => (value === id ? [index] : []));
  // The chorus is the repeated group with the most occurrences, then the later one (pre-choruses lead into it).
  let chorus = -1;
  for (let id = 0; id < groups; id += 1) {
    if (
      chorus < 0 ||
      members(id).length > members(chorus).length ||
      (members(id).length === members(chorus).length && members(id)[0] > members(chorus)[0])
    )
      chorus = id;
  }
  const chorusAt = chorus >= 0 ? members(chorus) : [];
  const kinds: SectionKind[] = texts.map((_, index) => {
    if (group[index] === chorus && chorus >= 0) return 'chorus';
    if (group[index] >= 0) {
      return members(group[index]).every((position) => chorusAt.includes(position + 1))
        ? 'pre-chorus'
        : 'verse';
    }
    return 'verse';
  });
  if (chorusAt.length >= 2) {
    const last = chorusAt[chorusAt.length - 1];
    const beforeLast = chorusAt[chorusAt.length - 2];
    const candidate = last - 1;
    const versesBefore = kinds.slice(0, candidate).filter((kind) => kind === 'verse').length;
    if (candidate === beforeLast + 1 && group[candidate] < 0 && versesBefore >= 2)
      kinds[candidate] = 'bridge';
    for (let index = last + 1; index < texts.length; index += 1) {
      if (group[index] < 0) kinds[index] = 'outro';
    }
  }
  return kinds;
}

const TITLE: Record<SectionKind, string> = {
  intro: 'Intro',
  verse: 'Verse',
  'pre-chorus': 'Pre-Chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
};

/** The lyric's sections: from its labels when it has them, otherwise from repetition and position. */
export function splitSections(lyrics: string): LyricSection[] {
  const found = blocks(lyrics);
  const labelled = found.some((block) => block.label);
  const kinds = labelled
    ? found.map((block) => block.label?.kind ?? 'verse')
    : kindsByRepetition(found.map((block) => block.lines.map((line) => normalizeLine(line.text))));
  let index = 0;
  const counts: Partial<Record<SectionKind, number>> = {};
  return found.map((block, position) => {
    const kind = kinds[position];
    counts[kind] = (counts[kind] ?? 0) + 1;
    const number = block.label?.number ?? (kind === 'verse' ? String(counts[kind]) : undefined);
    const lines = block.lines.map((line) => ({ ...line, index: index++ }));
    return {
      kind,
      label: number ? `${TITLE[kind]} ${number}` : TITLE[kind],
      from_label: Boolean(block.label),
      lines,
    };
  });
}
