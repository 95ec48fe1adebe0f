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
  /** Spearman's rho between (output score − input score) and the grade, over all outputs. */
  spearmanAll: number;
  /** The same over the outputs that changed more than case and punctuation. */
  spearmanChanged: number;
  /** Cosmetic-only outputs the engine scored at least 0.3 above their input. */
  cosmeticScoredUp: number;
  damageClasses: Record<string, number>;
}

const scoreGain = (output: RealTextOutput) =>
  Math.round((output.output_score - output.input_score) * 10) / 10;

export function splitFigures(
  split: RealTextSplit,
  outputs: readonly RealTextOutput[],
  grades: ReadonlyMap<string, RealTextGrade>,
): SplitFigures {
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
    spearmanAll: spearman(
      mine.map(scoreGain),
      mine.map((output) => gradeOf(output).grade),
    ),
    spearmanChanged: spearman(
      changed.map(scoreGain),
      changed.map((output) => gradeOf(output).grade),
    ),
    cosmeticScoredUp: mine.filter((output) => output.cosmetic_only && scoreGain(output) >= 0.3)
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
    row('Spearman (score gain vs grade), all outputs', (entry) => entry.spearmanAll.toFixed(2)),
    row('Spearman, changed outputs only', (entry) => entry.spearmanChanged.toFixed(2)),
    row('cosmetic-only scored ≥ 0.3 above input', (entry) => String(entry.cosmeticScoredUp)),
  ].join('\n');
}
