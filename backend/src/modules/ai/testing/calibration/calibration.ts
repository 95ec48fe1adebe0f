import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryDir } from '../dev-corpus.js';
import { EMOTION_TONES, type PersonaProfile, type RewriteRequest } from '../../ai.types.js';

const DIR = 'backend/src/modules/ai/testing/calibration';

export interface CalibrationText {
  id: string;
  kind: string;
  text: string;
}

/** One graded output: which text, with which settings, and the grade a reader gave it (1–5). */
export interface CalibrationCase {
  key: string;
  request: RewriteRequest;
}

const INTENSITIES = [3, 8, 10, 7, 5, 9] as const;
const PERSONAS: readonly PersonaProfile[] = [
  'adaptive',
  'adaptive',
  'executive',
  'adaptive',
  'sales',
  'technical',
];

const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(join(repositoryDir(DIR), name), 'utf8')) as T;

/** Six settings per text: tones in turn, low and high intensities, a few personas. */
export function calibrationCases(): CalibrationCase[] {
  const texts = readJson<CalibrationText[]>('texts.json');
  return texts.flatMap((text, textIndex) =>
    INTENSITIES.map((intensity, slot) => {
      const tone = EMOTION_TONES[(textIndex * 2 + slot) % EMOTION_TONES.length];
      const persona = PERSONAS[slot];
      return {
        key: `${text.id}|${tone}|${intensity}|${persona}`,
        request: { text: text.text, emotion_tone: tone, intensity, persona_profile: persona },
      };
    }),
  );
}

/** A grade a person gave by reading, and which output it was given to. */
export interface CalibrationGrade {
  grade: number;
  /** `outputHash` of the output that was read: a different hash means the grade is stale. */
  output: string;
}

/** Grades read by a person, by case key (see RUBRIC.md). */
export const calibrationGrades = (): Record<string, CalibrationGrade> =>
  readJson<Record<string, CalibrationGrade>>('grades.json');

/** A short fingerprint of an output, stored beside its grade. */
export const outputHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Average ranks (1-based), ties sharing the mean of their positions. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end++;
    for (let at = start; at <= end; at++) result[order[at].index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** Spearman rank correlation (ties take their mean rank). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(rx);
  const my = mean(ry);
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  for (let index = 0; index < rx.length; index++) {
    covariance += (rx[index] - mx) * (ry[index] - my);
    vx += (rx[index] - mx) ** 2;
    vy += (ry[index] - my) ** 2;
  }
  return vx === 0 || vy === 0 ? 0 : covariance / Math.sqrt(vx * vy);
}

export interface CalibrationFigures {
  graded: number;
  ungraded: string[];
  /** Cases whose output is no longer the one that was graded: read them again (RUBRIC.md). */
  stale: string[];
  /** Spearman of quality_score with the grades: all, texts at even positions, texts at odd positions. */
  correlation: { all: number; tuning: number; heldOut: number };
  /** Outputs identical to their input at intensity ≥ 7 where the tone differs from the text's own. */
  identicalHigh: { identical: number; total: number };
}

interface Scored {
  key: string;
  textIndex: number;
  score: number;
  grade?: number;
}

/** Runs every case through `rewrite` (the service) and compares its scores with the grades. */
export async function calibrationFigures(
  rewrite: (request: RewriteRequest) => Promise<{
    enhanced_text: string;
    quality_score: number;
    change_level: string;
    analysis: { input: { dominant_tone: string } };
  }>,
): Promise<CalibrationFigures> {
  const grades = calibrationGrades();
  const scored: Scored[] = [];
  const stale: string[] = [];
  const identicalHigh = { identical: 0, total: 0 };
  for (const [index, item] of calibrationCases().entries()) {
    const result = await rewrite(item.request);
    scored.push({
      key: item.key,
      textIndex: Math.floor(index / INTENSITIES.length),
      score: result.quality_score,
      grade: grades[item.key]?.grade,
    });
    const graded = grades[item.key];
    if (graded && graded.output !== outputHash(result.enhanced_text)) stale.push(item.key);
    if (
      item.request.intensity >= 7 &&
      result.analysis.input.dominant_tone !== item.request.emotion_tone
    ) {
      identicalHigh.total++;
      if (result.change_level === 'unchanged') identicalHigh.identical++;
    }
  }
  const graded = scored.filter((item) => item.grade !== undefined);
  const correlationOf = (items: Scored[]) =>
    spearman(
      items.map((item) => item.score),
      items.map((item) => item.grade ?? 0),
    );
  return {
    graded: graded.length,
    ungraded: scored.filter((item) => item.grade === undefined).map((item) => item.key),
    stale,
    correlation: {
      all: correlationOf(graded),
      tuning: correlationOf(graded.filter((item) => item.textIndex % 2 === 0)),
      heldOut: correlationOf(graded.filter((item) => item.textIndex % 2 === 1)),
    },
    identicalHigh,
  };
}
