import { Injectable } from '@nestjs/common';
import { AiConfig } from './ai.config.js';
import type {
  AnalysisMode,
  PersonaProfile,
  GuardrailInfo,
  HeatMapResponse,
  RewriteRequest,
  RewriteResult,
  RewriteStreamEvent,
  TextAnalysis,
} from './ai.types.js';
import { AiInputError } from './ai.types.js';
import { analysisOf, analyzeText } from './analysis/analyze-text.js';
import { parseText } from './analysis/features/parse-text.js';
import { describeIssue } from './analysis/quality/fluency.js';
import { heatMap } from './analysis/heat-map.js';
import {
  compareWithInput,
  scoreInputParsed,
  scoreParsed,
  truthfulScore,
} from './analysis/quality-score.js';
import { adviceFor } from './engine/report/advice.js';
import { changeLevelOf } from './engine/report/change-level.js';
import type { EngineKind, NoteFacts } from './engine/report/change-note.js';
import type { ChangeLevel } from './engine/report/change-level.js';
import { changeNoteOf } from './engine/report/change-note.js';
import type { Verification } from './engine/verify/verify-work.js';
import { BUILTIN_MODEL, rewriteWithBuiltinEngine } from './engine/builtin-engine.js';
import { countWords } from './engine/language/words.js';
import {
  languageUnavailable,
  needsLanguageModel,
  validateRewriteRequest,
} from './engine/request-validation.js';
import { toPlainText } from './format/plain-text.js';
import { protectedSpansOf } from './guardrails/extract-spans.js';
import { withCodeChecked } from './guardrails/code-spans.js';
import { buildGuardrailInfo } from './guardrails/guardrail-report.js';
import { cleanModelOutput } from './providers/model-output.js';
import { OpenAiRewriter } from './providers/openai-rewriter.js';
import { describeFailure, RejectedAnswerError } from './providers/provider-failure.js';
import type { ProviderRoute, ProviderRoutes } from './providers/provider-route.js';
import { DEFAULT_BASE_URL, pickRoute, routesFromConfig } from './providers/provider-route.js';
import { ProviderStatusCheck, type ProviderStatus } from './providers/provider-status.js';
import { buildRewritePrompt, retryMessages } from './providers/rewrite-prompt.js';
import { verify } from './providers/verify-output.js';

interface Rewritten {
  enhancedText: string;
  plainOutput: string;
  plainInput: string;
  guardrail: GuardrailInfo;
  modelUsed: string;
  engine: EngineKind;
  verification?: Verification;
  personaWithoutEffect?: PersonaProfile;
}

