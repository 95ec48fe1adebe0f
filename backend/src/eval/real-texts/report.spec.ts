import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REAL_TEXT_SPLITS,
  realTextsDir,
  type RealTextSplit,
} from '../../modules/ai/testing/real-texts.js';
import { ranks, spearman } from '../../modules/ai/testing/calibration/calibration.js';
import { figuresTable, splitFigures, type RealTextGrade } from './report.js';
import { currentScoresOf } from './report-scores.js';
import type { RealTextOutput } from './run.js';

const read = <T>(name: string) => JSON.parse(readFileSync(join(realTextsDir(), name), 'utf8')) as T;

/**
 * Each split's Spearman floor (score gain against the reader's grade, over all its outputs). dev
 * and holdout hold the goal of 0.6 (the score was recalibrated on them: 0.64 dev and 0.67
 * held out, 2026-11-29). Every later set was collected after the fixes of the sets before it and
 * graded by an independent reader before any engine change; its floor is what it measured as it
 * came out, rounded down: what was measured, not the goal. A change that makes the score follow
 * the reader less fails here; REPORT.md says where each set stands.
 */
const SPEARMAN_FLOORS: Record<RealTextSplit, number> = {
  dev: 0.6,
  holdout: 0.6,
  holdout2: 0.55, // 0.56 as it came out
  holdout3: 0.47, // 0.48 as it came out
  holdout4: 0.44, // 0.45 as it came out
  holdout5: 0.4, // 0.40 as it came out
  holdout6: 0.45, // 0.459 as it came out
  holdout7: 0.17, // 0.179 as it came out
  holdout8: 0.29, // 0.292 as it came out
  holdout9: 0.57, // 0.572 as it came out
  holdout10: 0.43, // 0.439 as it came out
  holdout11: 0.42, // 0.420 as it came out
  holdout12: 0.52, // 0.530 as it came out
  holdout13: 0.58, // 0.583 as it came out
  holdout14: 0.66, // 0.661 as it came out
  holdout15: 0.59, // 0.599 as it came out
  holdout16: 0.8, // 0.801 as it came out
  holdout17: 0.64, // 0.640 as it came out
  holdout18: 0.55, // 0.559 as it came out
  holdout19: 0.47, // 0.470 as it came out
  holdout20: 0.61, // 0.617 as it came out
  holdout21: 0.5, // 0.5006 as it came out
  holdout22: 0.74, // 0.7465 as it came out
  holdout23: 0.6, // 0.6084 as it came out
  holdout24: 0.54, // 0.5466 as it came out
  holdout25: 0.64, // 0.6450 as it came out
  holdout26: 0.63, // 0.6583 as it came out
  holdout27: 0.78, // 0.7808 as it came out
  holdout28: 0.61, // 0.6194 as it came out
  holdout29: 0.76, // 0.7657 as it came out
  holdout30: 0.69, // 0.6998 as it came out
  holdout31: 0.53, // 0.5322 as it came out
  holdout32: 0.77, // 0.7734 as it came out
  holdout33: 0.56, // 0.5646 as it came out
  holdout34: 0.53, // 0.5387 as it came out
  holdout35: 0.75, // 0.7559 as it came out
  holdout36: 0.72, // 0.7259 as it came out
  holdout37: 0.81, // 0.8105 as it came out
  holdout38: 0.83, // 0.8352 as it came out
  holdout39: 0.63, // 0.6347 as it came out
  holdout40: 0.7, // 0.7083 as it came out
  holdout41: 0.63, // 0.6365 as it came out
  holdout42: 0.68, // 0.6806 as it came out
  holdout43: 0.65, // 0.6525 as it came out
  holdout44: 0.62, // 0.6293 as it came out
  holdout45: 0.74, // 0.7419 as it came out
  holdout46: 0.54, // 0.5484 as it came out
  holdout47: 0.59, // 0.5926 as it came out
  holdout48: 0.74, // 0.7421 as it came out
  holdout49: 0.69, // 0.6956 as it came out
  holdout50: 0.73, // 0.7302 as it came out
  holdout51: 0.84, // 0.8458 as it came out
  holdout52: 0.82, // 0.8271 as it came out
  holdout53: 0.75, // 0.7595 as it came out
  holdout54: 0.87, // 0.8710 as it came out
  holdout55: 0.59, // 0.5965 as it came out
  holdout56: 0.68, // 0.6898 as it came out
  holdout57: 0.79, // 0.7982 as it came out
  holdout58: 0.72, // 0.7230 as it came out
  holdout59: 0.52, // 0.5278 as it came out
  holdout60: 0.68, // 0.6876 as it came out
  holdout61: 0.72, // 0.7282 as it came out
  holdout62: 0.66, // 0.6666 as it came out
  holdout63: 0.65, // 0.6536 as it came out
  holdout64: 0.68, // 0.6886 as it came out
  holdout65: 0.71, // 0.7177 as it came out
  holdout66: 0.7, // 0.7057 as it came out
  holdout67: 0.67, // 0.6800 as it came out
  holdout68: 0.57, // 0.5733 as it came out
  holdout69: 0.81, // 0.8182 as it came out
  holdout70: 0.8, // 0.8085 as it came out
  holdout71: 0.61, // 0.6121 as it came out
  holdout72: 0.62, // 0.6281 as it came out
  holdout73: 0.74, // 0.7451 as it came out
  holdout74: 0.88, // 0.8805 as it came out
  holdout75: 0.64, // 0.6474 as it came out
  holdout76: 0.65, // 0.6542 as it came out
  holdout77: 0.8, // 0.8041 as it came out
  holdout78: 0.8, // 0.8061 as it came out
  holdout79: 0.76, // 0.7679 as it came out
  holdout80: 0.65, // 0.6537 as it came out
  holdout81: 0.68, // 0.6824 as it came out
  holdout82: 0.59, // 0.5919 as it came out
  holdout83: 0.58, // 0.5807 as it came out
  holdout84: 0.65, // 0.6561 as it came out
  holdout85: 0.74, // 0.7449 as it came out
  holdout86: 0.74, // 0.7431 as it came out
  holdout87: 0.71, // 0.7116 as it came out
  holdout88: 0.8, // 0.8023 as it came out
  holdout89: 0.91, // 0.9120 as it came out
  holdout90: 0.75, // 0.7566 as it came out
  holdout91: 0.66, // 0.6611 as it came out
  holdout92: 0.72, // 0.7289 as it came out
  holdout93: 0.9, // 0.9013 as it came out
  holdout94: 0.75, // 0.7562 as it came out
  holdout95: 0.77, // 0.7764 as it came out
  holdout96: 0.86, // 0.8609 as it came out
  holdout97: 0.78, // 0.7838 as it came out
  holdout98: 0.67, // 0.6740 as it came out
  holdout99: 0.7, // 0.7053 as it came out
  holdout100: 0.83, // 0.8360 as it came out
  holdout101: 0.81, // 0.8167 as it came out
  holdout102: 0.73, // 0.7389 as it came out
  holdout103: 0.78, // 0.7847 as it came out
  holdout104: 0.86, // 0.8677 as it came out
};

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

  const current = currentScoresOf(outputs);
  const figures = REAL_TEXT_SPLITS.map((split) => splitFigures(split, outputs, byId, current));

  it('states in REPORT.md the figures computed from outputs and grades', () => {
    expect(readFileSync(join(realTextsDir(), 'REPORT.md'), 'utf8')).toContain(
      figuresTable(figures),
    );
  });

  // Issue 28 item 5: the score follows the reader, and no cosmetic-only output (case,
  // punctuation, whitespace) is scored above its input, on every set.
  it.each(figures.map((figure) => [figure.split, figure] as const))(
    'scores %s no worse than when it was first measured',
    (split, figure) => {
      expect(figure.spearmanAll).toBeGreaterThanOrEqual(SPEARMAN_FLOORS[split]);
      expect(figure.cosmeticScoredUp).toBe(0);
    },
  );
});
