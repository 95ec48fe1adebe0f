import { EMOTION_TONES, type EmotionTone, type RewriteRequest } from '../modules/ai/ai.types.js';
import type { DevCorpusText } from '../modules/ai/testing/dev-corpus.js';
import {
  introducedProblems,
  sentencesOf,
  wordChangeShare,
} from '../modules/ai/testing/text-checks.js';
import { contentRecall, lostFacts } from './meaning-checks.js';
import { toneSignal } from './tone-signals.js';

export const EVAL_INTENSITIES = [3, 8] as const;

/** One rewrite of the evaluation and what the checks found in it. */
export interface EvalRun {
  textId: string;
  tone: EmotionTone;
  intensity: number;
  output: string;
  modelUsed: string;
  /** Tone signal of the output minus that of the input, per 100 words. */
  toneShift: number;
  lostFacts: string[];
  contentRecall: number;
  /** Fluency problems the output has and its input did not. */
  newDefects: string[];
  /** Word-level edit distance share between input and output. */
  change: number;
  identical: boolean;
}

export interface EvalOptions {
  texts: readonly DevCorpusText[];
  rewrite: (request: RewriteRequest) => Promise<{ enhanced_text: string; model_used: string }>;
  tones?: readonly EmotionTone[];
  intensities?: readonly number[];
  /** Requests in flight at once (a real provider is slow; the built-in engine does not care). */
  concurrency?: number;
}

export interface EvalFailure {
  textId: string;
  tone: EmotionTone;
  intensity: number;
  message: string;
}

export interface EvalResult {
  runs: EvalRun[];
  failures: EvalFailure[];
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export function measureRun(
  entry: DevCorpusText,
  tone: EmotionTone,
  intensity: number,
  output: string,
  modelUsed: string,
): EvalRun {
  return {
    textId: entry.id,
    tone,
    intensity,
    output,
    modelUsed,
    toneShift: toneSignal(tone, output) - toneSignal(tone, entry.text),
    lostFacts: lostFacts(entry.text, output),
    contentRecall: contentRecall(entry.text, output),
    newDefects: introducedProblems(entry.text, output),
    change: wordChangeShare(entry.text, output),
    identical: normalise(output) === normalise(entry.text),
  };
}

/** Every text in every tone at every intensity, through whatever engine `rewrite` reaches. */
export async function runEvaluation(options: EvalOptions): Promise<EvalResult> {
  const tones = options.tones ?? EMOTION_TONES;
  const intensities = options.intensities ?? EVAL_INTENSITIES;
  const jobs = options.texts.flatMap((entry) =>
    tones.flatMap((tone) => intensities.map((intensity) => ({ entry, tone, intensity }))),
  );
  const runs: EvalRun[] = [];
  const failures: EvalFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { entry, tone, intensity } = jobs[next++];
      try {
        const result = await options.rewrite({
          text: entry.text,
          emotion_tone: tone,
          intensity,
          use_case: entry.useCase,
          output_format: 'plain',
        });
        runs.push(measureRun(entry, tone, intensity, result.enhanced_text, result.model_used));
      } catch (error) {
        failures.push({ textId: entry.id, tone, intensity, message: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  const order = (run: { textId: string; tone: string; intensity: number }) =>
    `${run.textId}|${run.tone}|${String(run.intensity).padStart(2, '0')}`;
  runs.sort((a, b) => order(a).localeCompare(order(b)));
  return { runs, failures };
}

/** A sentence written into the outputs of several different texts: a stock line, not a rewrite. */
export interface CannedSentence {
  sentence: string;
  texts: number;
}

export function cannedSentences(
  runs: readonly EvalRun[],
  inputs: ReadonlyMap<string, string>,
  minTexts = 3,
): CannedSentence[] {
  const seenIn = new Map<string, Set<string>>();
  for (const run of runs) {
    const input = normalise(inputs.get(run.textId) ?? '').toLowerCase();
    for (const sentence of sentencesOf(run.output)) {
      const key = normalise(sentence)
        .toLowerCase()
        .replace(/[.!?…]+$/, '');
      if (key.split(' ').length < 4 || input.includes(key)) continue;
      const texts = seenIn.get(key) ?? new Set<string>();
      texts.add(run.textId);
      seenIn.set(key, texts);
    }
  }
  return [...seenIn]
    .filter(([, texts]) => texts.size >= minTexts)
    .map(([sentence, texts]) => ({ sentence, texts: texts.size }))
    .sort((a, b) => b.texts - a.texts || a.sentence.localeCompare(b.sentence));
}

export interface IntensityPair {
  textId: string;
  tone: EmotionTone;
  low: EvalRun;
  high: EvalRun;
}

/** The low and high intensity runs of each text and tone. */
export function intensityPairs(runs: readonly EvalRun[]): IntensityPair[] {
  const low = Math.min(...runs.map((run) => run.intensity));
  const high = Math.max(...runs.map((run) => run.intensity));
  const byKey = new Map(runs.map((run) => [`${run.textId}|${run.tone}|${run.intensity}`, run]));
  const pairs: IntensityPair[] = [];
  for (const run of runs) {
    if (run.intensity !== low || low === high) continue;
    const other = byKey.get(`${run.textId}|${run.tone}|${high}`);
    if (other) pairs.push({ textId: run.textId, tone: run.tone, low: run, high: other });
  }
  return pairs;
}
