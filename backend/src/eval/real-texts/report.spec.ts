import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realTextsDir } from '../../modules/ai/testing/real-texts.js';
import { ranks, spearman } from '../../modules/ai/testing/calibration/calibration.js';
import { figuresTable, splitFigures, type RealTextGrade } from './report.js';
import { currentScoresOf } from './report-scores.js';
import type { RealTextOutput } from './run.js';

const read = <T>(name: string) => JSON.parse(readFileSync(join(realTextsDir(), name), 'utf8')) as T;

// The goal on the held-out half; measured 0.67 held out and 0.64 dev (2026-11-29).
const HOLDOUT_SPEARMAN_FLOOR = 0.6;
const DEV_SPEARMAN_FLOOR = 0.6;
// The second held-out half (holdout2), collected after the engine's last fixes and scored once:
// 0.56 as it came out, short of the 0.6 goal. The floor is what was measured, not the goal.
const HOLDOUT2_SPEARMAN_FLOOR = 0.55;
// The third held-out set (holdout3), collected and graded before any engine change: 0.48 as it
// came out (the floor is what was measured, not the goal), and one cosmetic-only output (a curly
// apostrophe) scored 0.1 above its input, which the score no longer does.
const HOLDOUT3_SPEARMAN_FLOOR = 0.47;
const HOLDOUT3_COSMETIC_SCORED_UP_CEILING = 0;
// The fourth held-out set (holdout4), collected after the holdout3 fixes and graded by an
// independent reader before any engine change: 0.45 as it came out, and no cosmetic-only output
// scored above its input. The floor is what was measured, not the goal.
const HOLDOUT4_SPEARMAN_FLOOR = 0.44;
const HOLDOUT4_COSMETIC_SCORED_UP_CEILING = 0;
// The fifth held-out set (holdout5), collected after the holdout4 fixes and graded by an
// independent reader before any engine change: 0.40 as it came out, and no cosmetic-only output
// scored above its input. The floor is what was measured, not the goal.
const HOLDOUT5_SPEARMAN_FLOOR = 0.4;
const HOLDOUT5_COSMETIC_SCORED_UP_CEILING = 0;
// The sixth held-out set (holdout6), collected after the holdout5 fixes and graded by an
// independent reader before any engine change: 0.46 as it came out (0.459), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT6_SPEARMAN_FLOOR = 0.45;
const HOLDOUT6_COSMETIC_SCORED_UP_CEILING = 0;
// The seventh held-out set (holdout7), collected after the holdout6 fixes and graded by an
// independent reader before any engine change: 0.18 as it came out (0.179), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT7_SPEARMAN_FLOOR = 0.17;
const HOLDOUT7_COSMETIC_SCORED_UP_CEILING = 0;
// The eighth held-out set (holdout8), collected after the holdout7 fixes and graded by an
// independent reader before any engine change: 0.29 as it came out (0.292), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT8_SPEARMAN_FLOOR = 0.29;
const HOLDOUT8_COSMETIC_SCORED_UP_CEILING = 0;
// The ninth held-out set (holdout9), collected after the holdout8 fixes and graded by an
// independent reader before any engine change: 0.57 as it came out (0.572), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT9_SPEARMAN_FLOOR = 0.57;
const HOLDOUT9_COSMETIC_SCORED_UP_CEILING = 0;
// The tenth held-out set (holdout10), collected after the holdout9 fixes and graded by an
// independent reader before any engine change: 0.44 as it came out (0.439), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT10_SPEARMAN_FLOOR = 0.43;
const HOLDOUT10_COSMETIC_SCORED_UP_CEILING = 0;
// The eleventh held-out set (holdout11), collected after the tidy-at-seams change and graded by an
// independent reader before any engine change: 0.42 as it came out (0.420), and five cosmetic-only
// outputs ("didnt" → "didn't") scored above their input, which the score no longer does (the same
// letters are no changed word). The floor is what was measured, not the goal.
const HOLDOUT11_SPEARMAN_FLOOR = 0.42;
const HOLDOUT11_COSMETIC_SCORED_UP_CEILING = 0;
// The twelfth held-out set (holdout12), collected after the holdout11 fixes and graded by an
// independent reader before any engine change: 0.53 as it came out (0.530), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT12_SPEARMAN_FLOOR = 0.52;
const HOLDOUT12_COSMETIC_SCORED_UP_CEILING = 0;
// The thirteenth held-out set (holdout13), collected after the holdout12 fixes and graded by an
// independent reader before any engine change: 0.58 as it came out (0.583), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT13_SPEARMAN_FLOOR = 0.58;
const HOLDOUT13_COSMETIC_SCORED_UP_CEILING = 0;
// The fourteenth held-out set (holdout14), collected after the holdout13 fixes and graded by an
// independent reader before any engine change: 0.66 as it came out (0.661), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT14_SPEARMAN_FLOOR = 0.66;
const HOLDOUT14_COSMETIC_SCORED_UP_CEILING = 0;
// The fifteenth held-out set (holdout15), collected after the holdout14 fixes and graded by an
// independent reader before any engine change: 0.60 as it came out (0.599), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT15_SPEARMAN_FLOOR = 0.59;
const HOLDOUT15_COSMETIC_SCORED_UP_CEILING = 0;
// The sixteenth held-out set (holdout16), collected after the holdout15 fixes and graded by an
// independent reader before any engine change: 0.80 as it came out (0.801), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT16_SPEARMAN_FLOOR = 0.8;
const HOLDOUT16_COSMETIC_SCORED_UP_CEILING = 0;
// The seventeenth held-out set (holdout17), collected after the holdout16 fixes and graded by an
// independent reader before any engine change: 0.64 as it came out (0.640), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT17_SPEARMAN_FLOOR = 0.64;
const HOLDOUT17_COSMETIC_SCORED_UP_CEILING = 0;
// The eighteenth held-out set (holdout18), collected after the holdout17 fixes and graded by an
// independent reader before any engine change: 0.55 as it came out (0.559), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT18_SPEARMAN_FLOOR = 0.55;
const HOLDOUT18_COSMETIC_SCORED_UP_CEILING = 0;
// The nineteenth held-out set (holdout19), collected after the holdout18 fixes and graded by an
// independent reader before any engine change: 0.47 as it came out (0.470), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT19_SPEARMAN_FLOOR = 0.47;
const HOLDOUT19_COSMETIC_SCORED_UP_CEILING = 0;
// The twentieth held-out set (holdout20), collected after the holdout19 fixes and graded by an
// independent reader before any engine change: 0.61 as it came out (0.617), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT20_SPEARMAN_FLOOR = 0.61;
const HOLDOUT20_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-first held-out set (holdout21), collected after the holdout20 was read and graded by
// an independent reader before any engine change: 0.50 as it came out (0.5006), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT21_SPEARMAN_FLOOR = 0.5;
const HOLDOUT21_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-second held-out set (holdout22), collected after the holdout20 fixes and graded by an
// independent reader before any engine change: 0.75 as it came out (0.7465), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT22_SPEARMAN_FLOOR = 0.74;
const HOLDOUT22_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-third held-out set (holdout23), collected after the holdout21 fixes and graded by an
// independent reader before any engine change: 0.61 as it came out (0.6084), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT23_SPEARMAN_FLOOR = 0.6;
const HOLDOUT23_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-fourth held-out set (holdout24), collected after the holdout23 fixes and graded by an
// independent reader before any engine change: 0.55 as it came out (0.5466), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT24_SPEARMAN_FLOOR = 0.54;
const HOLDOUT24_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-fifth held-out set (holdout25), collected after the holdout24 fixes and graded by an
// independent reader before any engine change: 0.65 as it came out (0.6450), and no cosmetic-only
// output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT25_SPEARMAN_FLOOR = 0.64;
const HOLDOUT25_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-sixth held-out set (holdout26), collected after the holdout24 fixes and graded by an
// independent reader before any engine change: 0.66 as it came out (0.6583); merged after
// holdout25, its extra-tone settings shifted and the merger graded the 30 new ones: 0.64 (0.6384),
// and no cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT26_SPEARMAN_FLOOR = 0.63;
const HOLDOUT26_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-seventh held-out set (holdout27), collected after the holdout25 and holdout26 fixes
// and graded by an independent reader before any engine change: 0.78 as it came out (0.7808), and
// no cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT27_SPEARMAN_FLOOR = 0.78;
const HOLDOUT27_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-eighth held-out set (holdout28), collected beside holdout27 after the holdout25 and
// holdout26 fixes and graded by an independent reader before any engine change: 0.62 as it came
// out (0.6194), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT28_SPEARMAN_FLOOR = 0.61;
const HOLDOUT28_COSMETIC_SCORED_UP_CEILING = 0;
// The twenty-ninth held-out set (holdout29), collected after the holdout27 and holdout28 fixes and
// graded by an independent reader before any engine change: 0.77 as it came out (0.7657), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT29_SPEARMAN_FLOOR = 0.76;
const HOLDOUT29_COSMETIC_SCORED_UP_CEILING = 0;
// The thirtieth held-out set (holdout30), collected beside holdout29 after the holdout27 and
// holdout28 fixes and graded by an independent reader before any engine change: 0.70 as it came
// out (0.6998), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT30_SPEARMAN_FLOOR = 0.69;
const HOLDOUT30_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-first held-out set (holdout31), collected after the holdout29 and holdout30 fixes and
// graded by an independent reader before any engine change: 0.53 as it came out (0.5322), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT31_SPEARMAN_FLOOR = 0.53;
const HOLDOUT31_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-second held-out set (holdout32), collected beside holdout31 after the holdout29 and
// holdout30 fixes and graded by an independent reader before any engine change: 0.77 as it came
// out (0.7734), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT32_SPEARMAN_FLOOR = 0.77;
const HOLDOUT32_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-third held-out set (holdout33), collected after the holdout31 and holdout32 fixes and
// graded by an independent reader before any engine change: 0.56 as it came out (0.5646), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT33_SPEARMAN_FLOOR = 0.56;
const HOLDOUT33_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-fourth held-out set (holdout34), collected beside holdout33 after the holdout31 and
// holdout32 fixes and graded by an independent reader before any engine change: 0.54 as it came
// out (0.5387), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT34_SPEARMAN_FLOOR = 0.53;
const HOLDOUT34_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-fifth held-out set (holdout35), collected after the holdout33 and holdout34 fixes and
// graded by an independent reader before any engine change: 0.76 as it came out (0.7559), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT35_SPEARMAN_FLOOR = 0.75;
const HOLDOUT35_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-sixth held-out set (holdout36), collected beside holdout35 after the holdout33 and
// holdout34 fixes and graded by an independent reader before any engine change: 0.73 as it came
// out (0.7259), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT36_SPEARMAN_FLOOR = 0.72;
const HOLDOUT36_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-seventh held-out set (holdout37), collected after the holdout35 and holdout36 fixes
// and graded by an independent reader before any engine change: 0.81 as it came out (0.8105), and
// no cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT37_SPEARMAN_FLOOR = 0.81;
const HOLDOUT37_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-eighth held-out set (holdout38), collected beside holdout37 after the holdout35 and
// holdout36 fixes and graded by an independent reader before any engine change: 0.84 as it came
// out (0.8352), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT38_SPEARMAN_FLOOR = 0.83;
const HOLDOUT38_COSMETIC_SCORED_UP_CEILING = 0;
// The thirty-ninth held-out set (holdout39), collected after the holdout37 and holdout38 fixes
// and graded by an independent reader before any engine change: 0.63 as it came out (0.6347), and
// no cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT39_SPEARMAN_FLOOR = 0.63;
const HOLDOUT39_COSMETIC_SCORED_UP_CEILING = 0;
// The fortieth held-out set (holdout40), collected beside holdout39 after the holdout37 and
// holdout38 fixes and graded by an independent reader before any engine change: 0.71 as it came
// out (0.7083), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT40_SPEARMAN_FLOOR = 0.7;
const HOLDOUT40_COSMETIC_SCORED_UP_CEILING = 0;
// The forty-first held-out set (holdout41), collected after the holdout39 and holdout40 fixes and
// graded by an independent reader before any engine change: 0.64 as it came out (0.6365), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT41_SPEARMAN_FLOOR = 0.63;
const HOLDOUT41_COSMETIC_SCORED_UP_CEILING = 0;
// The forty-second held-out set (holdout42), collected beside holdout41 after the holdout39 and
// holdout40 fixes and graded by an independent reader before any engine change: 0.68 as it came
// out (0.6806), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT42_SPEARMAN_FLOOR = 0.68;
const HOLDOUT42_COSMETIC_SCORED_UP_CEILING = 0;
// The forty-third held-out set (holdout43), collected after the holdout41 and holdout42 fixes and
// graded by an independent reader before any engine change: 0.65 as it came out (0.6525), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT43_SPEARMAN_FLOOR = 0.65;
const HOLDOUT43_COSMETIC_SCORED_UP_CEILING = 0;
// The forty-fourth held-out set (holdout44), collected beside holdout43 after the holdout41 and
// holdout42 fixes and graded by an independent reader before any engine change: 0.63 as it came
// out (0.6293), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT44_SPEARMAN_FLOOR = 0.62;
const HOLDOUT44_COSMETIC_SCORED_UP_CEILING = 0;
// The forty-fifth held-out set (holdout45), collected after the holdout43 and holdout44 fixes and
// graded by an independent reader before any engine change: 0.74 as it came out (0.7419), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT45_SPEARMAN_FLOOR = 0.74;
const HOLDOUT45_COSMETIC_SCORED_UP_CEILING = 0;

