import { loadConfig } from '../config/define-config.js';
import { AiConfig } from '../modules/ai/ai.config.js';
import { protectedSpansOf } from '../modules/ai/ai.text.js';
import {
  localModelFile,
  settingsFrom,
  LocalModel,
  type Completion,
} from '../modules/ai/ai.local.js';
import { REWRITE_SCHEMA, buildRewritePrompt } from '../modules/ai/ai.providers.js';
import { sampleText } from './sample-text.js';

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * The local engine (node-llama-cpp) on the model file the app would use: load time, memory,
 * time to first token and tokens per second on a rewrite prompt, with and without the JSON
 * grammar. Skipped with a note when there is no model file.
 */
export async function benchLocalModel(print: (line: string) => void): Promise<void> {
  const config = loadConfig(AiConfig);
  const file = localModelFile(config);
  if (!file) {
    print('skipped: no local model file (run `npm run model:pull` or set AI_LOCAL_MODEL)');
    return;
  }
  const model = new LocalModel(settingsFrom(config, file.path));
  try {
    const loadStarted = performance.now();
    await model.load();
    const loadMs = performance.now() - loadStarted;
    print(`model: ${model.name} (${file.path}, ${Math.round(file.bytes / 1_048_576)} MB)`);
    print(
      `threads: ${config.localThreads ?? 'node-llama-cpp default'}; load: ${loadMs.toFixed(0)} ms`,
    );
    const request = {
      text: sampleText(120),
      emotion_tone: 'friendly' as const,
      intensity: 6,
    };
    const messages = buildRewritePrompt(request, protectedSpansOf(request.text), {
      compact: config.localCompactPrompt,
    });
    for (const [label, schema] of [
      ['rewrite prompt, JSON grammar', REWRITE_SCHEMA.schema],
      ['rewrite prompt, free text', undefined],
    ] as const) {
      const runs: Completion[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await model.complete(messages, { schema, maxTokens: 256 }));
      }
      const ttft = median(runs.map((run) => run.firstTokenMs ?? run.totalMs));
      const rate = median(
        runs.map((run) =>
          run.tokens > 1 ? (run.tokens - 1) / ((run.totalMs - (run.firstTokenMs ?? 0)) / 1000) : 0,
        ),
      );
      const tokens = median(runs.map((run) => run.tokens));
      print(
        `${label}: time to first token ${ttft.toFixed(0)} ms, ${rate.toFixed(1)} tokens/s (median of ${RUNS}, ${tokens} tokens)`,
      );
    }
    const { memory_mb: memory } = model.status();
    print(
      `memory: weights ${memory.model} MB, contexts ${memory.contexts} MB, process ${memory.process_rss} MB`,
    );
  } finally {
    await model.dispose();
  }
}
