import { Injectable } from '@nestjs/common';
import { AiConfig } from './ai.config.js';
import type {
  AnalysisMode,
  HeatMapResponse,
  RewriteRequest,
  RewriteResult,
  RewriteStreamEvent,
  TextAnalysis,
} from './ai.types.js';
import { AiInputError } from './ai.types.js';
import { analyzeText } from './analysis/analyze-text.js';
import { heatMap } from './analysis/heat-map.js';
import { BUILTIN_MODEL } from './engine/builtin-engine.js';
import {
  languageUnavailable,
  needsLanguageModel,
  validateRewriteRequest,
} from './engine/request-validation.js';
import { toPlainText } from './format/plain-text.js';
import { protectedSpansOf } from './guardrails/extract-spans.js';
import { buildGuardrailInfo } from './guardrails/guardrail-report.js';
import { cleanModelOutput } from './providers/model-output.js';
import { OpenAiRewriter } from './providers/openai-rewriter.js';
import { describeFailure, RejectedAnswerError } from './providers/provider-failure.js';
import type { ProviderRoute, ProviderRoutes } from './providers/provider-route.js';
import { DEFAULT_BASE_URL, pickRoute, routesFromConfig } from './providers/provider-route.js';
import { ProviderStatusCheck, type ProviderStatus } from './providers/provider-status.js';
import { buildRewritePrompt, retryMessages } from './providers/rewrite-prompt.js';
import { verify } from './providers/verify-output.js';
import {
  builtinScored,
  measureRewrite,
  scoreRewritten,
  type Rewritten,
} from './scoring/scored-rewrite.js';