// The forty-sixth held-out set (holdout46), collected beside holdout45 after the holdout43 and
// holdout44 fixes and graded by a second independent reader before any engine change: 0.54 as it
// came out (0.5484), under the 0.6 goal, and no cosmetic-only output scored above its input. The
// floor is what was measured, not the goal.
const HOLDOUT46_SPEARMAN_FLOOR = 0.54;
const HOLDOUT46_COSMETIC_SCORED_UP_CEILING = 0;
// The forty-seventh held-out set (holdout47), collected after the holdout45 and holdout46 fixes and
// graded by an independent reader before any engine change: 0.59 as it came out (0.5926), under
// the 0.6 goal, and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT47_SPEARMAN_FLOOR = 0.59;
const HOLDOUT47_COSMETIC_SCORED_UP_CEILING = 0;

// The forty-eighth held-out set (holdout48), collected beside holdout47 after the holdout45 and
// holdout46 fixes and graded by a second independent reader before any engine change: 0.74 as it
// came out (0.7421), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT48_SPEARMAN_FLOOR = 0.74;
const HOLDOUT48_COSMETIC_SCORED_UP_CEILING = 0;

// The forty-ninth held-out set (holdout49), collected after the holdout47 and holdout48 fixes and
// graded by an independent reader before any engine change: 0.69 as it came out (0.6956), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT49_SPEARMAN_FLOOR = 0.69;
const HOLDOUT49_COSMETIC_SCORED_UP_CEILING = 0;

