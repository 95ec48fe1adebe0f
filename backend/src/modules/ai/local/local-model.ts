import { basename } from 'node:path';
import type {
  ChatHistoryItem,
  Llama,
  LlamaContext,
  LlamaGrammar,
  LlamaModel,
} from 'node-llama-cpp';
import { UnusableAnswerError } from '../providers/provider-failure.js';
import type { ChatMessage } from '../providers/rewrite-prompt.js';
import { ContextPool } from './context-pool.js';
import { LocalModelLoadError, LocalModelTimeoutError } from './local-errors.js';
import { loadNodeLlamaCpp } from './load-binding.js';

export interface LocalModelSettings {
  path: string;
  /** CPU threads per generation; undefined: node-llama-cpp's choice. */
  threads?: number;
  contexts: number;
  queue: number;
  contextSize: number;
  maxTokens: number;
  timeoutMs: number;
}

export interface CompletionOptions {
  /** A JSON schema the answer must match, enforced token by token by a grammar. */
  schema?: Record<string, unknown>;
  maxTokens?: number;
  /** Each piece of text as the model writes it. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
  temperature?: number;
}

export interface Completion {
  text: string;
  /** `length`: cut off at maxTokens (the answer is incomplete). */
  finishReason: 'stop' | 'length';
  tokens: number;
  /** From the start of the generation (queue wait excluded) to the first token. */
  firstTokenMs?: number;
  totalMs: number;
}

export type LocalModelState = 'not loaded' | 'loading' | 'loaded' | 'failed';

/** The health page's view of the local model. */
export type LocalModelStatus = {
  engine: 'local';
  state: LocalModelState;
  model: string;
  /** Why the file could not be loaded. */
  message?: string;
  /** Megabytes: the weights, the contexts' state (KV caches) and the whole process. */
  memory_mb: { model: number; contexts: number; process_rss: number };
  queue: { contexts: number; running: number; waiting: number; max_waiting: number };
};

interface Loaded {
  llama: Llama;
  model: LlamaModel;
  name: string;
}

/**
 * One GGUF model loaded in this process by node-llama-cpp (its native threads generate, off the
 * event loop), a pool of contexts (one per running request) and a bounded queue before it.
 */
export class LocalModel {
  private loading?: Promise<Loaded>;
  private loaded?: Loaded;
  private failure?: string;
  private readonly pool: ContextPool<LlamaContext>;
  private readonly grammars = new Map<string, Promise<LlamaGrammar>>();

  constructor(readonly settings: LocalModelSettings) {
    this.pool = new ContextPool(
      settings.contexts,
      settings.queue,
      async () => {
        const { model } = await this.load();
        return model.createContext({
          contextSize: settings.contextSize,
          sequences: 1,
          ...(settings.threads ? { threads: settings.threads } : {}),
        });
      },
      // A request waiting behind a full queue waits about one generation per slot ahead of it.
      () => Math.max(1, Math.ceil(settings.timeoutMs / 1000 / 4)),
    );
  }

  /** The model's own name (general.name in the file), else the file name. */
  get name(): string {
    return this.loaded?.name ?? basename(this.settings.path).replace(/\.gguf$/i, '');
  }

  get state(): LocalModelState {
    if (this.loaded) return 'loaded';
    if (this.failure) return 'failed';
    return this.loading ? 'loading' : 'not loaded';
  }

  /** For the health page: what the model and its contexts hold in memory, and the queue. */
  status(): LocalModelStatus {
    const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
    const contexts = this.pool.items.reduce((sum, context) => sum + context.stateSize, 0);
    return {
      engine: 'local',
      state: this.state,
      model: this.name,
      ...(this.failure ? { message: this.failure } : {}),
      memory_mb: {
        model: this.loaded ? mb(this.loaded.model.size) : 0,
        contexts: mb(contexts),
        process_rss: mb(process.memoryUsage().rss),
      },
      queue: this.pool.stats,
    };
  }

