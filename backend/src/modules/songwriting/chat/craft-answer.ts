import type { AnalyzedLine, AnalyzedSection } from '../analysis/analysis.types.js';
import type { analyzeLyrics } from '../analysis/analyze-lyrics.js';
import { normalizeLine } from '../analysis/line-analysis.js';
import { pronounce } from '../analysis/phonetics.js';
import { findRhymes } from './rhyme-finder.js';

type Analysis = ReturnType<typeof analyzeLyrics>;

const QUESTION =
  /\?\s*$|^(?:how|what|why|can|could|should|would|is|are|does|do|any|which|where|when)\b/i;
const SECTION_WORDS: [AnalyzedSection['kind'] | 'pre-chorus', RegExp][] = [
  ['pre-chorus', /\bpre-?chorus\b/i],
  ['chorus', /\b(?:chorus|refrain|hook)\b/i],
  ['verse', /\bverses?\b/i],
  ['bridge', /\bbridge\b/i],
  ['intro', /\bintro\b/i],
  ['outro', /\boutro\b/i],
];
const ORDINALS = ['first', 'second', 'third', 'fourth'];
const MEMORABLE = /\b(?:memorable|catchy|catchier|stick|hook|stronger|sing-?along|punch)\w*/i;

export const isSongQuestion = (message: string) => QUESTION.test(message.trim());

const linesOf = (analysis: Analysis, section: AnalyzedSection) =>
  analysis.lines.slice(section.first_line, section.first_line + section.line_count);
const mean = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0;
/** The stress of a line's last word ends on an unstressed syllable ("morning", "whisper"). */
const endsUnstressed = (line: AnalyzedLine) => /0$/.test(line.stress.split(' ').at(-1) ?? '');