/** Sentence-sized pieces whose concatenation is exactly `text`. */
const sentencePieces = (text: string) => text.split(/(?<=[.!?]["'”’)]?\s+|\n)/).filter(Boolean);
/** Why the built-in engine answered instead of the model, for guardrail_info.notes. */
const fallbackNote = (error: unknown, reason: string) =>
  error instanceof RejectedAnswerError
    ? `The model's answer was not used (${error.failures.join('; ')}), even after one retry: the built-in engine answered.`
    : `The model provider could not answer (${reason}): the built-in engine answered.`;

const seconds = (since: number) => Math.round(performance.now() - since) / 1000;

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
    yield { type: 'result', result: this.scored(request, rewritten, started) };
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
    const parsedInput = parseText(plainInput);
    const parsedOutput = parseText(plainOutput);
    const inputQuality = scoreInputParsed(parsedInput, request);
    const comparison = compareWithInput(parsedInput, parsedOutput, request);
    const missing = protectedSpansOf(plainInput)
      .map((span) => span.text)
      .filter((text) => !plainOutput.includes(text));
    const quality = truthfulScore(
      scoreParsed(parsedOutput, request, parsedInput, undefined, comparison),
      inputQuality,
      changeLevelOf(plainInput, plainOutput),
      {
        lostFact: missing.length > 0,
        harmed: comparison.misfits.length > 0 || comparison.newDefects.length > 0,
      },
    );
    return { quality_score: quality.score, input_quality_score: inputQuality.score, missing };
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
    const output = rewriteWithBuiltinEngine(request);
    if (withDeltas) {
      for (const piece of sentencePieces(output.text)) yield { type: 'delta', text: piece };
    }
    const persona = request.persona_profile ?? 'adaptive';
    // A persona that changes nothing the adaptive rewrite did not is reported, not implied.
    const personaWithoutEffect =
      persona !== 'adaptive' &&
      rewriteWithBuiltinEngine({ ...request, persona_profile: 'adaptive' }).text === output.text
        ? persona
        : undefined;
    const { dropped, droppedLines } = output.verification;
    const notes = [
      ...output.guardrail.notes,
      ...dropped.map(
        (change) => `kept as written: "${change.sentence}" (${change.reasons.join('; ')})`,
      ),
      ...droppedLines.map((line) => `left out an added line: ${line}`),
    ];
    const rewritten: Rewritten = {
      enhancedText: output.text,
      plainOutput: output.plainText,
      plainInput: output.plainInput,
      guardrail: { ...output.guardrail, notes: fallback ? [fallback, ...notes] : notes },
      modelUsed,
      engine: 'builtin',
      verification: output.verification,
      personaWithoutEffect,
    };
    yield { type: 'result', result: this.scored(request, rewritten, started) };
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

  private scored(request: RewriteRequest, rewritten: Rewritten, started: number): RewriteResult {
    // Each text is read once; the scores and the analyses share that reading.
    const input = parseText(rewritten.plainInput);
    const output = parseText(rewritten.plainOutput);
    const inputQuality = scoreInputParsed(input, request);
    const level = changeLevelOf(rewritten.plainInput, rewritten.plainOutput);
    const comparison = compareWithInput(input, output, request);
    const checked = withCodeChecked(
      rewritten.guardrail,
      rewritten.plainInput,
      rewritten.plainOutput,
    );
    // A line the rewrite added that misleads is named, as a lost fact is.
    const guardrail = {
      ...checked,
      notes: [
        ...checked.notes,
        ...comparison.misfits.map(
          (line) => `added a line that misleads (${line.reason}): "${line.text}"`,
        ),
        ...comparison.newDefects.map((issue) => `introduced ${describeIssue(issue)}`),
      ],
    };
    const harmed = comparison.misfits.length > 0 || comparison.newDefects.length > 0;
    const quality = truthfulScore(
      scoreParsed(output, request, input, guardrail, comparison),
      inputQuality,
      level,
      { lostFact: guardrail.missing.length > 0, harmed },
    );
    const advice = adviceFor(rewritten.plainOutput, request.emotion_tone, level !== 'rewritten');
    return {
      enhanced_text: rewritten.enhancedText,
      quality_score: quality.score,
      quality_breakdown: quality.breakdown,
      input_quality_score: inputQuality.score,
      input_quality_breakdown: inputQuality.breakdown,
      model_used: rewritten.modelUsed,
      processing_time: seconds(started),
      word_count: countWords(rewritten.plainOutput),
      guardrail_info: guardrail,
      analysis: {
        input: analysisOf(input),
        output: analysisOf(output),
      },
      change_level: level,
      change_note: changeNoteOf({
        engine: rewritten.engine,
        level,
        verification: rewritten.verification,
        personaWithoutEffect: rewritten.personaWithoutEffect,
        adviceCount: advice.length,
        scoreBelowInput: belowInput(quality.score, inputQuality.score, level, harmed),
      }),
      advice,
      engine: rewritten.engine,
    };
  }
}

/** Why a result scores below its input, in the change note (a score going down needs a reason). */
function belowInput(
  score: number,
  inputScore: number,
  level: ChangeLevel,
  harmed: boolean,
): NoteFacts['scoreBelowInput'] {
  if (score >= inputScore) return undefined;
  if (harmed) return 'harmed';
  if (level === 'unchanged') return 'unchanged';
  return level === 'minor' ? 'little' : undefined;
}