  /** Loads the file once; a failed load is remembered and reported, not retried per request. */
  load(): Promise<Loaded> {
    this.loading ??= (async () => {
      try {
        const { getLlama, LlamaLogLevel } = await loadNodeLlamaCpp();
        // The CPU build that ships prebuilt: never compile or download anything at run time.
        const llama = await getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error });
        const model = await llama.loadModel({ modelPath: this.settings.path });
        const name = model.fileInfo.metadata?.general?.name;
        this.loaded = { llama, model, name: typeof name === 'string' && name ? name : this.name };
        return this.loaded;
      } catch (error) {
        this.failure = error instanceof Error ? error.message : String(error);
        throw new LocalModelLoadError(error);
      }
    })();
    return this.loading;
  }

  /**
   * The answer to a conversation (system, user and assistant turns, ending with a user turn).
   * Waits for a context (503 when the queue is full); the timeout counts from the start of the
   * generation and raises LocalModelTimeoutError.
   */
  async complete(
    messages: readonly ChatMessage[],
    options: CompletionOptions = {},
  ): Promise<Completion> {
    const { llama } = await this.load().catch((error: unknown) => {
      throw error instanceof LocalModelLoadError ? error : new LocalModelLoadError(error);
    });
    const { LlamaChatSession } = await loadNodeLlamaCpp();
    const grammar = options.schema ? await this.grammar(llama, options.schema) : undefined;
    const context = await this.pool.acquire();
    const sequence = context.getSequence();
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const started = performance.now();
    let firstTokenMs: number | undefined;
    let tokens = 0;
    let streamed = '';
    const session = new LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false });
    try {
      const last = messages.at(-1);
      if (!last || last.role !== 'user') throw new Error('A conversation ends with a user turn');
      session.setChatHistory(history(messages.slice(0, -1)));
      const answer = await session.promptWithMeta(last.content, {
        grammar,
        maxTokens: options.maxTokens ?? this.settings.maxTokens,
        temperature: options.temperature ?? 0.7,
        signal,
        onToken: (generated) => {
          firstTokenMs ??= performance.now() - started;
          tokens += generated.length;
        },
        onTextChunk: (chunk) => {
          streamed += chunk;
          options.onDelta?.(chunk);
        },
      });
      // What was streamed is what is returned: the response text can drop a trailing space
      // the stream already sent.
      return {
        text: streamed || answer.responseText,
        finishReason: answer.stopReason === 'maxTokens' ? 'length' : 'stop',
        tokens,
        firstTokenMs,
        totalMs: performance.now() - started,
      };
    } catch (error) {
      if (timeout.aborted) throw new LocalModelTimeoutError();
      if (options.signal?.aborted) throw error;
      // Its own words in the fallback note, not a provider's.
      throw new UnusableAnswerError(
        `local model failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      session.dispose({ disposeSequence: false });
      await sequence.clearHistory().catch(() => undefined);
      sequence.dispose();
      this.pool.release(context);
    }
  }

  async dispose(): Promise<void> {
    const loaded = await this.loading?.catch(() => undefined);
    for (const context of this.pool.items) await context.dispose();
    await loaded?.model.dispose();
    await loaded?.llama.dispose();
  }

  private grammar(llama: Llama, schema: Record<string, unknown>): Promise<LlamaGrammar> {
    const key = JSON.stringify(schema);
    let grammar = this.grammars.get(key);
    if (!grammar) {
      grammar = llama.createGrammarForJsonSchema(schema as never) as Promise<LlamaGrammar>;
      this.grammars.set(key, grammar);
    }
    return grammar;
  }
}

/** Our chat turns in node-llama-cpp's history shape (the last user turn is the prompt). */
function history(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  return messages.map((message): ChatHistoryItem => {
    if (message.role === 'system') return { type: 'system', text: message.content };
    if (message.role === 'user') return { type: 'user', text: message.content };
    return { type: 'model', response: [message.content] };
  });
}
