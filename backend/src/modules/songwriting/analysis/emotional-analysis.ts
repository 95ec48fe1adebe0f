import { TARGET_EMOTIONS, type EmotionalArc, type TargetEmotion } from '../options.js';
import type {
  AnalyzedLine,
  AnalyzedSection,
  EmotionalAnalysis,
  LineSuggestion,
} from './analysis.types.js';
import { ARC_SHAPES, expectedValence } from './arcs.js';
import { EMOTION_DESCRIPTIONS } from './emotion-lexicon.js';
import type { LineMeasure } from './line-analysis.js';

const BRIGHT: ReadonlySet<TargetEmotion> = new Set([
  'inspiring',
  'romantic',
  'energetic',
  'peaceful',
  'playful',
]);
const round2 = (value: number) => Math.round(value * 100) / 100;
const MAX_SUGGESTIONS = 12;

/**
 * Feeling measured from the words: strength per emotion, the arc per section against the
 * requested arc (fills each section's expected valence and dominant emotion), and suggestions
 * tied to the lines that pull away from the target or break the song's shape.
 */
export function emotionalAnalysis(
  lines: readonly AnalyzedLine[],
  sections: AnalyzedSection[],
  measures: ReadonlyMap<number, LineMeasure>,
  cliches: readonly { line: number; phrase: string }[],
  wanted: { arc: EmotionalArc; target: TargetEmotion },
): EmotionalAnalysis {
  const totals = new Map<TargetEmotion, number>();
  let emotionalLines = 0;
  // A song about someone who left (loss in two lines or more): its calm is the quiet of the
  // empty room, read as melancholy, not peace.
  const aboutLoss = [...measures.values()].filter((measure) => measure.loss > 0).length >= 2;
  for (const measure of measures.values()) {
    const hits = Object.entries(measure.emotions) as [TargetEmotion, number][];
    if (hits.length > 0) emotionalLines += 1;
    for (const [found, count] of hits) {
      const emotion: TargetEmotion = aboutLoss && found === 'peaceful' ? 'melancholic' : found;
      totals.set(emotion, (totals.get(emotion) ?? 0) + count);
    }
  }
  // Strength 1 means about one word of that feeling per line.
  const scale = Math.max(6, lines.length);
  const strengthOf = (emotion: TargetEmotion) =>
    round2(Math.min(1, (totals.get(emotion) ?? 0) / scale));
  const emotions = TARGET_EMOTIONS.filter(
    (emotion) => (totals.get(emotion) ?? 0) > 0 || emotion === wanted.target,
  )
    .map((name) => ({ name, strength: strengthOf(name), description: EMOTION_DESCRIPTIONS[name] }))
    .sort((a, b) => b.strength - a.strength);
  const allHits = [...totals.values()].reduce((sum, count) => sum + count, 0);
  const dominant = emotions.find((emotion) => emotion.strength > 0)?.name ?? null;
  const dominance = allHits ? Math.max(...totals.values()) / allHits : 0;
  const coverage = lines.length ? emotionalLines / lines.length : 0;
  const overall = lines.length
    ? Math.round(10 * (0.5 * Math.min(1, coverage * 1.5) + 0.5 * dominance) * 10) / 10
    : 0;

  const points = sections.map((section, index) => {
    const position = sections.length > 1 ? index / (sections.length - 1) : 0;
    const expected = round2(expectedValence(wanted.arc, position));
    section.expected_valence = expected;
    section.dominant_emotion = dominantIn(section, measures);
    return {
      section: section.label,
      position: round2(position),
      valence: section.valence,
      expected,
    };
  });
  const meanGap =
    points.reduce((sum, point) => sum + Math.abs(point.valence - point.expected), 0) /
    Math.max(1, points.length);
  const fit = round2(Math.max(0, 1 - meanGap));
  const worst = [...points].sort(
    (a, b) => Math.abs(b.valence - b.expected) - Math.abs(a.valence - a.expected),
  )[0];
  const verdict = !worst
    ? 'No sections to compare.'
    : fit >= 0.75
      ? `Follows the ${wanted.arc} arc.`
      : `${fit >= 0.5 ? 'Partly follows' : 'Does not yet follow'} the ${wanted.arc} arc: ${worst.section} feels ${worst.valence < worst.expected ? 'darker' : 'brighter'} than the arc expects there.`;

  return {
    overall_score: overall,
    emotions,
    dominant_emotion: dominant,
    target_emotion: wanted.target,
    target_strength: strengthOf(wanted.target),
    arc: {
      requested: wanted.arc,
      description: ARC_SHAPES[wanted.arc].description,
      fit,
      verdict,
      points,
    },
    suggestions: suggestionsFor(lines, sections, cliches, wanted.target).slice(0, MAX_SUGGESTIONS),
  };
}

function dominantIn(
  section: AnalyzedSection,
  measures: ReadonlyMap<number, LineMeasure>,
): TargetEmotion | null {
  const counts = new Map<TargetEmotion, number>();
  for (
    let index = section.first_line;
    index < section.first_line + section.line_count;
    index += 1
  ) {
    for (const [emotion, count] of Object.entries(measures.get(index)?.emotions ?? {}) as [
      TargetEmotion,
      number,
    ][]) {
      counts.set(emotion, (counts.get(emotion) ?? 0) + count);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function suggestionsFor(
  lines: readonly AnalyzedLine[],
  sections: readonly AnalyzedSection[],
  cliches: readonly { line: number; phrase: string }[],
  target: TargetEmotion,
): LineSuggestion[] {
  const suggestions: LineSuggestion[] = [];
  const text = (index: number) => lines[index]?.text ?? '';
  const bright = BRIGHT.has(target);
  for (const line of lines) {
    if (
      (bright && line.valence <= -0.4) ||
      (!bright && target !== 'rebellious' && line.valence >= 0.5)
    ) {
      suggestions.push({
        line: line.index,
        text: line.text,
        suggestion: `This line pulls ${bright ? 'dark' : 'bright'} for ${/^[aeiou]/.test(target) ? 'an' : 'a'} ${target} song: change an image or verb here toward ${EMOTION_DESCRIPTIONS[target].split(':')[0]}.`,
      });
    }
  }
  for (const cliche of cliches) {
    suggestions.push({
      line: cliche.line,
      text: text(cliche.line),
      suggestion: `"${cliche.phrase}" is a stock phrase: replace it with a detail only this song has.`,
    });
  }
  for (const section of sections) {
    for (const index of section.lines_off_meter) {
      suggestions.push({
        line: index,
        text: text(index),
        suggestion: `${lines[index].syllables} syllables where ${section.label} sits around ${section.syllable_target}: trim or add words so it sings to the same melody.`,
      });
    }
    for (const index of section.lines_off_scheme) {
      suggestions.push({
        line: index,
        text: text(index),
        suggestion: `"${lines[index].end_word}" does not rhyme where ${section.requested_scheme} expects a rhyme in ${section.label}.`,
      });
    }
  }
  return suggestions.sort((a, b) => a.line - b.line);
}
