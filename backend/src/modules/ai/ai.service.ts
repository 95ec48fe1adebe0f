import { Injectable, Logger } from '@nestjs/common';
import { BUILTIN_CAPABILITIES, modelCapabilities, type AiCapabilities } from './ai.capabilities.js';
import { AiConfig } from './ai.config.js';
import type {
  AnalysisMode,
  HeatMapResponse,
  RewriteRequest,
  RewriteAlternative,
  RewriteResult,
  RewriteStreamEvent,
  TextAnalysis,
} from './ai.types.js';
import { AiInputError } from './ai.types.js';
import { BUILTIN_MODEL } from './engine/builtin-engine.js';
import { needsLanguageModel, validateRewriteRequest } from './engine/request-validation.js';
import { forCustomers, languageUnavailableForCustomers } from './customer-words.js';
import { LocalModelBusyException } from './local/local-errors.js';
import {
  localModelFile,
  localRewriterFromConfig,
  type LocalModelFile,
} from './local/local-engine.js';
import type { LocalModelStatus } from './local/local-model.js';
import type { LocalTransport } from './local/local-rewriter.js';
import type { ChatTransport } from './providers/chat-transport.js';
import { rewriteWithModel } from './providers/model-rewrite.js';
import type { ModelStep } from './providers/model-step.js';
import { OpenAiTransport } from './providers/openai-rewriter.js';
import { describeFailure, RejectedAnswerError } from './providers/provider-failure.js';
import type { ProviderRoute, ProviderRoutes } from './providers/provider-route.js';
import { DEFAULT_BASE_URL, pickRoute, routesFromConfig } from './providers/provider-route.js';
import { ProviderStatusCheck, type ProviderStatus } from './providers/provider-status.js';
import type { Rewritten } from './scoring/scored-rewrite.js';
import { sharedAiPool, defaultThreads, type AiPool } from './worker/ai-pool.js';
import type { MeasuredRewrite } from './worker/ai-tasks.js';

