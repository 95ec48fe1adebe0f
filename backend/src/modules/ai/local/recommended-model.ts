import { join } from 'node:path';

/**
 * The model `npm run model:pull` downloads: a 1.5B instruct model, 4-bit (Q4_K_M), Apache 2.0.
 * The checksum was pinned from a public record of the same file (Hugging Face revision
 * 91cad51); the download is also checked against the SHA-256 the server announces.
 */
export const RECOMMENDED_MODEL = {
  name: 'Qwen2.5-1.5B-Instruct Q4_K_M',
  file: 'qwen2.5-1.5b-instruct-q4_k_m.gguf',
  url: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf',
  bytes: 1_117_320_736,
  sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
  licence: 'Apache-2.0',
} as const;

/** Where the pulled model lives: DATA_DIR/models. */
export const modelsDir = (dataDir: string) => join(dataDir, 'models');

export const recommendedModelPath = (dataDir: string) =>
  join(modelsDir(dataDir), RECOMMENDED_MODEL.file);
