import { EMOTION_TONES, type EmotionTone } from '../modules/ai/ai.types.js';
import {
  cannedSentences,
  intensityPairs,
  type CannedSentence,
  type EvalResult,
  type EvalRun,
} from './rewrite-eval.js';

export interface ToneSummary {
  tone: EmotionTone;
  /** Intensity → share of outputs whose tone signal rose, and the mean rise per 100 words. */
  byIntensity: Record<number, { moved: number; meanShift: number }>;
}

export interface EvalSummary {
  runs: number;
  failures: number;
  fallbacks: number;
  tones: ToneSummary[];
  meaning: { withLostFacts: number; meanContentRecall: number; examples: string[] };
  fluency: { withNewDefects: number; kinds: [string, number][] };
  monotonicity: {
    pairs: number;
    /** Pairs where the high intensity changed at least as much as the low one. */
    monotone: number;
    /** Pairs whose two outputs are the same text. */
    sameAtBoth: number;
    meanChange: Record<number, number>;
  };
  identical: Record<number, number>;
  canned: CannedSentence[];
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const intensitiesOf = (runs: readonly EvalRun[]) =>
  [...new Set(runs.map((run) => run.intensity))].sort((a, b) => a - b);

// Rounding noise in the edit distance is not a reversal of intensity.
const CHANGE_TOLERANCE = 0.01;

export function summarise(result: EvalResult, inputs: ReadonlyMap<string, string>): EvalSummary {
  const { runs } = result;
  const intensities = intensitiesOf(runs);
  const tones: ToneSummary[] = EMOTION_TONES.filter((tone) =>
    runs.some((run) => run.tone === tone),
  ).map((tone) => ({
    tone,
    byIntensity: Object.fromEntries(
      intensities.map((intensity) => {
        const own = runs.filter((run) => run.tone === tone && run.intensity === intensity);
        return [
          intensity,
          {
            moved: mean(own.map((run) => (run.toneShift > 0 ? 1 : 0))),
            meanShift: mean(own.map((run) => run.toneShift)),
          },
        ];
      }),
    ),
  }));
  const lost = runs.filter((run) => run.lostFacts.length > 0);
  const defectKinds = new Map<string, number>();
  for (const run of runs) {
    for (const defect of run.newDefects) {
      const kind = defect.replace(/\s*".*$/, '');
      defectKinds.set(kind, (defectKinds.get(kind) ?? 0) + 1);
    }
  }
  const pairs = intensityPairs(runs);
  return {
    runs: runs.length,
    failures: result.failures.length,
    fallbacks: runs.filter((run) => run.modelUsed.includes('fallback')).length,
    tones,
    meaning: {
      withLostFacts: lost.length,
      meanContentRecall: mean(runs.map((run) => run.contentRecall)),
      examples: lost
        .slice(0, 5)
        .map(
          (run) => `${run.textId} ${run.tone} ${run.intensity}: lost ${run.lostFacts.join(', ')}`,
        ),
    },
    fluency: {
      withNewDefects: runs.filter((run) => run.newDefects.length > 0).length,
      kinds: [...defectKinds].sort((a, b) => b[1] - a[1]).slice(0, 6),
    },
    monotonicity: {
      pairs: pairs.length,
      monotone: pairs.filter((pair) => pair.high.change >= pair.low.change - CHANGE_TOLERANCE)
        .length,
      sameAtBoth: pairs.filter((pair) => pair.high.output === pair.low.output).length,
      meanChange: Object.fromEntries(
        intensities.map((intensity) => [
          intensity,
          mean(runs.filter((run) => run.intensity === intensity).map((run) => run.change)),
        ]),
      ),
    },
    identical: Object.fromEntries(
      intensities.map((intensity) => [
        intensity,
        runs.filter((run) => run.intensity === intensity && run.identical).length,
      ]),
    ),
    canned: cannedSentences(runs, inputs),
  };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const fixed = (value: number) => (value >= 0 ? '+' : '') + value.toFixed(2);

/** The summary as the lines `npm run eval:rewrite` prints. */
export function reportLines(summary: EvalSummary, engine: string): string[] {
  const intensities = Object.keys(summary.identical).map(Number);
  const runsPerIntensity = summary.runs / Math.max(intensities.length, 1);
  const lines = [
    `engine: ${engine}`,
    `rewrites: ${summary.runs}, failed requests: ${summary.failures}, built-in fallbacks: ${summary.fallbacks}`,
    '',
    `tone shift (share of outputs that moved toward the tone; mean signal change per 100 words)`,
    ...summary.tones.map(
      (tone) =>
        `  ${tone.tone.padEnd(13)}` +
        intensities
          .map((intensity) => {
            const at = tone.byIntensity[intensity];
            return `  @${intensity}: ${percent(at.moved).padStart(4)} moved, ${fixed(at.meanShift).padStart(6)}`;
          })
          .join(''),
    ),
    '',
    `meaning kept: ${summary.meaning.withLostFacts} outputs lost a number, amount, link, address or tag; mean content-word recall ${percent(summary.meaning.meanContentRecall)}`,
    ...summary.meaning.examples.map((example) => `  ${example}`),
    `fluency defects: ${summary.fluency.withNewDefects} outputs with defects their input did not have`,
    ...summary.fluency.kinds.map(([kind, count]) => `  ${count} × ${kind}`),
    `intensity monotonicity: ${summary.monotonicity.monotone} of ${summary.monotonicity.pairs} pairs change at least as much at ${intensities.at(-1)} as at ${intensities[0]}; ${summary.monotonicity.sameAtBoth} pairs give the same text at both; mean words changed ${intensities.map((intensity) => `@${intensity} ${percent(summary.monotonicity.meanChange[intensity])}`).join(', ')}`,
    `identical to the input: ${intensities.map((intensity) => `@${intensity} ${summary.identical[intensity]} of ${runsPerIntensity}`).join(', ')}`,
    `canned sentences (the same added sentence in the outputs of 3+ texts): ${summary.canned.length}`,
    ...summary.canned.slice(0, 8).map((canned) => `  ${canned.texts} texts: "${canned.sentence}"`),
  ];
  return lines;
}
