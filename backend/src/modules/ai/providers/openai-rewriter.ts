import OpenAI, { APIConnectionError } from 'openai';
import { ProviderTimeoutError, UnusableAnswerError } from './provider-failure.js';
import type { ProviderRoute } from './provider-route.js';
import type { ChatMessage } from './rewrite-prompt.js';

export interface RewriterLimits {
  timeoutMs: number;
  maxRetries: number;
}

/** Calls an OpenAI-compatible endpoint with a timeout per attempt and bounded retries (the SDK's). */
export class OpenAiRewriter {
  private readonly client: OpenAI;

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

  /** The whole answer in one JSON response. */
  async complete(messages: readonly ChatMessage[]): Promise<string> {
    const deadline = this.deadline();
    const started = performance.now();
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.route.model, messages: [...messages], temperature: 0.7 },
        { signal: deadline.signal },
      );
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== 'string')
        throw new UnusableAnswerError('provider sent an unreadable answer');
      return content;
    } catch (error) {
      throw this.timedOut(error, deadline.expired(), started)
        ? new ProviderTimeoutError('provider timed out')
        : error;
    } finally {
      deadline.clear();
    }
  }

  /** Text deltas as the model writes them; a stream that stalls past the deadline is aborted. */
  async *stream(messages: readonly ChatMessage[]): AsyncGenerator<string> {
    const deadline = this.deadline();
    const started = performance.now();
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.route.model, messages: [...messages], stream: true, temperature: 0.7 },
        { signal: deadline.signal },
      );
      for await (const chunk of stream) {
        deadline.restart();
        const delta = chunk.choices?.[0]?.delta?.content;
        if (delta) yield delta;
      }
    } catch (error) {
      throw this.timedOut(error, deadline.expired(), started)
        ? new ProviderTimeoutError('provider timed out')
        : error;
    } finally {
      deadline.clear();
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