/** Sentence-sized pieces whose concatenation is exactly `text`. */
const sentencePieces = (text: string) => text.split(/(?<=[.!?]["'”’)]?\s+|\n)/).filter(Boolean);
/** Why the built-in engine answered instead of the model, for guardrail_info.notes. */
const fallbackNote = (error: unknown, reason: string) =>
  error instanceof RejectedAnswerError
    ? `The model's answer was not used (${error.failures.join('; ')}), even after one retry: the built-in engine answered.`
    : `The model provider could not answer (${reason}): the built-in engine answered.`;

/**
 * The AI library's entry point: rewrites with an OpenAI-compatible model when one is configured
 * and with the built-in engine otherwise (or when the model fails), then checks the guardrails
 * and scores the result itself — the model never scores its own work.
 */
@Injectable()
export class AiService {
  private readonly routes: ProviderRoutes;
  private readonly rewriters = new Map<ProviderRoute['name'], OpenAiRewriter>();

  private readonly statusCheck: ProviderStatusCheck;

  constructor(private readonly config: AiConfig) {
    this.routes = routesFromConfig(config);
    this.statusCheck = new ProviderStatusCheck(this.routes.main ?? this.routes.multilingual);
  }

  /** For health: whether the model provider answers (cached briefly), or that none is configured. */
  providerStatus(): Promise<ProviderStatus> {
    return this.statusCheck.status();
  }

  /** For the start-up log. */
  engineName(): string {
    const main = this.routes.main ?? this.routes.multilingual;
    if (!main) return 'built-in offline engine';
    const second =
      this.routes.multilingual && this.routes.main
        ? `; multilingual: ${this.routes.multilingual.model} at ${this.routes.multilingual.baseUrl ?? DEFAULT_BASE_URL}`
        : '';
    return `OpenAI-compatible: ${main.model} at ${main.baseUrl ?? DEFAULT_BASE_URL}${second}`;
  }

  async rewrite(request: RewriteRequest): Promise<RewriteResult> {
    for await (const event of this.events(request, false)) {
      if (event.type === 'result') return event.result;
    }
    throw new Error('The rewrite ended without a result');
  }

  /**
   * Text deltas, then the final scored result. The result is authoritative: after a fallback
   * or a guardrail repair its text replaces whatever the deltas previewed.
   */
  rewriteStream(request: RewriteRequest): AsyncGenerator<RewriteStreamEvent> {
    return this.events(request, true);
  }

  private async *events(
    request: RewriteRequest,
    streaming: boolean,
  ): AsyncGenerator<RewriteStreamEvent> {
    const started = performance.now();
    validateRewriteRequest(request, this.config.maxInputChars);
    const route = pickRoute(this.routes, request.output_language);
    if (!route) {
      if (needsLanguageModel(request)) throw languageUnavailable(request);
      yield* this.builtinEvents(request, started, BUILTIN_MODEL, streaming);
      return;
    }
    const progress = { streaming, streamed: false };
    let rewritten: Rewritten;
    try {
      rewritten = yield* this.modelEvents(request, route, progress);
    } catch (error) {
      if (error instanceof AiInputError) throw error;
      const reason = describeFailure(error);
      if (needsLanguageModel(request)) throw languageUnavailable(request, reason);
      const modelUsed = `${BUILTIN_MODEL} (fallback: ${reason})`;
      const note = fallbackNote(error, reason);
      yield* this.builtinEvents(request, started, modelUsed, streaming && !progress.streamed, note);
      return;
    }
    yield { type: 'result', result: scoreRewritten(request, started, rewritten) };
  }

  /**
   * The built-in engine alone, scored like every rewrite: for assistants that answer without a
   * model (or after one failed) even when a provider is configured.
   */
  async rewriteWithBuiltin(request: RewriteRequest, note?: string): Promise<RewriteResult> {
    const started = performance.now();
    validateRewriteRequest(request, this.config.maxInputChars);
    for await (const event of this.builtinEvents(request, started, BUILTIN_MODEL, false, note)) {
      if (event.type === 'result') return event.result;
    }
    throw new Error('The rewrite ended without a result');
  }

  /**
   * A rewrite someone else wrote (a chat model's answer), scored by the same measure as ours:
   * the input's own score and the output's, with the same ceilings for little change, harm and
   * a lost protected detail.
   */
  scoreRewrite(
    input: string,
    output: string,
    request: RewriteRequest,
  ): { quality_score: number; input_quality_score: number; missing: string[] } {
    const plainInput = toPlainText(input);
    const plainOutput = toPlainText(output);
    const { quality, inputQuality, guardrail } = measureRewrite(request, {
      plainInput,
      plainOutput,
      guardrail: buildGuardrailInfo(protectedSpansOf(plainInput), plainOutput, false, []),
    });
    return {
      quality_score: quality.score,
      input_quality_score: inputQuality.score,
      missing: guardrail.missing.map((span) => span.text),
    };
  }

  analyze(text: string): TextAnalysis {
    return analyzeText(toPlainText(text));
  }

  heatMap(
    text: string,
    mode: AnalysisMode,
    options?: { includeSuggestions?: boolean },
  ): HeatMapResponse {
    return heatMap(toPlainText(text), mode, options);
  }

  private async *builtinEvents(
    request: RewriteRequest,
    started: number,
    modelUsed: string,
    withDeltas: boolean,
    fallback?: string,
  ): AsyncGenerator<RewriteStreamEvent> {
    const result = builtinScored(request, started, modelUsed, fallback);
    if (withDeltas) {
      for (const piece of sentencePieces(result.enhanced_text))
        yield { type: 'delta', text: piece };
    }
    yield { type: 'result', result };
  }

  private rewriterFor(route: ProviderRoute): OpenAiRewriter {
    let rewriter = this.rewriters.get(route.name);
    if (!rewriter) {
      rewriter = new OpenAiRewriter(route, {
        timeoutMs: this.config.timeoutMs,
        maxRetries: this.config.maxRetries,
      });
      this.rewriters.set(route.name, rewriter);
    }
    return rewriter;
  }

  /**
   * Asks the model (streaming or not) and holds its answer to `verify`; one retry names the
   * failures, and an answer that still fails is not used (the built-in engine answers instead).
   */
  private async *modelEvents(
    request: RewriteRequest,
    route: ProviderRoute,
    progress: { streaming: boolean; streamed: boolean },
  ): AsyncGenerator<RewriteStreamEvent, Rewritten> {
    const rewriter = this.rewriterFor(route);
    const spans = protectedSpansOf(request.text, request.locked_terms);
    const format = request.output_format ?? 'plain';
    const plainInput = toPlainText(request.text);
    const messages = buildRewritePrompt(request, spans);
    let raw = '';
    if (progress.streaming) {
      for await (const delta of rewriter.stream(messages)) {
        raw += delta;
        progress.streamed = true;
        yield { type: 'delta', text: delta };
      }
    } else {
      raw = await rewriter.complete(messages);
    }
    let text = cleanModelOutput(raw, format);
    let verdict = verify({ request, plainInput, spans }, toPlainText(text));
    const notes: string[] = [];
    if (verdict.failures.length > 0) {
      const first = verdict.failures;
      raw = await rewriter.complete(retryMessages(messages, raw, first));
      text = cleanModelOutput(raw, format);
      verdict = verify({ request, plainInput, spans }, toPlainText(text));
      if (verdict.failures.length > 0) throw new RejectedAnswerError(verdict.failures);
      notes.push(`the model's first answer was redone because ${first.join('; ')}`);
    }
    const plainOutput = toPlainText(text);
    return {
      enhancedText: text,
      plainOutput,
      plainInput,
      guardrail: buildGuardrailInfo(spans, plainOutput, notes.length > 0, notes),
      modelUsed: route.model,
      engine: 'provider',
    };
  }
}
