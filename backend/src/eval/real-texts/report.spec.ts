import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realTextsDir } from '../../modules/ai/testing/real-texts.js';
import { ranks, spearman } from '../../modules/ai/testing/calibration/calibration.js';
import { figuresTable, splitFigures, type RealTextGrade } from './report.js';
import type { RealTextOutput } from './run.js';

const read = <T>(name: string) => JSON.parse(readFileSync(join(realTextsDir(), name), 'utf8')) as T;

describe('the real-text baseline report', () => {
  const outputs = read<RealTextOutput[]>('outputs.json');
  const grades = read<RealTextGrade[]>('grades.json');
  const byId = new Map(grades.map((grade) => [grade.output_id, grade]));

  it('ranks ties by their mean position and correlates ranks', () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
  });

  it('has one reader grade for every output, with a damage class for every 0', () => {
    expect(grades.length).toBe(outputs.length);
    expect(new Set(outputs.map((output) => output.output_id))).toEqual(new Set(byId.keys()));
    for (const grade of grades) {
      expect([0, 1, 2, 3, 4]).toContain(grade.grade);
      if (grade.grade === 0) expect(grade.damage_class).toBeTruthy();
      else expect(grade.damage_class).toBeUndefined();
    }
    // An unchanged output is a 1 by the rubric; a changed one is never graded as unchanged.
    for (const output of outputs) {
      const grade = byId.get(output.output_id)!.grade;
      if (output.unchanged) expect(grade).toBe(1);
      if (!output.unchanged && !output.cosmetic_only) expect(grade).not.toBe(1);
    }
  });

  it('states in REPORT.md the figures computed from outputs and grades', () => {
    const table = figuresTable([
      splitFigures('dev', outputs, byId),
      splitFigures('holdout', outputs, byId),
    ]);
    expect(readFileSync(join(realTextsDir(), 'REPORT.md'), 'utf8')).toContain(table);
  });
});
