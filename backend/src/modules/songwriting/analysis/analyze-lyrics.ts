import { FUNCTION_WORDS } from '../../ai/ai.text.js';
import { SONG_DEFAULTS, type EmotionalArc, type TargetEmotion } from '../options.js';
import type { AnalyzedLine, AnalyzedSection, LyricAnalysis } from './analysis.types.js';
import { CLICHES } from './cliches.js';
import { emotionalAnalysis } from './emotional-analysis.js';
import { measureLine, type LineMeasure } from './line-analysis.js';
import { followsScheme, rhymeBetween, schemeOf } from './rhyme.js';
import { splitSections } from './sections.js';

export interface AnalysisOptions {
  rhyme_scheme?: string;
  emotional_arc?: EmotionalArc;
  target_emotion?: TargetEmotion;
  title?: string;
}

/** A line more than this many syllables from its section's typical length breaks the meter. */
export const METER_TOLERANCE = 2;
const FUNCTION = new Set(FUNCTION_WORDS);
const round1 = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)];
};
const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The whole measured reading of a lyric: sections, syllables, rhyme, meter, feeling, hook, craft. */
export function analyzeLyrics(lyrics: string, options: AnalysisOptions = {}): LyricAnalysis {
  const requested = options.rhyme_scheme ?? SONG_DEFAULTS.rhyme_scheme;
  const parts = splitSections(lyrics);
  const measures = new Map<number, LineMeasure>();
  const lines: AnalyzedLine[] = [];
  const sections: AnalyzedSection[] = parts.map((part) => {
    const measured = part.lines.map((line) => {
      const measure = measureLine(line.text);
      measures.set(line.index, measure);
      return measure;
    });
    const ends = measured.map((measure) => measure.end_word);
    const scheme = schemeOf(ends);
    const target = median(measured.map((measure) => measure.syllables));
    const check = followsScheme(ends, requested);
    const offMeter = measured.flatMap((measure, index) =>
      Math.abs(measure.syllables - target) > METER_TOLERANCE ? [part.lines[index].index] : [],
    );
    part.lines.forEach((line, index) => {
      const measure = measured[index];
      const earlier = scheme.slice(0, index).indexOf(scheme[index]);
      lines.push({
        index: line.index,
        source_line: line.source_line,
        text: line.text,
        section: part.label,
        syllables: measure.syllables,
        stress: measure.stress,
        end_word: measure.end_word,
        end_sound: measure.end_sound,
        rhyme_letter: scheme[index],
        rhyme_kind: earlier >= 0 ? rhymeBetween(ends[earlier], ends[index]) : 'none',
        rhymes_with: earlier >= 0 ? part.lines[earlier].index : null,
        internal_rhymes: measure.internal_rhymes,
        breaks_meter: offMeter.includes(line.index),
        estimated_words: measure.estimated_words,
        valence: measure.valence,
      });
    });
    const valence =
      measured.reduce((sum, measure) => sum + measure.valence, 0) / Math.max(1, measured.length);
    return {
      kind: part.kind,
      label: part.label,
      from_label: part.from_label,
      first_line: part.lines[0]?.index ?? 0,
      line_count: part.lines.length,
      rhyme_scheme: scheme,
      requested_scheme: requested,
      follows_requested_scheme: check.follows,
      lines_off_scheme: check.broken.map((offset) => part.lines[offset].index),
      syllable_target: target,
      lines_off_meter: offMeter,
      valence: Math.round(valence * 100) / 100,
      expected_valence: 0,
      dominant_emotion: null,
    };
  });
  const cliches = findCliches(lines);
  const emotional = emotionalAnalysis(lines, sections, measures, cliches, {
    arc: options.emotional_arc ?? SONG_DEFAULTS.emotional_arc,
    target: options.target_emotion ?? SONG_DEFAULTS.target_emotion,
  });
  const hook = hookOf(lines, sections, options.title);
  const variety = wordVariety(lines);
  const rhymed = sections.filter((section) => section.line_count >= 2);
  const following = rhymed.filter((section) => section.follows_requested_scheme).length;
  const offMeter = lines.filter((line) => line.breaks_meter).length;
  const breakdown = {
    rhyme: round1(rhymed.length ? (10 * following) / rhymed.length : 0),
    meter: round1(lines.length ? 10 * (1 - offMeter / lines.length) : 0),
    hook: hook.strength,
    freshness: round1(
      Math.max(0, 0.5 * (10 - 2 * cliches.length) + 0.5 * Math.min(10, variety.ratio * 12)),
    ),
    emotion: round1(0.5 * emotional.overall_score + 5 * emotional.target_strength),
  };
  const score =
    (breakdown.rhyme * 2 +
      breakdown.meter * 2 +
      breakdown.hook * 1.5 +
      breakdown.freshness * 1.5 +
      breakdown.emotion * 3) /
    10;
  return {
    line_count: lines.length,
    sections,
    lines,
    rhyme: {
      perfect: lines.filter((line) => line.rhyme_kind === 'perfect').length,
      slant: lines.filter((line) => line.rhyme_kind === 'slant').length,
      internal: lines.reduce((sum, line) => sum + line.internal_rhymes.length, 0),
      sections_following_scheme: following,
      requested_scheme: requested,
    },
    meter: {
      lines_off_meter: offMeter,
      estimated_words: [...new Set(lines.flatMap((line) => line.estimated_words))],
    },
    emotional_analysis: emotional,
    hook,
    cliches,
    word_variety: variety,
    quality_score: lines.length === 0 ? 0 : round1(score),
    quality_breakdown: breakdown,
  };
}

