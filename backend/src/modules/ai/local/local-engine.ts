import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AiConfig } from '../ai.config.js';
import { LocalModel, type LocalModelSettings } from './local-model.js';
import { LocalTransport } from './local-rewriter.js';
import { recommendedModelPath } from './recommended-model.js';

export interface LocalModelFile {
  path: string;
  /** Why this file: named by AI_LOCAL_MODEL, or the one `npm run model:pull` downloaded. */
  source: 'AI_LOCAL_MODEL' | 'npm run model:pull';
  bytes: number;
}

/**
 * The GGUF file the local engine would use: AI_LOCAL_MODEL (which must exist: a setting that
 * cannot be honoured stops the start), else the pulled model in DATA_DIR/models if present.
 */
export function localModelFile(config: AiConfig): LocalModelFile | undefined {
  if (config.localModel) {
    const path = resolve(config.localModel);
    if (!existsSync(path) || !statSync(path).isFile())
      throw new Error(`AI_LOCAL_MODEL is set to ${path}, which is not a file`);
    return { path, source: 'AI_LOCAL_MODEL', bytes: statSync(path).size };
  }
  const pulled = resolve(recommendedModelPath(config.dataDir));
  if (existsSync(pulled))
    return { path: pulled, source: 'npm run model:pull', bytes: statSync(pulled).size };
  return undefined;
}

export const settingsFrom = (config: AiConfig, path: string): LocalModelSettings => ({
  path,
  threads: config.localThreads,
  contexts: config.localContexts,
  queue: config.localQueue,
  contextSize: config.localContextSize,
  maxTokens: config.localMaxTokens,
  timeoutMs: config.localTimeoutMs,
});

// One model per process: every service that asks for it shares this one.
let shared: LocalModel | undefined;

export function sharedLocalModel(settings: LocalModelSettings): LocalModel {
  if (shared && shared.settings.path !== settings.path)
    throw new Error(
      `One local model per process: ${shared.settings.path} is loaded, ${settings.path} was asked for`,
    );
  shared ??= new LocalModel(settings);
  return shared;
}

/** Frees the process's model (the app's shutdown; a test's end). */
export async function disposeSharedLocalModel(): Promise<void> {
  const model = shared;
  shared = undefined;
  await model?.dispose();
}

export function localRewriterFromConfig(config: AiConfig, file: LocalModelFile): LocalTransport {
  return new LocalTransport(
    sharedLocalModel(settingsFrom(config, file.path)),
    config.localCompactPrompt,
  );
}
