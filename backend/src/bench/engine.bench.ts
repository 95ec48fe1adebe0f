import { AiConfig } from '../modules/ai/ai.config.js';
import { AiService } from '../modules/ai/ai.service.js';
import { EMOTION_TONES, type EmotionTone, type RewriteRequest } from '../modules/ai/ai.types.js';
import { rewriteWithBuiltinEngine } from '../modules/ai/ai.engine.js';
import { countWords, sampleText } from './sample-text.js';
import {
  goalLine,
  measure,
  measureAsync,
  measurementLine,
  pairedRatio,
  smallAndLarge,
  type Sized,
} from './timing.js';

const SIZES = [100, 1_000, 10_000] as const;
const TONES: readonly EmotionTone[] = ['confident', 'empathetic', 'professional'];
const GOAL_SERVICE_MS = 1.5;

interface Measured extends Sized {
  tone: EmotionTone;
}

/**
 * What one short enhance costs in the AI library: `AiService.rewrite` with the built-in engine
 * (validation, rewrite, guardrail check, analysis and quality score of input and output) on a
 * 100-word text, the nine tones in turn at intensity 6.
 */
async function benchServiceCall(print: (line: string) => void): Promise<void> {
  const service = new AiService(new AiConfig());
  const text = sampleText(100);
  const timing = await measureAsync((run) =>
    service.rewrite({
      text,
      emotion_tone: EMOTION_TONES[run % EMOTION_TONES.length],
      intensity: 6,
    }),
  );
  print(
    `engine AiService.rewrite ${String(countWords(text)).padStart(6)} words  all 9 tones  ` +
      `median ${timing.median.toFixed(2)} ms, fastest ${timing.fastest.toFixed(2)} ms, ${timing.runs} runs  ` +
      `(rewrite + guardrails + analysis + scores; goal ≤${GOAL_SERVICE_MS} ms: ${timing.median <= GOAL_SERVICE_MS ? 'met' : 'MISSED'})`,
  );
}

/**
 * Words per second of the built-in rewrite engine at 100, 1,000 and 10,000 words, called
 * directly (no length limit, no scoring), and whether the goals hold. Prints, never throws.
 */
export async function benchEngine(print: (line: string) => void): Promise<void> {
  const results: Measured[] = [];
  for (const tone of TONES) {
    for (const size of SIZES) {
      const text = sampleText(size);
      const request: RewriteRequest = { text, emotion_tone: tone, intensity: 6 };
      try {
        const result = {
          tone,
          words: countWords(text),
          ...measure(() => rewriteWithBuiltinEngine(request)),
        };
        results.push(result);
        print(measurementLine(`engine ${tone.padEnd(13)}`, result));
      } catch (error) {
        print(`engine ${tone} ${size} words: failed (${(error as Error).message})`);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  for (const tone of TONES) {
    const pair = smallAndLarge(results.filter((result) => result.tone === tone));
    if (!pair) continue;
    const [small, large] = [1_000, 10_000].map((size): RewriteRequest => ({
      text: sampleText(size),
      emotion_tone: tone,
      intensity: 6,
    }));
    const ratio = pairedRatio(
      () => rewriteWithBuiltinEngine(small),
      () => rewriteWithBuiltinEngine(large),
      1,
    );
    print(goalLine(`engine ${tone.padEnd(13)}`, ...pair, ratio));
    await new Promise((resolve) => setImmediate(resolve));
  }
  try {
    await benchServiceCall(print);
  } catch (error) {
    print(`engine AiService.rewrite: failed (${(error as Error).message})`);
  }
}