/** The phrase the chorus comes back to: a repeated line, else its most repeated words. */
function hookOf(lines: readonly AnalyzedLine[], all: readonly AnalyzedLine[]): string | undefined {
  const counts = new Map<string, { text: string; count: number }>();
  for (const line of all) {
    const key = normalizeLine(line.text);
    if (!key) continue;
    const entry = counts.get(key) ?? { text: line.text, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const repeated = lines
    .map((line) => counts.get(normalizeLine(line.text))!)
    .filter((entry) => entry && entry.count > 1)
    .sort((a, b) => b.count - a.count)[0];
  if (repeated) return repeated.text;
  // A phrase two lines open with ("I keep the porch light burning…"), three words or more.
  let best: string[] = [];
  for (const [i, line] of lines.entries()) {
    const words = line.text.split(/\s+/);
    for (const other of lines.slice(i + 1)) {
      const theirs = other.text.split(/\s+/);
      let shared = 0;
      while (
        shared < Math.min(words.length, theirs.length) &&
        normalizeLine(words[shared]) === normalizeLine(theirs[shared])
      )
        shared += 1;
      if (shared >= 3 && shared > best.length) best = words.slice(0, shared);
    }
  }
  return best.length ? best.join(' ').replace(/[,.;:!?]+$/, '') : undefined;
}

/** Advice on making a section memorable, from its own lines: hook placement, repetition, length, rhyme. */
function memorableAdvice(
  analysis: Analysis,
  section: AnalyzedSection,
  title: string | undefined,
): string[] {
  const lines = linesOf(analysis, section);
  const points: string[] = [];
  const first = lines[0];
  const last = lines.at(-1)!;
  const hook = title ?? hookOf(lines, analysis.lines);
  if (hook) {
    const at = lines.findIndex((line) => normalizeLine(line.text).includes(normalizeLine(hook)));
    const placed = at === 0 || at === lines.length - 1;
    points.push(
      placed
        ? `Title placement: "${hook}" already opens or closes the ${section.label}; keep it there and sing it on the longest note.`
        : at >= 0
          ? `Title placement: "${hook}" sits in line ${at + 1} of the ${section.label}; move it to the first or last line, where a listener waits for it.`
          : `Title placement: the ${section.label} never sings "${hook}"; put it in its first or last line.`,
    );
  } else {
    const shortest = [...lines].sort((a, b) => a.syllables - b.syllables)[0];
    points.push(
      `Repetition: no line of the ${section.label} comes back. Make "${shortest.text}" (its shortest line, ${shortest.syllables} syllables) the hook: sing it first and last.`,
    );
  }
  const words = lines
    .flatMap((line) => normalizeLine(line.text).split(' '))
    .filter((w) => w.length > 3);
  const repeatedWords = [...new Set(words.filter((w, i) => words.indexOf(w) !== i))];
  if (hook && repeatedWords.length === 0)
    points.push(
      `Repetition: besides the hook nothing repeats; echo one image word from "${first.text}" in the last line.`,
    );
  const verses = analysis.sections.filter((s) => s.kind === 'verse');
  const verseLength = mean(verses.flatMap((v) => linesOf(analysis, v).map((l) => l.syllables)));
  const own = mean(lines.map((line) => line.syllables));
  const longest = [...lines].sort((a, b) => b.syllables - a.syllables)[0];
  if (verseLength > 0 && own >= verseLength) {
    points.push(
      `Line length: the ${section.label} averages ${own} syllables a line against ${verseLength} in the verses; a chorus sings easier shorter. Trim "${longest.text}" (${longest.syllables} syllables) first.`,
    );
  } else {
    points.push(
      `Line length: ${own} syllables a line on average${verseLength ? ` (verses ${verseLength})` : ''}; the longest is "${longest.text}" (${longest.syllables}).`,
    );
  }
  const weak = lines.find((line) =>
    line.rhymes_with !== null
      ? line.rhyme_kind !== 'perfect' || endsUnstressed(line)
      : line === last &&
        lines.length > 1 &&
        !lines.slice(0, -1).some((l) => l.rhyme_letter === line.rhyme_letter),
  );
  if (weak) {
    const partner = weak.rhymes_with !== null ? analysis.lines[weak.rhymes_with] : lines.at(-2);
    const syllables = pronounce(weak.end_word).syllables;
    const options = partner
      ? findRhymes(partner.end_word, 40)
          .perfect.filter(
            (word) => pronounce(word).syllables === syllables && /1$/.test(pronounce(word).stress),
          )
          .slice(0, 5)
      : [];
    points.push(
      `Rhyme: "${weak.end_word}" ${weak.rhyme_kind === 'slant' ? `only slant-rhymes with "${partner?.end_word}"` : endsUnstressed(weak) ? 'ends on an unstressed syllable' : `does not rhyme with "${partner?.end_word}"`}; a perfect rhyme on the stressed last syllable lands harder${options.length ? `: ${options.join(', ')}` : ''}.`,
    );
  } else {
    points.push(`Rhyme: the ${section.label}'s rhymes are perfect and land on stressed syllables.`);
  }
  return points;
}

/** A general question about a section: its meter, rhyme and feeling, from the analysis. */
function sectionFacts(analysis: Analysis, section: AnalyzedSection): string[] {
  const lines = linesOf(analysis, section);
  const points = [
    `${section.label}: ${lines.length} lines around ${section.syllable_target} syllables, rhyme scheme ${section.rhyme_scheme}${section.follows_requested_scheme ? '' : ` (you asked for ${section.requested_scheme})`}.`,
  ];
  for (const index of section.lines_off_meter.slice(0, 2))
    points.push(
      `"${analysis.lines[index].text}" has ${analysis.lines[index].syllables} syllables: trim or add words so it fits the melody.`,
    );
  for (const index of section.lines_off_scheme.slice(0, 2))
    points.push(`"${analysis.lines[index].end_word}" does not rhyme where the scheme expects one.`);
  if (section.dominant_emotion) points.push(`It reads ${section.dominant_emotion}.`);
  return points;
}

/**
 * A question about this song answered from its analysis ("How can I make the chorus more
 * memorable?" → where the title sits, what repeats, how long the lines are, where the rhyme
 * could land harder), never a list of rhymes for the last word.
 */
export function craftAnswer(
  message: string,
  analysis: Analysis,
  title?: string,
): string | undefined {
  const named = SECTION_WORDS.find(([, pattern]) => pattern.test(message))?.[0];
  const wanted = named ?? (MEMORABLE.test(message) ? 'chorus' : undefined);
  const ordinal = Math.max(
    0,
    ORDINALS.findIndex((word) => new RegExp(`\\b${word}\\b`, 'i').test(message)),
  );
  const ofKind = analysis.sections.filter((s) => s.kind === wanted);
  const section =
    (wanted && (ofKind[ordinal] ?? ofKind[0])) ??
    (wanted
      ? undefined
      : (analysis.sections.find((s) => s.kind === 'chorus') ?? analysis.sections[0]));
  if (!section) {
    return wanted
      ? `I can't find a ${wanted} in this song: label it ([${wanted[0].toUpperCase()}${wanted.slice(1)}]) or paste it, and ask again.`
      : undefined;
  }
  const points = MEMORABLE.test(message)
    ? memorableAdvice(analysis, section, title)
    : sectionFacts(analysis, section);
  return [`About your ${section.label}:`, ...points.map((point) => `• ${point}`)].join('\n');
}