/** Sentence-sized pieces whose concatenation is exactly `text`. */
const sentencePieces = (text: string) => text.split(/(?<=[.!?]["'”’)]?\s+|\n)/).filter(Boolean);
/** Why the built-in engine answered instead of the model, for guardrail_info.notes. */
const fallbackNote = (error: unknown, reason: string, subject: string) =>
  error instanceof RejectedAnswerError
    ? `The model's answer was not used (${error.failures.join('; ')}), even after one retry: the built-in engine answered.`
    : `The ${subject} could not answer (${reason}): the built-in engine answered.`;

/** processing_time counts from when the request began, not from when its task reached a thread. */
const timed = (result: RewriteResult, started: number): RewriteResult => ({
  ...result,
  processing_time: Math.round(performance.now() - started) / 1000,
});

/**
 * The AI library's entry point: rewrites with an OpenAI-compatible model when one is configured
 * and with the built-in engine otherwise (or when the model fails), then checks the guardrails
 * and scores the result itself — the model never scores its own work. The CPU-heavy part (the
 * built-in engine, scoring, analysis) runs in the worker pool, off the event loop.
 */
@Injectable()
export class AiService {
  private readonly routes: ProviderRoutes;
  private readonly rewriters = new Map<ProviderRoute['name'], OpenAiTransport>();

  private readonly statusCheck: ProviderStatusCheck;
  /** A GGUF file on disk; used only when no provider is configured. */
  private readonly localFile?: LocalModelFile;
  private readonly local?: LocalTransport;

  /** Where rewriting, scoring and analysis run; shared by every AiService of the process. */
  readonly pool: AiPool;
  private readonly logger = new Logger(AiService.name);

  constructor(private readonly config: AiConfig) {
    this.routes = routesFromConfig(config);
    this.statusCheck = new ProviderStatusCheck(this.routes.main ?? this.routes.multilingual);
    this.localFile = localModelFile(config);
    if (this.localFile && !this.routes.main && !this.routes.multilingual)
      this.local = localRewriterFromConfig(config, this.localFile);
    this.pool = sharedAiPool({
      threads: config.workerThreads ?? defaultThreads(),
      maxQueue: config.workerQueue ?? 32,
      inlineChars: config.workerInlineChars ?? 0,
      niceness: config.workerNiceness ?? 0,
    });
  }

  /**
   * For health: whether the model provider answers (cached briefly), the local model's state and
   * memory, or that none is configured.
   */
  providerStatus(): Promise<ProviderStatus | LocalModelStatus> {
    if (this.local) return Promise.resolve(this.local.localModel.status());
    return this.statusCheck.status();
  }

  /** The local model, when it is the engine: loading starts at start-up, off the request path. */
  get localModel() {
    return this.local?.localModel;
  }

  /** What the running engine can do, for the screens to disable or label what it cannot honour. */
  capabilities(): AiCapabilities {
    if (this.routes.main || this.routes.multilingual) return modelCapabilities('provider');
    return this.local ? modelCapabilities('local') : BUILTIN_CAPABILITIES;
  }

  /** For the start-up log: which engine answers, and why that one. */
  engineName(): string {
    const main = this.routes.main ?? this.routes.multilingual;
    if (!main && this.local && this.localFile) {
      const size = `${Math.round(this.localFile.bytes / 1_048_576)} MB`;
      return `local model ${this.local.localModel.name} (${this.localFile.path}, ${size}; from ${this.localFile.source}): no provider is configured (OPENAI_API_KEY unset)`;
    }
    if (!main)
      return 'built-in offline engine: no provider configured (OPENAI_API_KEY) and no local model file (run `npm run model:pull` or set AI_LOCAL_MODEL)';
    const second =
      this.routes.multilingual && this.routes.main
        ? `; multilingual: ${this.routes.multilingual.model} at ${this.routes.multilingual.baseUrl ?? DEFAULT_BASE_URL}`
        : '';
    const unused = this.localFile
      ? `; the local model ${this.localFile.path} is not used while a provider is configured`
      : '';
    const why = this.config.discoveredServer
      ? `found ${this.config.discoveredServer} running on this machine; AI_DISCOVER_LOCAL_SERVERS=false turns the search off`
      : 'OPENAI_API_KEY is set';
    return `OpenAI-compatible: ${main.model} at ${main.baseUrl ?? DEFAULT_BASE_URL}${second} (${why})${unused}`;
  }

  /** Results are in customer words (forCustomers): operator detail goes to the logs and health. */
  async rewrite(request: RewriteRequest): Promise<RewriteResult> {
    for await (const event of this.events(request, false)) {
      if (event.type === 'result') return forCustomers(event.result);
    }
    throw new Error('The rewrite ended without a result');
  }

  /**
   * A rewrite whose model step is a feature's own (the use-case optimizer's prompt, schema and
   * checks): scored, and replaced by the built-in engine with the same honest note when the
   * model fails or its answer fails the checks twice. No versions beside it.
   */
  async rewriteWith(request: RewriteRequest, step: ModelStep): Promise<RewriteResult> {
    for await (const event of this.events({ ...request, alternatives: 0 }, false, step)) {
      if (event.type === 'result') return forCustomers(event.result);
    }
    throw new Error('The rewrite ended without a result');
  }

  /**
   * Text deltas, then the final scored result. The result is authoritative: after a fallback
   * or a guardrail repair its text replaces whatever the deltas previewed.
   */
  async *rewriteStream(request: RewriteRequest): AsyncGenerator<RewriteStreamEvent> {
    for await (const event of this.events(request, true)) {
      yield event.type === 'result'
        ? { type: 'result', result: forCustomers(event.result) }
        : event;
    }
  }

  private async *events(
    request: RewriteRequest,
    streaming: boolean,
    step?: ModelStep,
  ): AsyncGenerator<RewriteStreamEvent> {
    const started = performance.now();
    validateRewriteRequest(request, this.config.maxInputChars);
    const route = pickRoute(this.routes, request.output_language);
    const rewriter = route ? this.rewriterFor(route) : this.local;
    if (!rewriter) {
      if (needsLanguageModel(request)) throw languageUnavailableForCustomers(request, false);
      yield* this.builtinEvents(request, started, BUILTIN_MODEL, streaming);
      return;
    }
    const progress = { streaming, streamed: false };
    // Asked at once, beside the main rewrite: the versions cost no extra wait.
    const others = Array.from({ length: request.alternatives ?? 0 }, () =>
      this.alternative(request, rewriter),
    );
    let rewritten: Rewritten;
    try {
      rewritten = step
        ? await step(rewriter, request)
        : yield* this.modelEvents(request, rewriter, progress);
    } catch (error) {
      // A full local queue is an overload to report (503), not a failure to hide.
      if (error instanceof AiInputError || error instanceof LocalModelBusyException) throw error;
      const reason = describeFailure(error);
      this.logger.warn(
        `The ${rewriter.failureSubject} could not rewrite (${reason}): ${fallbackNote(error, reason, rewriter.failureSubject)}`,
      );
      if (needsLanguageModel(request)) throw languageUnavailableForCustomers(request, true);
      const modelUsed = `${BUILTIN_MODEL} (fallback: ${reason})`;
      const note = fallbackNote(error, reason, rewriter.failureSubject);
      yield* this.builtinEvents(request, started, modelUsed, streaming && !progress.streamed, note);
      return;
    }
    const result = await this.pool.run({ kind: 'score', request, rewritten });
    const alternatives = distinctVersions(result, await Promise.all(others));
    yield {
      type: 'result',
      result: timed(alternatives.length ? { ...result, alternatives } : result, started),
    };
  }

  /** One more version by the model, verified and scored; none when it fails its checks. */
  private async alternative(
    request: RewriteRequest,
    rewriter: ChatTransport,
  ): Promise<RewriteResult | undefined> {
    try {
      const events = this.modelEvents(request, rewriter, { streaming: false, streamed: false });
      let next = await events.next();
      while (!next.done) next = await events.next();
      return await this.pool.run({ kind: 'score', request, rewritten: next.value });
    } catch {
      return undefined; // a version that failed its checks is left out, never shown
    }
  }

  /**
   * The built-in engine alone, scored like every rewrite: for assistants that answer without a
   * model (or after one failed) even when a provider is configured.
   */
  async rewriteWithBuiltin(request: RewriteRequest, note?: string): Promise<RewriteResult> {
    const started = performance.now();
    validateRewriteRequest(request, this.config.maxInputChars);
    for await (const event of this.builtinEvents(request, started, BUILTIN_MODEL, false, note)) {
      if (event.type === 'result') return forCustomers(event.result);
    }
    throw new Error('The rewrite ended without a result');
  }

  /**
   * A rewrite someone else wrote (a chat model's answer), scored by the same measure as ours:
   * the input's own score and the output's, with the same ceilings for little change, harm and
   * a lost protected detail.
   */
  scoreRewrite(input: string, output: string, request: RewriteRequest): Promise<MeasuredRewrite> {
    return this.pool.run({ kind: 'measure', input, output, request });
  }

  analyze(text: string): Promise<TextAnalysis> {
    return this.pool.run({ kind: 'analyze', text });
  }

  heatMap(
    text: string,
    mode: AnalysisMode,
    options?: { includeSuggestions?: boolean },
  ): Promise<HeatMapResponse> {
    return this.pool.run({ kind: 'heatMap', text, mode, options });
  }

  private async *builtinEvents(
    request: RewriteRequest,
    started: number,
    modelUsed: string,
    withDeltas: boolean,
    fallback?: string,
  ): AsyncGenerator<RewriteStreamEvent> {
    const result = timed(
      await this.pool.run({ kind: 'builtin', request, modelUsed, fallback }),
      started,
    );
    if (withDeltas) {
      for (const piece of sentencePieces(result.enhanced_text))
        yield { type: 'delta', text: piece };
    }
    yield { type: 'result', result };
  }

  /**
   * The model that writes free text in English (chat answers, lyrics): the provider when one is
   * configured, else the local model, else none (the built-in assistants answer).
   */
  textModel(): ChatTransport | undefined {
    const route = pickRoute(this.routes, 'en');
    return route ? this.rewriterFor(route) : this.local;
  }

  private rewriterFor(route: ProviderRoute): OpenAiTransport {
    let rewriter = this.rewriters.get(route.name);
    if (!rewriter) {
      rewriter = new OpenAiTransport(route, {
        timeoutMs: this.config.timeoutMs,
        maxRetries: this.config.maxRetries,
      });
      this.rewriters.set(route.name, rewriter);
    }
    return rewriter;
  }

  /** The model path (prompt, structured answer, checks, one repair): `providers/model-rewrite.ts`. */
  private modelEvents(
    request: RewriteRequest,
    rewriter: ChatTransport,
    progress: { streaming: boolean; streamed: boolean },
  ): AsyncGenerator<RewriteStreamEvent, Rewritten> {
    return rewriteWithModel(rewriter, request, progress);
  }
}

/** The other versions that differ from the main one and from each other, best score first. */
function distinctVersions(
  main: RewriteResult,
  others: readonly (RewriteResult | undefined)[],
): RewriteAlternative[] {
  const seen = new Set([main.enhanced_text.trim()]);
  const out: RewriteAlternative[] = [];
  for (const other of others) {
    const text = other?.enhanced_text.trim();
    if (!other || !text || seen.has(text) || other.engine !== 'provider') continue;
    seen.add(text);
    out.push({
      enhanced_text: other.enhanced_text,
      quality_score: other.quality_score,
      word_count: other.word_count,
    });
  }
  return out.sort((a, b) => b.quality_score - a.quality_score);
}
