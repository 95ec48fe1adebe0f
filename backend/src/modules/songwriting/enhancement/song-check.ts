import type { LyricAnalysis } from '../analysis/analysis.types.js';
import {
  analyzeLyrics,
  METER_TOLERANCE,
  type AnalysisOptions,
} from '../analysis/analyze-lyrics.js';
import { rhymes } from '../analysis/rhyme.js';

export interface SongCheck {
  ok: boolean;
  structure_kept: boolean;
  rhyme_scheme_kept: boolean;
  meter_kept: boolean;
  /** Plain sentences naming what broke, for the retry prompt and the review. */
  failures: string[];
  analysis: LyricAnalysis;
}

/**
 * Holds a rewrite to the original's shape: the same sections with the same number of lines,
 * every pair of lines that rhymed still rhyming, and each line within ±2 syllables.
 */
export function checkRewrite(
  original: LyricAnalysis,
  candidate: string,
  options: AnalysisOptions,
): SongCheck {
  const analysis = analyzeLyrics(candidate, options);
  const failures: string[] = [];
  if (analysis.line_count !== original.line_count) {
    failures.push(
      `The song has ${original.line_count} lines; the rewrite has ${analysis.line_count}.`,
    );
    return {
      ok: false,
      structure_kept: false,
      rhyme_scheme_kept: false,
      meter_kept: false,
      failures,
      analysis,
    };
  }
  const shape = (song: LyricAnalysis) =>
    song.sections.map((section) => `${section.kind}:${section.line_count}`).join(' ');
  const structureKept = shape(analysis) === shape(original);
  if (!structureKept) {
    failures.push(
      `The sections changed: expected ${original.sections.map((section) => `${section.label} (${section.line_count} lines)`).join(', ')}.`,
    );
  }
  const afterStructure = failures.length;
  for (const section of original.sections) {
    const ends = (song: LyricAnalysis) =>
      song.lines
        .slice(section.first_line, section.first_line + section.line_count)
        .map((line) => line.end_word);
    const before = ends(original);
    const after = ends(analysis);
    for (let i = 0; i < before.length; i += 1) {
      for (let j = i + 1; j < before.length; j += 1) {
        if (section.rhyme_scheme[i] === section.rhyme_scheme[j] && !rhymes(after[i], after[j])) {
          failures.push(
            `${section.label}: line ${j + 1} ("${after[j]}") must still rhyme with line ${i + 1} ("${after[i]}") — scheme ${section.rhyme_scheme}.`,
          );
        }
      }
    }
  }
  const afterRhyme = failures.length;
  original.lines.forEach((line, index) => {
    const rewritten = analysis.lines[index];
    if (Math.abs(rewritten.syllables - line.syllables) > METER_TOLERANCE) {
      failures.push(
        `Line ${index + 1} has ${rewritten.syllables} syllables; it must stay within ${METER_TOLERANCE} of ${line.syllables}.`,
      );
    }
  });
  return {
    ok: failures.length === 0,
    structure_kept: structureKept,
    rhyme_scheme_kept: afterRhyme === afterStructure,
    meter_kept: failures.length === afterRhyme,
    failures,
    analysis,
  };
}
