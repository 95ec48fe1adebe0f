import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { EnvBoolean, EnvNumber, EnvString } from '../../config/define-config.js';

const URL_RULES = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/**
 * Model providers for the rewrite engine: OPENAI_API_KEY → the provider; else a local GGUF model
 * (AI_LOCAL_MODEL, or the one `npm run model:pull` put in DATA_DIR/models) → the local model;
 * else the built-in engine.
 */
export class AiConfig {
  @EnvString('OPENAI_API_KEY') @IsOptional() @IsString() apiKey?: string;

  @EnvString('OPENAI_BASE_URL') @IsOptional() @IsUrl(URL_RULES) baseUrl?: string;

  @EnvString('AI_MODEL') @IsString() model = 'gpt-4o-mini';

  /** Set at start when the provider is a model server found on this machine (Ollama, …). */
  @EnvString('AI_DISCOVERED_SERVER') @IsOptional() @IsString() discoveredServer?: string;

  /** The second route, for output in the alternative-model languages (zh, ja, ko, hi, th, vi, id, ms). */
  @EnvString('AI_MULTILINGUAL_API_KEY') @IsOptional() @IsString() multilingualApiKey?: string;

  @EnvString('AI_MULTILINGUAL_BASE_URL')
  @IsOptional()
  @IsUrl(URL_RULES)
  multilingualBaseUrl?: string;

  @EnvString('AI_MULTILINGUAL_MODEL') @IsOptional() @IsString() multilingualModel?: string;

  @EnvNumber('AI_TIMEOUT_MS') @IsInt() @Min(100) @Max(600_000) timeoutMs = 30_000;

  @EnvNumber('AI_MAX_RETRIES') @IsInt() @Min(0) @Max(10) maxRetries = 2;

  @EnvNumber('AI_MAX_INPUT_CHARS') @IsInt() @Min(10) @Max(1_000_000) maxInputChars = 20_000;

  /** A GGUF file for the local engine (used when no provider is configured). */
  @EnvString('AI_LOCAL_MODEL') @IsOptional() @IsString() localModel?: string;

  /** Where `npm run model:pull` puts the recommended model (DATA_DIR/models). */
  @EnvString('DATA_DIR') @IsString() dataDir = './data';

  /** CPU threads per generation; unset: node-llama-cpp's choice (the machine's cores). */
  @EnvNumber('AI_LOCAL_THREADS') @IsOptional() @IsInt() @Min(1) @Max(256) localThreads?: number;

  /** Contexts in the pool: generations that run at once (each holds its own KV cache). */
  @EnvNumber('AI_LOCAL_CONTEXTS') @IsInt() @Min(1) @Max(16) localContexts = 1;

  /** Requests that may wait for a context; one more is answered 503 with Retry-After. */
  @EnvNumber('AI_LOCAL_QUEUE') @IsInt() @Min(0) @Max(1000) localQueue = 4;

  /** Tokens of one context (prompt plus answer). */
  @EnvNumber('AI_LOCAL_CONTEXT_SIZE') @IsInt() @Min(256) @Max(131_072) localContextSize = 4096;

  /** The longest answer; an answer cut off there is a failure (the built-in engine answers). */
  @EnvNumber('AI_LOCAL_MAX_TOKENS') @IsInt() @Min(16) @Max(32_768) localMaxTokens = 1024;

  /** One generation's limit, queue wait excluded (a CPU writes slower than a provider). */
  @EnvNumber('AI_LOCAL_TIMEOUT_MS') @IsInt() @Min(100) @Max(3_600_000) localTimeoutMs = 120_000;

  /** The prompt without its examples, for small models with short contexts. */
  @EnvBoolean('AI_LOCAL_COMPACT_PROMPT') @IsBoolean() localCompactPrompt = true;

  /**
   * Worker threads for rewriting, scoring and analysis (0: on the event loop). Unset: one per core
   * in the built app, none when running from the TypeScript sources (tests).
   */
  @EnvNumber('AI_WORKER_THREADS') @IsOptional() @IsInt() @Min(0) @Max(64) workerThreads?: number;

  /** Tasks that may wait for a worker thread; beyond them a request answers 503 + Retry-After. */
  @EnvNumber('AI_WORKER_QUEUE') @IsInt() @Min(0) @Max(10_000) workerQueue = 32;

  /**
   * Texts up to this many characters are rewritten, scored and analysed on the event loop: a few
   * milliseconds of CPU, about what the copy to a thread and back costs. Longer ones go to the
   * worker threads, so no text holds the loop for long. 0: every task on the threads.
   */
  @EnvNumber('AI_WORKER_INLINE_CHARS') @IsInt() @Min(0) @Max(20_000) workerInlineChars = 1500;

  /**
   * Linux: nice value of the worker threads, so a long text's rewrite runs in the CPU time the
   * event loops leave free instead of slowing every request. 0: normal priority.
   */
  @EnvNumber('AI_WORKER_NICE') @IsInt() @Min(0) @Max(19) workerNiceness = 10;
}