// The fiftieth held-out set (holdout50), collected beside holdout49 after the holdout47 and
// holdout48 fixes and graded by a second independent reader before any engine change: 0.73 as it
// came out (0.7302), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT50_SPEARMAN_FLOOR = 0.73;
const HOLDOUT50_COSMETIC_SCORED_UP_CEILING = 0;

// The fifty-first held-out set (holdout51), collected after the holdout49 and holdout50 fixes and
// graded by an independent reader before any engine change: 0.84 as it came out (0.8458), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT51_SPEARMAN_FLOOR = 0.84;
const HOLDOUT51_COSMETIC_SCORED_UP_CEILING = 0;

// The fifty-second held-out set (holdout52), collected beside holdout51 after the holdout49 and
// holdout50 fixes and graded by a second independent reader before any engine change: 0.82 as it
// came out (0.8271), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT52_SPEARMAN_FLOOR = 0.82;
const HOLDOUT52_COSMETIC_SCORED_UP_CEILING = 0;

// The fifty-third held-out set (holdout53), collected after the holdout51 and holdout52 fixes and
// graded by an independent reader before any engine change: 0.75 as it came out (0.7595), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT53_SPEARMAN_FLOOR = 0.75;
const HOLDOUT53_COSMETIC_SCORED_UP_CEILING = 0;