function findCliches(lines: readonly AnalyzedLine[]) {
  return lines.flatMap((line) => {
    const text = ` ${normalized(line.text)} `;
    return CLICHES.filter((phrase) => text.includes(` ${phrase} `)).map((phrase) => ({
      line: line.index,
      phrase,
    }));
  });
}

function hookOf(
  lines: readonly AnalyzedLine[],
  sections: readonly AnalyzedSection[],
  title?: string,
) {
  const choruses = sections.filter((section) => section.kind === 'chorus');
  const counts = new Map<string, { text: string; count: number; inChorus: boolean }>();
  for (const line of lines) {
    const key = normalized(line.text);
    if (!key) continue;
    const entry = counts.get(key) ?? { text: line.text, count: 0, inChorus: false };
    entry.count += 1;
    entry.inChorus ||= choruses.some(
      (section) =>
        line.index >= section.first_line && line.index < section.first_line + section.line_count,
    );
    counts.set(key, entry);
  }
  const repeated = [...counts.values()]
    .filter((entry) => entry.count >= 2)
    .sort((a, b) => Number(b.inChorus) - Number(a.inChorus) || b.count - a.count);
  const hook = repeated[0];
  const chorusText = lines
    .filter((line) =>
      choruses.some(
        (section) =>
          line.index >= section.first_line && line.index < section.first_line + section.line_count,
      ),
    )
    .map((line) => normalized(line.text))
    .join(' ');
  const titleInChorus = Boolean(
    title && normalized(title) && chorusText.includes(normalized(title)),
  );
  const hookLine = hook
    ? lines.find((line) => normalized(line.text) === normalized(hook.text))
    : undefined;
  const notes: string[] = [];
  let strength = 0;
  if (choruses.length >= 2) strength += 3;
  else
    notes.push(
      choruses.length === 1
        ? 'The chorus comes only once: bring it back so the hook can land.'
        : 'No chorus found: a repeated section gives the song a place to return to.',
    );
  if (hook && hook.count >= 3) strength += 3;
  else if (hook) strength += 2;
  else notes.push('No line repeats: a hook line sung two or more times is what people remember.');
  if (titleInChorus) strength += 2;
  else if (title) notes.push(`The title "${title}" is not sung in the chorus.`);
  else if (hookLine && hookLine.syllables <= 8) strength += 2;
  const chorusLines = lines.filter((line) =>
    choruses.some(
      (section) =>
        line.index >= section.first_line && line.index < section.first_line + section.line_count,
    ),
  );
  const average =
    chorusLines.reduce((sum, line) => sum + line.syllables, 0) / Math.max(1, chorusLines.length);
  if (chorusLines.length > 0 && average <= 10) strength += 2;
  else if (chorusLines.length > 0)
    notes.push(
      `Chorus lines average ${Math.round(average)} syllables: shorter lines are easier to sing along to.`,
    );
  return {
    chorus_count: choruses.length,
    hook_line: hook?.text ?? null,
    hook_repeats: hook?.count ?? 0,
    title_in_chorus: titleInChorus,
    strength,
    notes,
  };
}

function wordVariety(lines: readonly AnalyzedLine[]) {
  // Each distinct line counted once: a chorus sung three times is not poor vocabulary.
  const distinct = [...new Set(lines.map((line) => normalized(line.text)))];
  const words = distinct
    .flatMap((line) => line.split(' '))
    .filter((word) => word && !FUNCTION.has(word));
  const unique = new Set(words).size;
  const ratio = words.length ? Math.round((unique / words.length) * 100) / 100 : 0;
  const verdict =
    ratio >= 0.75
      ? 'wide vocabulary'
      : ratio >= 0.55
        ? 'balanced vocabulary'
        : 'repetitive vocabulary: some words carry too many lines';
  return { unique_words: unique, total_words: words.length, ratio, verdict };
}
