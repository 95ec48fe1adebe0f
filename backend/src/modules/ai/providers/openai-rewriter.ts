import OpenAI, { APIConnectionError, BadRequestError, UnprocessableEntityError } from 'openai';
import type {
  ChatTransport,
  Completion,
  CompletionOptions,
  FinishReason,
} from './chat-transport.js';
import { ProviderTimeoutError, UnusableAnswerError } from './provider-failure.js';
import type { ProviderRoute } from './provider-route.js';
import type { ChatMessage } from './rewrite-prompt.js';

export interface RewriterLimits {
  timeoutMs: number;
  maxRetries: number;
  /** Send `response_format: json_schema` when a schema is asked (off for servers known to lack it). */
  jsonSchema?: boolean;
}

const DEFAULT_TEMPERATURE = 0.4;

const finishOf = (reason: string | null | undefined): FinishReason =>
  reason === 'length' ? 'length' : reason === 'stop' || !reason ? 'stop' : 'other';

/**
 * The `ChatTransport` for any OpenAI-compatible endpoint, through the `openai` SDK: a timeout per
 * attempt and bounded retries (the SDK's), our own overall deadline, `max_tokens`, and
 * `response_format` with a JSON schema where the server accepts it. A server that refuses the
 * schema (400/422) is asked again without it, and not asked with one again.
 */
export class OpenAiTransport implements ChatTransport {
  private readonly client: OpenAI;
  private schemaRefused = false;
  readonly failureSubject = 'model provider';

  constructor(
    readonly route: ProviderRoute,
    private readonly limits: RewriterLimits,
  ) {
    this.client = new OpenAI({
      apiKey: route.apiKey,
      baseURL: route.baseUrl,
      timeout: limits.timeoutMs,
      maxRetries: limits.maxRetries,
    });
  }

  get model(): string {
    return this.route.model;
  }

  async complete(
    messages: readonly ChatMessage[],
    options: CompletionOptions = {},
  ): Promise<Completion> {
    const deadline = this.deadline();
    const started = performance.now();
    try {
      const completion = await this.withSchemaFallback(options, (body) =>
        this.client.chat.completions.create(
          { ...body, model: this.route.model, messages: [...messages], stream: false },
          { signal: deadline.signal },
        ),
      );
      const choice = completion.choices?.[0];
      const content = choice?.message?.content;
      if (typeof content !== 'string')
        throw new UnusableAnswerError('provider sent an unreadable answer');
      return { text: content, finishReason: finishOf(choice.finish_reason) };
    } catch (error) {
      throw this.timedOut(error, deadline.expired(), started)
        ? new ProviderTimeoutError('provider timed out')
        : error;
    } finally {
      deadline.clear();
    }
  }

  /** Text deltas as the model writes them; a stream that stalls past the deadline is aborted. */
  async *stream(
    messages: readonly ChatMessage[],
    options: CompletionOptions = {},
  ): AsyncGenerator<string, Completion> {
    const deadline = this.deadline();
    const started = performance.now();
    let text = '';
    let finish: string | null | undefined;
    try {
      const stream = await this.withSchemaFallback(options, (body) =>
        this.client.chat.completions.create(
          { ...body, model: this.route.model, messages: [...messages], stream: true },
          { signal: deadline.signal },
        ),
      );
      for await (const chunk of stream) {
        deadline.restart();
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason) finish = choice.finish_reason;
        const delta = choice?.delta?.content;
        if (delta) {
          text += delta;
          yield delta;
        }
      }
      return { text, finishReason: finishOf(finish) };
    } catch (error) {
      throw this.timedOut(error, deadline.expired(), started)
        ? new ProviderTimeoutError('provider timed out')
        : error;
    } finally {
      deadline.clear();
    }
  }

  /** The request's options as the SDK takes them, and once more without the schema if refused. */
  private async withSchemaFallback<T>(
    options: CompletionOptions,
    send: (body: {
      temperature: number;
      max_tokens?: number;
      response_format?: OpenAI.ResponseFormatJSONSchema;
    }) => Promise<T>,
  ): Promise<T> {
    const base = {
      temperature: options.temperature ?? DEFAULT_TEMPERATURE,
      ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
    };
    const useSchema =
      options.schema !== undefined && this.limits.jsonSchema !== false && !this.schemaRefused;
    if (!useSchema || !options.schema) return send(base);
    const response_format: OpenAI.ResponseFormatJSONSchema = {
      type: 'json_schema',
      json_schema: { name: options.schema.name, schema: options.schema.schema, strict: true },
    };
    try {
      return await send({ ...base, response_format });
    } catch (error) {
      if (!(error instanceof BadRequestError || error instanceof UnprocessableEntityError))
        throw error;
      this.schemaRefused = true;
      return send(base);
    }
  }

  /**
   * Some fetch implementations report an aborted attempt as a bare connection error, so a
   * connection error that came after a full attempt's timeout counts as a timeout too.
   */
  private timedOut(error: unknown, expired: boolean, started: number): boolean {
    if (expired) return true;
    return (
      error instanceof APIConnectionError && performance.now() - started >= this.limits.timeoutMs
    );
  }

  /**
   * Our own deadline on top of the SDK's per-attempt timeout: every attempt plus a margin, so
   * a response that trickles in forever cannot hold a request open.
   */
  private deadline() {
    const controller = new AbortController();
    const limitMs = this.limits.timeoutMs * (this.limits.maxRetries + 1) + 1_000;
    let expired = false;
    let timer: NodeJS.Timeout | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        expired = true;
        controller.abort();
      }, limitMs);
    };
    restart();
    return {
      signal: controller.signal,
      restart,
      expired: () => expired,
      clear: () => clearTimeout(timer),
    };
  }
}

/** A plain-text answer (chat, lyrics): an answer cut off by `max_tokens` is a failure. */
export async function completeText(
  transport: ChatTransport,
  messages: readonly ChatMessage[],
  options?: CompletionOptions,
): Promise<string> {
  const answer = await transport.complete(messages, options);
  if (answer.finishReason === 'length')
    throw new UnusableAnswerError('the answer was cut off at its length limit');
  return answer.text;
}

/** Plain-text deltas; throws after the last one when the answer was cut off. */
export async function* streamText(
  transport: ChatTransport,
  messages: readonly ChatMessage[],
  options?: CompletionOptions,
): AsyncGenerator<string> {
  const stream = transport.stream(messages, options);
  for (;;) {
    const next = await stream.next();
    if (next.done) {
      if (next.value.finishReason === 'length')
        throw new UnusableAnswerError('the answer was cut off at its length limit');
      return;
    }
    yield next.value;
  }
}