// The fifty-fourth held-out set (holdout54), collected beside holdout53 after the holdout51 and
// holdout52 fixes and graded by a second independent reader before any engine change: 0.87 as it
// came out (0.8710), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT54_SPEARMAN_FLOOR = 0.87;
const HOLDOUT54_COSMETIC_SCORED_UP_CEILING = 0;

// The fifty-fifth held-out set (holdout55), collected after the holdout53 and holdout54 fixes and
// graded by an independent reader before any engine change: 0.59 as it came out (0.5965), and no
// cosmetic-only output scored above its input. The floor is what was measured, not the goal.
const HOLDOUT55_SPEARMAN_FLOOR = 0.59;
const HOLDOUT55_COSMETIC_SCORED_UP_CEILING = 0;

// The fifty-sixth held-out set (holdout56), collected beside holdout55 after the holdout53 and
// holdout54 fixes and graded by a second independent reader before any engine change: 0.68 as it
// came out (0.6898), and no cosmetic-only output scored above its input. The floor is what was
// measured, not the goal.
const HOLDOUT56_SPEARMAN_FLOOR = 0.68;
const HOLDOUT56_COSMETIC_SCORED_UP_CEILING = 0;

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
  const dev = splitFigures('dev', outputs, byId, current);
  const holdout = splitFigures('holdout', outputs, byId, current);
  const holdout2 = splitFigures('holdout2', outputs, byId, current);
  const holdout3 = splitFigures('holdout3', outputs, byId, current);
  const holdout4 = splitFigures('holdout4', outputs, byId, current);
  const holdout5 = splitFigures('holdout5', outputs, byId, current);
  const holdout6 = splitFigures('holdout6', outputs, byId, current);
  const holdout7 = splitFigures('holdout7', outputs, byId, current);
  const holdout8 = splitFigures('holdout8', outputs, byId, current);
  const holdout9 = splitFigures('holdout9', outputs, byId, current);
  const holdout10 = splitFigures('holdout10', outputs, byId, current);
  const holdout11 = splitFigures('holdout11', outputs, byId, current);
  const holdout12 = splitFigures('holdout12', outputs, byId, current);
  const holdout13 = splitFigures('holdout13', outputs, byId, current);
  const holdout14 = splitFigures('holdout14', outputs, byId, current);
  const holdout15 = splitFigures('holdout15', outputs, byId, current);
  const holdout16 = splitFigures('holdout16', outputs, byId, current);
  const holdout17 = splitFigures('holdout17', outputs, byId, current);
  const holdout18 = splitFigures('holdout18', outputs, byId, current);
  const holdout19 = splitFigures('holdout19', outputs, byId, current);
  const holdout20 = splitFigures('holdout20', outputs, byId, current);
  const holdout21 = splitFigures('holdout21', outputs, byId, current);
  const holdout22 = splitFigures('holdout22', outputs, byId, current);
  const holdout23 = splitFigures('holdout23', outputs, byId, current);
  const holdout24 = splitFigures('holdout24', outputs, byId, current);
  const holdout25 = splitFigures('holdout25', outputs, byId, current);
  const holdout26 = splitFigures('holdout26', outputs, byId, current);
  const holdout27 = splitFigures('holdout27', outputs, byId, current);
  const holdout28 = splitFigures('holdout28', outputs, byId, current);
  const holdout29 = splitFigures('holdout29', outputs, byId, current);
  const holdout30 = splitFigures('holdout30', outputs, byId, current);
  const holdout31 = splitFigures('holdout31', outputs, byId, current);
  const holdout32 = splitFigures('holdout32', outputs, byId, current);
  const holdout33 = splitFigures('holdout33', outputs, byId, current);
  const holdout34 = splitFigures('holdout34', outputs, byId, current);
  const holdout35 = splitFigures('holdout35', outputs, byId, current);
  const holdout36 = splitFigures('holdout36', outputs, byId, current);
  const holdout37 = splitFigures('holdout37', outputs, byId, current);
  const holdout38 = splitFigures('holdout38', outputs, byId, current);
  const holdout39 = splitFigures('holdout39', outputs, byId, current);
  const holdout40 = splitFigures('holdout40', outputs, byId, current);
  const holdout41 = splitFigures('holdout41', outputs, byId, current);
  const holdout42 = splitFigures('holdout42', outputs, byId, current);
  const holdout43 = splitFigures('holdout43', outputs, byId, current);
  const holdout44 = splitFigures('holdout44', outputs, byId, current);
  const holdout45 = splitFigures('holdout45', outputs, byId, current);
  const holdout46 = splitFigures('holdout46', outputs, byId, current);
  const holdout47 = splitFigures('holdout47', outputs, byId, current);
  const holdout48 = splitFigures('holdout48', outputs, byId, current);
  const holdout49 = splitFigures('holdout49', outputs, byId, current);
  const holdout50 = splitFigures('holdout50', outputs, byId, current);
  const holdout51 = splitFigures('holdout51', outputs, byId, current);
  const holdout52 = splitFigures('holdout52', outputs, byId, current);
  const holdout53 = splitFigures('holdout53', outputs, byId, current);
  const holdout54 = splitFigures('holdout54', outputs, byId, current);
  const holdout55 = splitFigures('holdout55', outputs, byId, current);
  const holdout56 = splitFigures('holdout56', outputs, byId, current);

  it('states in REPORT.md the figures computed from outputs and grades', () => {
    expect(readFileSync(join(realTextsDir(), 'REPORT.md'), 'utf8')).toContain(
      figuresTable([
        dev,
        holdout,
        holdout2,
        holdout3,
        holdout4,
        holdout5,
        holdout6,
        holdout7,
        holdout8,
        holdout9,
        holdout10,
        holdout11,
        holdout12,
        holdout13,
        holdout14,
        holdout15,
        holdout16,
        holdout17,
        holdout18,
        holdout19,
        holdout20,
        holdout21,
        holdout22,
        holdout23,
        holdout24,
        holdout25,
        holdout26,
        holdout27,
        holdout28,
        holdout29,
        holdout30,
        holdout31,
        holdout32,
        holdout33,
        holdout34,
        holdout35,
        holdout36,
        holdout37,
        holdout38,
        holdout39,
        holdout40,
        holdout41,
        holdout42,
        holdout43,
        holdout44,
        holdout45,
        holdout46,
        holdout47,
        holdout48,
        holdout49,
        holdout50,
        holdout51,
        holdout52,
        holdout53,
        holdout54,
        holdout55,
        holdout56,
      ]),
    );
  });

  // Issue 28 item 5, measured on the held-out half, which the score was not tuned on. The goal is
  // a Spearman of 0.6; these floors are what the score reached when it was recalibrated, so a
  // change that makes it follow the reader less fails here (REPORT.md says where it stands).
  it('scores the held-out half the way its reader graded it', () => {
    expect(holdout.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT_SPEARMAN_FLOOR);
    expect(dev.spearmanAll).toBeGreaterThanOrEqual(DEV_SPEARMAN_FLOOR);
    expect(holdout.cosmeticScoredUp + dev.cosmeticScoredUp).toBe(0);
  });

  it('scores the second held-out half no worse than when it was first measured', () => {
    expect(holdout2.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT2_SPEARMAN_FLOOR);
    expect(holdout2.cosmeticScoredUp).toBe(0);
  });

  it('scores the third held-out set no worse than when it was first measured', () => {
    expect(holdout3.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT3_SPEARMAN_FLOOR);
    expect(holdout3.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT3_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fourth held-out set no worse than when it was first measured', () => {
    expect(holdout4.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT4_SPEARMAN_FLOOR);
    expect(holdout4.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT4_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifth held-out set no worse than when it was first measured', () => {
    expect(holdout5.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT5_SPEARMAN_FLOOR);
    expect(holdout5.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT5_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the sixth held-out set no worse than when it was first measured', () => {
    expect(holdout6.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT6_SPEARMAN_FLOOR);
    expect(holdout6.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT6_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the seventh held-out set no worse than when it was first measured', () => {
    expect(holdout7.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT7_SPEARMAN_FLOOR);
    expect(holdout7.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT7_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the eighth held-out set no worse than when it was first measured', () => {
    expect(holdout8.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT8_SPEARMAN_FLOOR);
    expect(holdout8.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT8_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the ninth held-out set no worse than when it was first measured', () => {
    expect(holdout9.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT9_SPEARMAN_FLOOR);
    expect(holdout9.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT9_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the tenth held-out set no worse than when it was first measured', () => {
    expect(holdout10.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT10_SPEARMAN_FLOOR);
    expect(holdout10.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT10_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the eleventh held-out set no worse than when it was first measured', () => {
    expect(holdout11.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT11_SPEARMAN_FLOOR);
    expect(holdout11.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT11_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twelfth held-out set no worse than when it was first measured', () => {
    expect(holdout12.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT12_SPEARMAN_FLOOR);
    expect(holdout12.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT12_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirteenth held-out set no worse than when it was first measured', () => {
    expect(holdout13.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT13_SPEARMAN_FLOOR);
    expect(holdout13.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT13_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fourteenth held-out set no worse than when it was first measured', () => {
    expect(holdout14.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT14_SPEARMAN_FLOOR);
    expect(holdout14.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT14_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifteenth held-out set no worse than when it was first measured', () => {
    expect(holdout15.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT15_SPEARMAN_FLOOR);
    expect(holdout15.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT15_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the sixteenth held-out set no worse than when it was first measured', () => {
    expect(holdout16.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT16_SPEARMAN_FLOOR);
    expect(holdout16.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT16_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the seventeenth held-out set no worse than when it was first measured', () => {
    expect(holdout17.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT17_SPEARMAN_FLOOR);
    expect(holdout17.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT17_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the eighteenth held-out set no worse than when it was first measured', () => {
    expect(holdout18.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT18_SPEARMAN_FLOOR);
    expect(holdout18.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT18_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the nineteenth held-out set no worse than when it was first measured', () => {
    expect(holdout19.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT19_SPEARMAN_FLOOR);
    expect(holdout19.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT19_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twentieth held-out set no worse than when it was first measured', () => {
    expect(holdout20.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT20_SPEARMAN_FLOOR);
    expect(holdout20.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT20_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-first held-out set no worse than when it was first measured', () => {
    expect(holdout21.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT21_SPEARMAN_FLOOR);
    expect(holdout21.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT21_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-second held-out set no worse than when it was first measured', () => {
    expect(holdout22.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT22_SPEARMAN_FLOOR);
    expect(holdout22.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT22_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-third held-out set no worse than when it was first measured', () => {
    expect(holdout23.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT23_SPEARMAN_FLOOR);
    expect(holdout23.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT23_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-fourth held-out set no worse than when it was first measured', () => {
    expect(holdout24.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT24_SPEARMAN_FLOOR);
    expect(holdout24.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT24_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-fifth held-out set no worse than when it was first measured', () => {
    expect(holdout25.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT25_SPEARMAN_FLOOR);
    expect(holdout25.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT25_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-sixth held-out set no worse than when it was first measured', () => {
    expect(holdout26.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT26_SPEARMAN_FLOOR);
    expect(holdout26.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT26_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-seventh held-out set no worse than when it was first measured', () => {
    expect(holdout27.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT27_SPEARMAN_FLOOR);
    expect(holdout27.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT27_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-eighth held-out set no worse than when it was first measured', () => {
    expect(holdout28.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT28_SPEARMAN_FLOOR);
    expect(holdout28.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT28_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the twenty-ninth held-out set no worse than when it was first measured', () => {
    expect(holdout29.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT29_SPEARMAN_FLOOR);
    expect(holdout29.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT29_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirtieth held-out set no worse than when it was first measured', () => {
    expect(holdout30.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT30_SPEARMAN_FLOOR);
    expect(holdout30.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT30_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-first held-out set no worse than when it was first measured', () => {
    expect(holdout31.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT31_SPEARMAN_FLOOR);
    expect(holdout31.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT31_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-second held-out set no worse than when it was first measured', () => {
    expect(holdout32.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT32_SPEARMAN_FLOOR);
    expect(holdout32.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT32_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-third held-out set no worse than when it was first measured', () => {
    expect(holdout33.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT33_SPEARMAN_FLOOR);
    expect(holdout33.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT33_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-fourth held-out set no worse than when it was first measured', () => {
    expect(holdout34.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT34_SPEARMAN_FLOOR);
    expect(holdout34.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT34_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-fifth held-out set no worse than when it was first measured', () => {
    expect(holdout35.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT35_SPEARMAN_FLOOR);
    expect(holdout35.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT35_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-sixth held-out set no worse than when it was first measured', () => {
    expect(holdout36.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT36_SPEARMAN_FLOOR);
    expect(holdout36.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT36_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-seventh held-out set no worse than when it was first measured', () => {
    expect(holdout37.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT37_SPEARMAN_FLOOR);
    expect(holdout37.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT37_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-eighth held-out set no worse than when it was first measured', () => {
    expect(holdout38.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT38_SPEARMAN_FLOOR);
    expect(holdout38.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT38_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the thirty-ninth held-out set no worse than when it was first measured', () => {
    expect(holdout39.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT39_SPEARMAN_FLOOR);
    expect(holdout39.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT39_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fortieth held-out set no worse than when it was first measured', () => {
    expect(holdout40.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT40_SPEARMAN_FLOOR);
    expect(holdout40.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT40_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-first held-out set no worse than when it was first measured', () => {
    expect(holdout41.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT41_SPEARMAN_FLOOR);
    expect(holdout41.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT41_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-second held-out set no worse than when it was first measured', () => {
    expect(holdout42.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT42_SPEARMAN_FLOOR);
    expect(holdout42.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT42_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-third held-out set no worse than when it was first measured', () => {
    expect(holdout43.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT43_SPEARMAN_FLOOR);
    expect(holdout43.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT43_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-fourth held-out set no worse than when it was first measured', () => {
    expect(holdout44.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT44_SPEARMAN_FLOOR);
    expect(holdout44.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT44_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-fifth held-out set no worse than when it was first measured', () => {
    expect(holdout45.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT45_SPEARMAN_FLOOR);
    expect(holdout45.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT45_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-sixth held-out set no worse than when it was first measured', () => {
    expect(holdout46.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT46_SPEARMAN_FLOOR);
    expect(holdout46.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT46_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-seventh held-out set no worse than when it was first measured', () => {
    expect(holdout47.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT47_SPEARMAN_FLOOR);
    expect(holdout47.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT47_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-eighth held-out set no worse than when it was first measured', () => {
    expect(holdout48.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT48_SPEARMAN_FLOOR);
    expect(holdout48.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT48_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the forty-ninth held-out set no worse than when it was first measured', () => {
    expect(holdout49.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT49_SPEARMAN_FLOOR);
    expect(holdout49.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT49_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fiftieth held-out set no worse than when it was first measured', () => {
    expect(holdout50.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT50_SPEARMAN_FLOOR);
    expect(holdout50.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT50_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifty-first held-out set no worse than when it was first measured', () => {
    expect(holdout51.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT51_SPEARMAN_FLOOR);
    expect(holdout51.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT51_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifty-second held-out set no worse than when it was first measured', () => {
    expect(holdout52.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT52_SPEARMAN_FLOOR);
    expect(holdout52.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT52_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifty-third held-out set no worse than when it was first measured', () => {
    expect(holdout53.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT53_SPEARMAN_FLOOR);
    expect(holdout53.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT53_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifty-fourth held-out set no worse than when it was first measured', () => {
    expect(holdout54.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT54_SPEARMAN_FLOOR);
    expect(holdout54.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT54_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifty-fifth held-out set no worse than when it was first measured', () => {
    expect(holdout55.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT55_SPEARMAN_FLOOR);
    expect(holdout55.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT55_COSMETIC_SCORED_UP_CEILING);
  });

  it('scores the fifty-sixth held-out set no worse than when it was first measured', () => {
    expect(holdout56.spearmanAll).toBeGreaterThanOrEqual(HOLDOUT56_SPEARMAN_FLOOR);
    expect(holdout56.cosmeticScoredUp).toBeLessThanOrEqual(HOLDOUT56_COSMETIC_SCORED_UP_CEILING);
  });
});
