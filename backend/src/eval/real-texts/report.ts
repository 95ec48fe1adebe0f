import type { RealTextSplit } from '../../modules/ai/testing/real-texts.js';
import type { RealTextOutput } from './run.js';
import { spearman } from '../../modules/ai/testing/calibration/calibration.js';

/** A reader's grade of one output (RUBRIC.md). */
export interface RealTextGrade {
  output_id: string;
  grade: 0 | 1 | 2 | 3 | 4;
  damage_class?: string;
  note: string;
}

export interface SplitFigures {
  split: RealTextSplit;
  outputs: number;
  damaged: number;
  unchanged: number;
  cosmeticOnly: number;
  /** Outputs that changed more than case, punctuation and whitespace … */
  changed: number;
  /** … and of those, the ones graded 3 or 4. */
  sendable: number;
  /**
   * Spearman's rho between (output score − input score) and the grade, over all outputs, with
   * the scores the engine run recorded in outputs.json (the score when the outputs were made).
   */
  spearmanRecorded: number;
  /** The same with the score as it is now (`report-scores.ts`), over all outputs … */
  spearmanAll: number;
  /** … and over the outputs that changed more than case and punctuation. */
  spearmanChanged: number;
  /** Cosmetic-only outputs the current score puts above their input (the goal: none). */
  cosmeticScoredUp: number;
  /** Damaged outputs (grade 0) the current score puts above their input. */
  damagedScoredUp: number;
  damageClasses: Record<string, number>;
}

type Scores = Pick<RealTextOutput, 'input_score' | 'output_score'>;

const gainOf = (scores: Scores) => Math.round((scores.output_score - scores.input_score) * 10) / 10;

/**
 * The figures of one half. `current` holds each output's scores by the score as it is now
 * (`currentScoresOf`); without it, the scores recorded in outputs.json are used.
 */
export function splitFigures(
  split: RealTextSplit,
  outputs: readonly RealTextOutput[],
  grades: ReadonlyMap<string, RealTextGrade>,
  current?: ReadonlyMap<string, Scores>,
): SplitFigures {
  const scoreGain = (output: RealTextOutput) => gainOf(current?.get(output.output_id) ?? output);
  const mine = outputs.filter((output) => output.split === split);
  const gradeOf = (output: RealTextOutput) => {
    const grade = grades.get(output.output_id);
    if (!grade) throw new Error(`No grade for ${output.output_id}`);
    return grade;
  };
  const changed = mine.filter((output) => !output.unchanged && !output.cosmetic_only);
  const damageClasses: Record<string, number> = {};
  for (const output of mine) {
    const grade = gradeOf(output);
    if (grade.grade === 0) {
      const name = grade.damage_class ?? 'other';
      damageClasses[name] = (damageClasses[name] ?? 0) + 1;
    }
  }
  return {
    split,
    outputs: mine.length,
    damaged: mine.filter((output) => gradeOf(output).grade === 0).length,
    unchanged: mine.filter((output) => output.unchanged).length,
    cosmeticOnly: mine.filter((output) => output.cosmetic_only).length,
    changed: changed.length,
    sendable: changed.filter((output) => gradeOf(output).grade >= 3).length,
    spearmanRecorded: spearman(
      mine.map(gainOf),
      mine.map((output) => gradeOf(output).grade),
    ),
    spearmanAll: spearman(
      mine.map(scoreGain),
      mine.map((output) => gradeOf(output).grade),
    ),
    spearmanChanged: spearman(
      changed.map(scoreGain),
      changed.map((output) => gradeOf(output).grade),
    ),
    cosmeticScoredUp: mine.filter((output) => output.cosmetic_only && scoreGain(output) > 0).length,
    damagedScoredUp: mine.filter((output) => gradeOf(output).grade === 0 && scoreGain(output) > 0)
      .length,
    damageClasses,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;

/** The figures table of REPORT.md, one column per split. */
export function figuresTable(figures: readonly SplitFigures[]): string {
  const row = (label: string, cell: (entry: SplitFigures) => string) =>
    `| ${label} | ${figures.map(cell).join(' | ')} |`;
  return [
    `| figure | ${figures.map((entry) => entry.split).join(' | ')} |`,
    `| --- | ${figures.map(() => '---').join(' | ')} |`,
    row('outputs', (entry) => String(entry.outputs)),
    row('damaged (grade 0)', (entry) => percent(entry.damaged, entry.outputs)),
    row('unchanged', (entry) => percent(entry.unchanged, entry.outputs)),
    row('cosmetic only', (entry) => percent(entry.cosmeticOnly, entry.outputs)),
    row('changed more than case/punctuation', (entry) => percent(entry.changed, entry.outputs)),
    row('sendable (grade ≥ 3) among those changed', (entry) =>
      percent(entry.sendable, entry.changed),
    ),
    row('Spearman (score gain vs grade), scores recorded in outputs.json', (entry) =>
      entry.spearmanRecorded.toFixed(2),
    ),
    row('Spearman (score gain vs grade), current score, all outputs', (entry) =>
      entry.spearmanAll.toFixed(2),
    ),
    row('Spearman, current score, changed outputs only', (entry) =>
      entry.spearmanChanged.toFixed(2),
    ),
    row('cosmetic-only scored above input (current score)', (entry) =>
      String(entry.cosmeticScoredUp),
    ),
    row(
      'damaged scored above input (current score)',
      (entry) => `${entry.damagedScoredUp} of ${entry.damaged}`,
    ),
  ].join('\n');
}
