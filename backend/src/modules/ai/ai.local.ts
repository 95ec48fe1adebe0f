// The AI module's door for models run on this machine: the GGUF model, its download and the
// worker pool. Nothing outside modules/ai imports deeper.
export { localModelFile, settingsFrom } from './local/local-engine.js';
export { LocalModel } from './local/local-model.js';
export type { Completion } from './local/local-model.js';
export { DownloadError, downloadFile, progressPrinter } from './local/model-download.js';
export { RECOMMENDED_MODEL, recommendedModelPath } from './local/recommended-model.js';
export { AI_BUSY_DETAIL, AiPool } from './worker/ai-pool.js';
export { LocalModelBusyException } from './local/local-errors.js';
